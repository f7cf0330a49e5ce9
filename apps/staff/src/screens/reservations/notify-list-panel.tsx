import { Badge, Button, Group, Paper, Table, Text } from "@mantine/core";
import { formatClockTime, formatPhone, offerLabel } from "@seatline/domain";
import { notifyFailure, useStoreEvents, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useMinuteClock } from "../../hooks/use-minute-clock";

/** The list reloads every 10 seconds like the day's bookings (live events refetch it sooner). */
const POLL_MS = 10_000;
export const NOTIFY_ACTION_FAILED = "Failed to update the notify list. Please try again.";

const STATUS_LABEL = {
  waiting: "Waiting",
  offered: "Offered",
  booked: "Booked",
  left: "Left the list",
  removed: "Removed",
} as const;

/** A waiting request whose phone has not replied 1 to its first text: no table is offered to it, by hand either. */
const UNCONFIRMED_LABEL = "Waiting for the guest's reply 1";

/**
 * The day's notify list on the Reservations tab (docs/product.md#notify-me): each request with its window, its place,
 * and the live offer ("offered to Ada, 6 min left", counted down on screen); Offer now (by hand, once the guest's
 * phone confirmed) and Remove. Live through the store's reservations events. Shows nothing on a day without requests.
 */
export function NotifyListPanel({ date }: { date: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Re-renders every 15 s so the minutes left tick down between events; each render reads the time afresh.
  useMinuteClock(15_000);
  const day = useQuery({ ...trpc.notify.day.queryOptions({ date }), refetchInterval: POLL_MS });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.notify.day.pathKey() }),
    [queryClient, trpc],
  );
  useStoreEvents("reservations", () => void reload());
  const offer = useMutation(trpc.notify.offer.mutationOptions());
  const remove = useMutation(trpc.notify.remove.mutationOptions());
  const [busy, setBusy] = useState<number | null>(null);

  const rows = day.data ?? [];
  if (rows.length === 0) return null;

  const act = async (requestId: number, action: "offer" | "remove") => {
    setBusy(requestId);
    try {
      await (action === "offer" ? offer : remove).mutateAsync({ requestId });
    } catch (error) {
      notifyFailure(error, NOTIFY_ACTION_FAILED);
    } finally {
      setBusy(null);
      void reload();
    }
  };

  let place = 0;
  return (
    <Paper withBorder radius="md" p="xs" mt="md" component="section" aria-labelledby="notify-list-title">
      <Text id="notify-list-title" component="h2" fw={700} fz="lg" px="xs" pt={4}>
        Notify list
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-labelledby="notify-list-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Guest</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Times</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const open = r.status === "waiting" || r.status === "offered";
              if (open) place += 1;
              const live = r.offer ? offerLabel(r.guestName, new Date(r.offer.expiresAt), new Date()) : null;
              return (
                <Table.Tr key={r.id} data-testid={`notify-row-${r.id}`}>
                  <Table.Td>{open ? place : ""}</Table.Td>
                  <Table.Td>
                    <Text fw={600}>{r.guestName}</Text>
                    <Text fz="sm" c="dimmed">
                      {formatPhone(r.guestPhone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.partySize}</Table.Td>
                  <Table.Td>
                    {formatClockTime(r.windowStart)} - {formatClockTime(r.windowEnd)}
                  </Table.Td>
                  <Table.Td>
                    {live && r.offer ? (
                      <Text fw={600} c="green.9" data-testid="notify-offer-label">
                        {live} ({formatClockTime(r.offer.slotTime)})
                      </Text>
                    ) : (
                      <Badge color={r.status === "booked" ? "blue" : "gray"} variant="light">
                        {r.status === "waiting" && !r.phoneConfirmed
                          ? UNCONFIRMED_LABEL
                          : STATUS_LABEL[r.status]}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {r.status === "waiting" && r.phoneConfirmed ? (
                        <Button
                          size="sm"
                          mih={44}
                          variant="light"
                          loading={busy === r.id && offer.isPending}
                          disabled={busy !== null}
                          onClick={() => void act(r.id, "offer")}
                        >
                          Offer now
                        </Button>
                      ) : null}
                      {open ? (
                        <Button
                          size="sm"
                          mih={44}
                          variant="default"
                          color="red"
                          loading={busy === r.id && remove.isPending}
                          disabled={busy !== null}
                          onClick={() => void act(r.id, "remove")}
                          aria-label={`Remove ${r.guestName} from the notify list`}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
