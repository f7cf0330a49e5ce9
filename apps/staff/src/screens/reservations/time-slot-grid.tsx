import { Button, ScrollArea, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  formatTime12,
  isFutureSlot,
  isPickableWindow,
  type OwnSlot,
  storeDate,
  storeMinutes,
  type TimeWindow,
  tablesAvailableLabel,
} from "@seatline/domain";
import { Spinner, useSession } from "@seatline/ui";
import { useEffect, useRef } from "react";

export interface TimeSlotGridProps {
  date: string | null;
  partySize: number | null;
  windows: readonly TimeWindow[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (time: string) => void;
  /** The edited booking's own slot, pickable although the booking fills part of it. */
  own?: OwnSlot | null;
}

/** Available-time buttons (docs/product.md#reservations-tab): shown once a party size is chosen; only available slots can be picked. */
export function TimeSlotGrid({ date, partySize, windows, loading, value, onChange, own }: TimeSlotGridProps) {
  const { store } = useSession();
  const grid = useRef<HTMLDivElement>(null);
  const hasWindows = (windows?.length ?? 0) > 0;
  // The chosen time (an edited booking's) is scrolled into the capped list once the times arrive.
  useEffect(() => {
    if (hasWindows)
      grid.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: "nearest" });
  }, [hasWindows]);
  if (!date || partySize === null) {
    return (
      <Text c="dimmed" fz="sm">
        Choose a party size to see the available times.
      </Text>
    );
  }
  if (loading) return <Spinner size="sm" label="Loading times" />;
  // Slots already past in store time can never be booked: they are left out rather than shown disabled.
  const now = new Date();
  const today = storeDate(store.timezone, now);
  const nowMinutes = storeMinutes(store.timezone, now);
  const shown = (windows ?? []).filter(
    (w) => isFutureSlot(date, w.time, today, nowMinutes) || (own?.date === date && own.time === w.time),
  );
  if (shown.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No times left on this date.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={236} type="auto" offsetScrollbars>
      <SimpleGrid ref={grid} cols={3} spacing="xs" role="group" aria-label="Available times">
        {shown.map((w) => {
          const pickable = isPickableWindow(w, date, own);
          const selected = value === w.time;
          return (
            <Button
              key={w.time}
              variant={selected ? "filled" : "default"}
              disabled={!pickable}
              aria-pressed={selected}
              onClick={() => onChange(w.time)}
              h="auto"
              py={6}
              px={4}
            >
              <Stack gap={0} align="center">
                <Text fw={700} fz="sm" inherit>
                  {formatTime12(w.time)}
                </Text>
                <Text fz={11} inherit>
                  {tablesAvailableLabel(w.tablesAvailable)}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </SimpleGrid>
    </ScrollArea.Autosize>
  );
}
