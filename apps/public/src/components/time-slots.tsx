import { Button, Loader, SimpleGrid, Text } from "@mantine/core";
import { formatTime12, type PublicTime } from "@seatline/domain";
import { useT } from "@seatline/ui";
import { type KeyboardEvent, useRef } from "react";
import { radioKeyTarget } from "./radio-keys";

export interface TimeSlotsProps {
  /** Null until a party size is chosen (docs/product.md#public-page: times only after a party size). */
  times: PublicTime[] | null;
  loading: boolean;
  value: string | null;
  onChange: (time: string) => void;
  /** A full time was tapped: the notify list is offered for it (docs/product.md#notify-me). */
  onFull: (time: string) => void;
  /** The id of the words that say what a full time offers (read with each full time). */
  fullHintId?: string;
}

/**
 * The date's times: open ones to book, full ones shown disabled and marked Full (tapping one asks the notify list
 * for it). They form one radio group of the open times (a single tab stop; arrows move and pick, skipping the full
 * ones; Home / End jump), so the keyboard does not have to tab through every time.
 */
export function TimeSlots({ times, loading, value, onChange, onFull, fullHintId }: TimeSlotsProps) {
  const t = useT();
  const groupRef = useRef<HTMLDivElement>(null);
  if (loading) return <Loader size="sm" role="status" aria-label={t("Loading available times")} />;
  if (!times) return <Text c="dimmed">{t("Choose a party size to see the available times.")}</Text>;
  if (times.length === 0) {
    return <Text c="dimmed">{t("No times are available on this date. Please choose another date.")}</Text>;
  }
  const open = times.filter((w) => !w.full);
  const current = Math.max(
    0,
    open.findIndex((w) => w.time === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = radioKeyTarget(open.length, current, event.key);
    const target = index === null ? undefined : open[index];
    if (!target) return;
    event.preventDefault();
    onChange(target.time);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-time="${target.time}"]`)?.focus();
  };

  return (
    <SimpleGrid
      ref={groupRef}
      role="radiogroup"
      aria-label={t("Available times")}
      onKeyDown={onKeyDown}
      cols={4}
      spacing={6}
      verticalSpacing={6}
    >
      {times.map((w) => {
        const label = formatTime12(w.time);
        if (w.full) {
          return (
            <Button
              key={w.time}
              data-time={w.time}
              data-full
              className="time-slot"
              role="radio"
              aria-checked={false}
              aria-disabled
              aria-label={t("{time}, full", { time: label })}
              aria-describedby={fullHintId}
              tabIndex={-1}
              size="sm"
              px={2}
              variant="default"
              onClick={() => onFull(w.time)}
            >
              <span className="time-slot-text">
                <span>{label}</span>
                <span className="time-slot-full">{t("Full")}</span>
              </span>
            </Button>
          );
        }
        const selected = w.time === value;
        return (
          <Button
            key={w.time}
            data-time={w.time}
            className="time-slot"
            role="radio"
            aria-checked={selected}
            tabIndex={open[current]?.time === w.time ? 0 : -1}
            size="sm"
            px={2}
            variant={selected ? "filled" : "default"}
            onClick={() => onChange(w.time)}
          >
            {label}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
