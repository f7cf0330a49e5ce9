import { Table, Text } from "@mantine/core";
import { alertAction, formatTime12, seatingLabel } from "@seatline/domain";
import { BookingArrival } from "../components/booking-arrival";
import {
  type ReservationRowProps,
  reservationGuestName,
  reservationLook,
  reservationRowAttrs,
  reservationWait,
} from "../components/reservation-row";
import { RowActions } from "../components/row-actions";
import { TextMarks } from "../components/text-marks";
import { GuestBadge } from "../guest-book/guest-badge";
import { PendingMark } from "../offline/pending-mark";
import { OneLineGuest } from "./one-line-guest";
import { OneLineTicket } from "./one-line-ticket";

/**
 * A booking in one line: 'Res', the name with its phone and note, size, its time and status (LATE / UPCOMING, in
 * words as well as colour) over the minutes since its alert, preference, then Alert, Seat, the table picker and the
 * menu.
 */
export function OneLineReservationRow({
  row,
  now,
  busy,
  marks,
  pending,
  chooser,
  chosen = false,
  ...on
}: ReservationRowProps) {
  const look = reservationLook(row);
  const name = reservationGuestName(row);
  return (
    <Table.Tr {...reservationRowAttrs(row, look, chosen)}>
      <Table.Td>
        <OneLineTicket ticket="Res" chooser={chooser} color={look.textColor} />
      </Table.Td>
      <Table.Td>
        <OneLineGuest
          name={name}
          phone={row.guestPhone}
          note={row.note}
          marks={
            <>
              <TextMarks marks={marks} brief />
              <GuestBadge guest={row.guest} brief />
              <PendingMark changes={pending} />
            </>
          }
        />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="lg" data-testid="party-size">
          {row.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* A booking's "wait" is its time: due at, UPCOMING or LATE in words, then the minutes since its alert. */}
        <Text fz="sm" fw={700} lh={1.3} c={look.textColor}>
          {formatTime12(row.reservationTime)} · {look.label}
        </Text>
        <Text fz="sm" lh={1.3} data-testid="since-alert">
          {reservationWait(row, now)}
        </Text>
        <BookingArrival booking={row} who={`reservation ${name}`} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" lh={1.2}>
          {seatingLabel(row.seating)}
        </Text>
      </Table.Td>
      <Table.Td>
        <RowActions
          oneLine
          who={`reservation ${name}`}
          alert={alertAction(row.notified, true)}
          hasPhone
          hasNote={row.note !== ""}
          busy={busy}
          onAlert={() => on.onAlert(row)}
          onSeat={() => on.onSeat(row)}
          onSeatAtTable={() => on.onSeatAtTable(row)}
          onNote={() => on.onNote(row)}
          onDelete={() => on.onNoShow(row)}
          deleteHint="Delete (no show)"
        />
      </Table.Td>
    </Table.Tr>
  );
}
