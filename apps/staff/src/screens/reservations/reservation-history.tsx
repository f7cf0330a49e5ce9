import { List, Text } from "@mantine/core";
import { bookingSlotWords, changeActorLabel, changeTimeWords } from "@seatline/domain";
import { useSession, useTRPC } from "@seatline/ui";
import { useQuery } from "@tanstack/react-query";

/**
 * A booking's history of changes in its details (docs/product.md#guest-pages): who moved it (the guest on their
 * booking page, or staff), when, and from what to what; oldest first. Nothing while it was never changed.
 */
export function ReservationHistory({ uuid }: { uuid: string }) {
  const trpc = useTRPC();
  const { store } = useSession();
  const history = useQuery(trpc.reservations.history.queryOptions({ uuid }));
  const changes = history.data ?? [];
  if (changes.length === 0) return null;
  return (
    <section aria-label="History" data-testid="reservation-history">
      <Text fw={600} fz="sm" mb={4}>
        History
      </Text>
      <List size="sm" spacing={2}>
        {changes.map((c) => (
          <List.Item key={c.at + c.by + c.to.reservationTime}>
            <Text span fz="sm" fw={600}>
              {changeActorLabel(c.by)}
            </Text>{" "}
            <Text span fz="sm" c="dimmed">
              {changeTimeWords(c.at, store.timezone)}:
            </Text>{" "}
            {bookingSlotWords(c.from)} → {bookingSlotWords(c.to)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
