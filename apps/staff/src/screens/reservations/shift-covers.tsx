import { Group, Paper, Text } from "@mantine/core";
import { coversText } from "@seatline/domain";
import { useTRPC } from "@seatline/ui";
import { useQuery } from "@tanstack/react-query";

/** docs/product.md#refresh: as the day's list (live events refetch it sooner, with the list). */
const POLL_MS = 10_000;

/**
 * The day's covers per shift (docs/product.md#reservations-tab): "11:00–15:00 · 24 covers · 6 bookings" for each of
 * the day's opening ranges, then the day's total. The server counts by the domain's rule; this only shows it.
 */
export function ShiftCovers({ date }: { date: string }) {
  const trpc = useTRPC();
  const covers = useQuery({
    ...trpc.reservations.shiftCovers.queryOptions({ date }),
    refetchInterval: POLL_MS,
  });
  const day = covers.data;
  if (!day) return null;
  const lines = [
    ...day.shifts.map((s) => ({ key: s.label, label: s.label, text: coversText(s) })),
    ...(day.outside ? [{ key: "outside", label: "Other times", text: coversText(day.outside) }] : []),
  ];
  return (
    <Paper withBorder radius="md" p="xs" mb="xs" component="section" aria-label="Covers per shift">
      <Group gap="xs" wrap="wrap" data-testid="shift-covers">
        {lines.map((l) => (
          <Text key={l.key} fz="sm" px="xs" data-testid="shift-line" style={{ whiteSpace: "nowrap" }}>
            <Text span fw={700}>
              {l.label}
            </Text>{" "}
            · {l.text}
          </Text>
        ))}
        <Text fz="sm" px="xs" fw={700} data-testid="day-covers" style={{ whiteSpace: "nowrap" }}>
          Day · {coversText(day.total)}
        </Text>
      </Group>
    </Paper>
  );
}
