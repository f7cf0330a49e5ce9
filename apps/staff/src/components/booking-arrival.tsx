import { Badge, Button, Menu } from "@mantine/core";
import { arrivalLabel, canMarkArrival } from "@seatline/domain";
import { notifyFailure, useSession, useTRPC } from "@seatline/ui";
import { IconChevronDown } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";

/** docs/product.md#errors. */
export const ARRIVAL_FAILED = "Failed to mark the booking arrived. Please try again.";

export interface BookingArrivalProps {
  booking: {
    uuid: string;
    partySize: number;
    status: string;
    reservationDate: string;
    arrivedCount?: number | null;
  };
  /** Who the row is ("reservation Rivera"), for the control's name. */
  who: string;
}

/**
 * The label wraps between words, never inside one ("Partly arrived ·" over "2 of 4" in a narrow cell): Mantine's
 * badge and button otherwise keep one line and cut it with an ellipsis. As wide as its words, not the card's width.
 */
const WRAPPING = {
  root: { height: "auto", maxWidth: "100%", flexShrink: 0, alignSelf: "flex-start" },
  label: { whiteSpace: "normal", overflow: "visible", textOverflow: "clip", overflowWrap: "normal" },
} as const;
/** Each menu item as tall as every other target on the Dashboard. */
const MENU_STYLES = { item: { minHeight: 44 }, dropdown: { minWidth: 200 } } as const;

/** "Arrived" or "Partly arrived · 2 of 4", green, as a badge (nothing when no one is marked). */
export function ArrivalBadge({
  arrivedCount,
  partySize,
}: {
  arrivedCount?: number | null;
  partySize: number;
}) {
  const label = arrivalLabel(arrivedCount, partySize);
  if (!label) return null;
  return (
    <Badge color="teal.9" variant="filled" styles={WRAPPING} py={2} data-testid="arrival-badge">
      {label}
    </Badge>
  );
}

/**
 * A booking's arrival at the stand (docs/product.md#arrived): the whole party, some of it (1 to size − 1), or cleared.
 * Offered while the rule allows it (an open booking of today); otherwise the badge alone. The other hosts' screens
 * refetch on the reservations event the change emits.
 */
export function BookingArrival({ booking, who }: BookingArrivalProps) {
  const { store } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mark = useMutation(trpc.reservations.markArrival.mutationOptions());
  const label = arrivalLabel(booking.arrivedCount, booking.partySize);
  if (!canMarkArrival(booking, store.timezone, new Date())) {
    return <ArrivalBadge arrivedCount={booking.arrivedCount} partySize={booking.partySize} />;
  }
  const set = (arrivedCount: number | null) =>
    mark.mutate(
      { uuid: booking.uuid, arrivedCount },
      {
        onError: (error) => notifyFailure(error, ARRIVAL_FAILED),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
        },
      },
    );
  const size = booking.partySize;
  const partly = Array.from({ length: Math.max(0, size - 1) }, (_, i) => i + 1);
  return (
    <Menu position="bottom-start" withinPortal styles={MENU_STYLES} disabled={mark.isPending}>
      <Menu.Target>
        <Button
          mih={44}
          px="xs"
          variant={label ? "filled" : "default"}
          color={label ? "teal.9" : undefined}
          styles={WRAPPING}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          disabled={mark.isPending}
          aria-label={`${label ?? "Arrival"}: ${who}`}
          data-testid={label ? "arrival-badge" : "arrival-button"}
        >
          {label ?? "Arrival"}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => set(size)} aria-label={`Arrived, all ${size}: ${who}`}>
          Arrived (all {size})
        </Menu.Item>
        {partly.length > 0 ? <Menu.Label>Partly arrived</Menu.Label> : null}
        {partly.map((n) => (
          <Menu.Item key={n} onClick={() => set(n)} aria-label={`Partly arrived, ${n} of ${size}: ${who}`}>
            {n} of {size} here
          </Menu.Item>
        ))}
        {label ? (
          <Menu.Item onClick={() => set(null)} aria-label={`Clear arrival: ${who}`}>
            Clear arrival
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
