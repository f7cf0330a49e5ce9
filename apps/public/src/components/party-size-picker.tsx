import { partySizeOptions } from "@seatline/domain";
import { useT } from "@seatline/ui";
import { type KeyboardEvent, useRef, useState } from "react";
import { radioKeyTarget } from "./radio-keys";

/** The sizes on show before "More" (most parties); the rest, up to MAX_PARTY_SIZE, come with it. */
export const FIRST_SIZES = 6;

export interface PartySizePickerProps {
  /** Null until the guest picks one. */
  value: number | null;
  onChange: (size: number) => void;
}

/**
 * Party size as one row of sizes (1-6) and More (7-12): one radio group (a single tab stop; arrows move and pick),
 * each choice at least 44 px on a 360 px phone (seven to a row, edge to edge, like the calendar's days).
 */
export function PartySizePicker({ value, onChange }: PartySizePickerProps) {
  const t = useT();
  const [more, setMore] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const expanded = more || (value !== null && value > FIRST_SIZES);
  const sizes = expanded ? partySizeOptions : partySizeOptions.filter((n) => n <= FIRST_SIZES);
  const current = Math.max(0, value === null ? 0 : sizes.indexOf(value));

  const pick = (size: number) => {
    onChange(size);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-size="${size}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused size (after More, the first of the larger ones), else from the chosen one.
    const focused = sizes.indexOf(Number((event.target as HTMLElement).dataset.size));
    const index = radioKeyTarget(sizes.length, focused >= 0 ? focused : current, event.key);
    const target = index === null ? undefined : sizes[index];
    if (target === undefined) return;
    event.preventDefault();
    pick(target);
  };

  return (
    <div className="party-size" data-expanded={expanded || undefined}>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-label={t("Party Size")}
        aria-required
        className="party-size-options"
        onKeyDown={onKeyDown}
      >
        {sizes.map((n, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA radio group of buttons the time grid uses too (keys in radio-keys.ts), one element per choice
          <button
            key={n}
            type="button"
            role="radio"
            data-size={n}
            aria-checked={n === value}
            aria-label={t("{count, plural, one {# person} other {# people}}", { count: n })}
            tabIndex={i === current ? 0 : -1}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ))}
      </div>
      {expanded ? null : (
        <button
          type="button"
          className="party-size-more"
          aria-expanded={false}
          onClick={() => {
            setMore(true);
            // The button goes once the larger sizes show: the focus moves to the first of them.
            requestAnimationFrame(() =>
              groupRef.current?.querySelector<HTMLButtonElement>(`[data-size="${FIRST_SIZES + 1}"]`)?.focus(),
            );
          }}
        >
          {t("More")}
        </button>
      )}
    </div>
  );
}
