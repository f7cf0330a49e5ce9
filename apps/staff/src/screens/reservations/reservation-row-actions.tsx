import { Button, Group } from "@mantine/core";
import type { Reservation, ReservationActions } from "@seatline/domain";
import { IconTable } from "@tabler/icons-react";

/** The statuses a host sets from this tab: cancel, restore (back to PENDING), seated, no show. */
export type HostStatus = "CANCELLED" | "PENDING" | "SEATED" | "NO_SHOW";

/** Mantine's darkest green (#2b8a3e) reads at only 4:1 on its light tint; this one at 6:1. */
const GREEN_TEXT = "#1e6b34";

export interface RowActionHandlers {
  onEdit: (r: Reservation) => void;
  onStatus: (r: Reservation, status: HostStatus) => void;
  onNote: (r: Reservation) => void;
  /** Seat at a table (the picker). */
  onSeatAtTable: (r: Reservation) => void;
}

/**
 * A booking's buttons: only those its status and time allow now (the domain's reservationActions, the rule the server
 * holds the change to), then Note, which every booking has. 44 px each; they wrap on narrow screens. The darkest shade
 * of each colour keeps the light buttons' words readable on a striped row (axe's contrast check).
 */
export function ReservationRowActions({
  reservation: r,
  actions,
  busy,
  wrap,
  ...on
}: RowActionHandlers & {
  reservation: Reservation;
  actions: ReservationActions;
  busy: boolean;
  wrap: boolean;
}) {
  const status = (label: string, to: HostStatus, color: string, text = color) => (
    <Button
      h={44}
      px="sm"
      variant="light"
      color={color}
      c={text}
      loading={busy}
      onClick={() => on.onStatus(r, to)}
    >
      {label}
    </Button>
  );
  return (
    // A named group: the row also holds the guest book's badge, which is a button but not an action on the booking.
    <Group role="group" aria-label="Booking actions" gap="xs" wrap={wrap ? "wrap" : "nowrap"}>
      {actions.edit ? (
        <Button
          h={44}
          px="sm"
          variant="light"
          color="blue.9"
          c="blue.9"
          disabled={busy}
          onClick={() => on.onEdit(r)}
        >
          Edit
        </Button>
      ) : null}
      {actions.seat ? status("Seat", "SEATED", "blue.9") : null}
      {actions.seat ? (
        <Button
          h={44}
          px="sm"
          variant="light"
          color="blue.9"
          c="blue.9"
          disabled={busy}
          leftSection={<IconTable size={18} aria-hidden />}
          onClick={() => on.onSeatAtTable(r)}
        >
          Seat at table
        </Button>
      ) : null}
      {actions.noShow ? status("No Show", "NO_SHOW", "gray.9") : null}
      {actions.cancel ? status("Cancel", "CANCELLED", "red.9") : null}
      {actions.restore ? status("Restore", "PENDING", "green.9", GREEN_TEXT) : null}
      <Button h={44} px="sm" variant="default" onClick={() => on.onNote(r)}>
        Note
      </Button>
    </Group>
  );
}
