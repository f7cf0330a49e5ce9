import { Button, type MantineSize, SimpleGrid } from "@mantine/core";
import { msg } from "@seatline/domain";
import { IconBackspace } from "@tabler/icons-react";
import { useLayoutEffect, useRef } from "react";
import { useT } from "./i18n/i18n-context";

export interface KeypadProps {
  /** A digit key ("0"–"9") was pressed. */
  onDigit(digit: string): void;
  /** C: clear everything. */
  onClear(): void;
  /** Backspace: remove the last digit. */
  onBackspace(): void;
  disabled?: boolean;
  /** Height of each key: px (defaults to 72, a comfortable touch target) or a CSS length (e.g. a variable a layout sets). */
  keyHeight?: number | string;
  /** Class of the key grid (a layout that sizes the keys to the room it has). */
  className?: string;
  size?: MantineSize;
  /** Also accept the physical keyboard: digits, Backspace/Delete, and Escape for C. */
  listenToKeyboard?: boolean;
  /** Accessible name of the keypad group. */
  label?: string;
}

const DIGIT_ROWS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"] as const;

/** The physical key that stands for a keypad key, or null. */
export function keypadKeyOf(key: string): "clear" | "backspace" | string | null {
  if (/^[0-9]$/.test(key)) return key;
  if (key === "Backspace" || key === "Delete") return "backspace";
  if (key === "Escape") return "clear";
  return null;
}

/** A phone keypad: digits 1–9, C (clear), 0 and backspace, with large touch targets (the kiosk's phone step, docs/product.md#kiosk). */
export function Keypad({
  onDigit,
  onClear,
  onBackspace,
  disabled = false,
  keyHeight = 72,
  size = "xl",
  listenToKeyboard = false,
  label = msg("Keypad"),
  className,
}: KeypadProps) {
  const t = useT();
  const handlers = useRef({ onDigit, onClear, onBackspace });
  // Layout effects, not effects: the listener is in place by the time the screen is painted, so a guest (or a
  // hardware keypad) typing the instant the phone step appears loses no digit on a busy tablet.
  useLayoutEffect(() => {
    handlers.current = { onDigit, onClear, onBackspace };
  }, [onDigit, onClear, onBackspace]);

  useLayoutEffect(() => {
    if (!listenToKeyboard || disabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Typing in a text field belongs to that field.
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      const key = keypadKeyOf(event.key);
      if (key === null) return;
      event.preventDefault();
      if (key === "clear") handlers.current.onClear();
      else if (key === "backspace") handlers.current.onBackspace();
      else handlers.current.onDigit(key);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [listenToKeyboard, disabled]);

  const keyStyle = { height: keyHeight, fontSize: "1.75rem" } as const;
  return (
    <SimpleGrid
      cols={3}
      spacing="sm"
      verticalSpacing="sm"
      role="group"
      aria-label={t(label)}
      className={className}
    >
      {DIGIT_ROWS.map((d) => (
        <Button
          key={d}
          variant="default"
          size={size}
          style={keyStyle}
          disabled={disabled}
          onClick={() => onDigit(d)}
        >
          {d}
        </Button>
      ))}
      <Button
        variant="light"
        color="gray"
        size={size}
        style={keyStyle}
        disabled={disabled}
        onClick={onClear}
        aria-label={t("C (clear)")}
      >
        C
      </Button>
      <Button variant="default" size={size} style={keyStyle} disabled={disabled} onClick={() => onDigit("0")}>
        0
      </Button>
      <Button
        variant="light"
        color="gray"
        size={size}
        style={keyStyle}
        disabled={disabled}
        onClick={onBackspace}
        aria-label={t("Backspace")}
      >
        <IconBackspace size={32} aria-hidden />
      </Button>
    </SimpleGrid>
  );
}
