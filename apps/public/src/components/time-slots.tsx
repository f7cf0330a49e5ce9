import { Button, Loader, SimpleGrid, Text } from "@mantine/core";
import { formatTime12, type TimeWindow } from "@seatline/domain";
import { useT } from "@seatline/ui";
import { type KeyboardEvent, useRef } from "react";

export interface TimeSlotsProps {
  /** Null until a party size is chosen (docs/product.md#public-page: times only after a party size). */
  windows: TimeWindow[] | null;
  loading: boolean;
  value: string | null;
  onChange: (time: string) => void;
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The available-time buttons: only windows with available true are offered (docs/product.md#validation). They form one radio group
 * (a single tab stop; arrows move and pick, Home / End jump), so the keyboard does not have to tab through every time.
 */
export function TimeSlots({ windows, loading, value, onChange }: TimeSlotsProps) {
  const t = useT();
  const groupRef = useRef<HTMLDivElement>(null);
  if (loading) return <Loader size="sm" role="status" aria-label={t("Loading available times")} />;
  if (!windows) return <Text c="dimmed">{t("Choose a party size to see the available times.")}</Text>;
  const open = windows.filter((w) => w.available);
  if (open.length === 0) {
    return <Text c="dimmed">{t("No times are available on this date. Please choose another date.")}</Text>;
  }
  const current = Math.max(
    0,
    open.findIndex((w) => w.time === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    let index: number | null = null;
    if (step !== undefined) index = (current + step + open.length) % open.length;
    else if (event.key === "Home") index = 0;
    else if (event.key === "End") index = open.length - 1;
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
      cols={{ base: 3, xs: 4 }}
      spacing="xs"
      verticalSpacing="xs"
    >
      {open.map((w, i) => {
        const selected = w.time === value;
        return (
          <Button
            key={w.time}
            data-time={w.time}
            role="radio"
            aria-checked={selected}
            tabIndex={i === current ? 0 : -1}
            size="sm"
            px={4}
            variant={selected ? "filled" : "default"}
            onClick={() => onChange(w.time)}
          >
            {formatTime12(w.time)}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
