import { Text } from "@mantine/core";
import { alertAction, formatTime12, seatingLabel } from "@seatline/domain";
import { BookingArrival } from "../components/booking-arrival";
import {
  type ReservationRowProps,
  reservationGuestName,
  reservationLook,
  reservationWait,
} from "../components/reservation-row";
import { RowActions } from "../components/row-actions";
import { TextMarks } from "../components/text-marks";
import { chosenLook } from "../components/walk-in-row";
import { GuestBadge } from "../guest-book/guest-badge";
import { PendingMark } from "../offline/pending-mark";
import { PartyCard } from "./party-card";

/** A booking as a card (narrow screens): the same facts, colours and actions as its table row. */
export function ReservationCard({
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
  const wait = reservationWait(row, now);
  return (
    <PartyCard
      testId="reservation-card"
      data={{ "data-late": row.isLate, "data-chosen": chosen || undefined }}
      bg={chosen ? chosenLook.background : look.bg}
      style={chosen ? chosenLook : look.edge}
      chooser={chooser}
      name={name}
      ticket={
        <Text fw={800} fz="md" c={look.textColor}>
          Res
        </Text>
      }
      partySize={row.partySize}
      phone={row.guestPhone}
      seating={seatingLabel(row.seating)}
      note={row.note}
      extra={
        <>
          <Text fz="sm" fw={700} c={look.textColor}>
            {formatTime12(row.reservationTime)} · {look.label}
          </Text>
          <BookingArrival booking={row} who={`reservation ${name}`} />
          <TextMarks marks={marks} />
          <GuestBadge guest={row.guest} />
          <PendingMark changes={pending} />
        </>
      }
      wait={wait ? <Text fz="sm">{wait}</Text> : null}
      actions={
        <RowActions
          wrap
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
      }
    />
  );
}
