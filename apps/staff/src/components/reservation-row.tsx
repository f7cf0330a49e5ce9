import { Table, Text } from "@mantine/core";
import {
  alertAction,
  formatTime12,
  type GuestTextMarks,
  reservationElapsed,
  reservationStatusLabel,
  seatingLabel,
  type WaitlistReservationRow,
} from "@seatline/domain";
import type { ReactNode } from "react";
import { GuestBadge } from "../guest-book/guest-badge";
import type { HostChange } from "../offline/host-changes";
import { PendingMark } from "../offline/pending-mark";
import { BookingArrival } from "./booking-arrival";
import { GuestInfo } from "./guest-info";
import { RowActions } from "./row-actions";
import { TextMarks } from "./text-marks";
import { chosenLook } from "./walk-in-row";

export interface ReservationRowProps {
  row: WaitlistReservationRow;
  now: Date;
  busy: boolean;
  onAlert: (row: WaitlistReservationRow) => void;
  onSeat: (row: WaitlistReservationRow) => void;
  /** Seat at a table (the picker). */
  onSeatAtTable: (row: WaitlistReservationRow) => void;
  onNoShow: (row: WaitlistReservationRow) => void;
  onNote: (row: WaitlistReservationRow) => void;
  /** Texting marks (delivered/failed text, opted out). */
  marks?: GuestTextMarks;
  compact?: boolean;
  /** Changes queued offline for this booking (marked on the row until sent, or with the server's refusal). */
  pending?: HostChange[];
  /** With the floor beside the list: the handle to choose or drag the booking to a table, and whether it is chosen. */
  chooser?: ReactNode;
  chosen?: boolean;
}

/** Amber dark enough for 4.5:1 contrast on the amber row (Mantine's yellow.9 is too light). */
export const AMBER_TEXT = "#7a4a00";

/** The guest name with the access-link code in parentheses (docs/product.md#records). */
export function reservationGuestName(row: Pick<WaitlistReservationRow, "guestName" | "linkCode">): string {
  return row.linkCode ? `${row.guestName} (${row.linkCode})` : row.guestName;
}

/** How a booking's row or card is coloured and labelled: red when late, otherwise amber, in words too. */
export function reservationLook(row: Pick<WaitlistReservationRow, "status" | "isLate">) {
  const color = row.isLate ? "red" : "yellow";
  return {
    bg: `var(--mantine-color-${color}-light)`,
    edge: { boxShadow: `inset 6px 0 0 var(--mantine-color-${color}-filled)` },
    textColor: row.isLate ? "red.9" : AMBER_TEXT,
    label: reservationStatusLabel(row.status, row.isLate),
  };
}

/** "alerted 5 min ago" once the courtesy text went out, else nothing. */
export function reservationWait(row: Pick<WaitlistReservationRow, "firstNotifiedAt">, now: Date): string {
  const minutes = reservationElapsed(row.firstNotifiedAt, now);
  return minutes === "" ? "" : `alerted ${minutes} min ago`;
}

/** A reservation row's own attributes (test ids, lateness, its colours), the same for every row size. */
export function reservationRowAttrs(
  row: Pick<ReservationRowProps["row"], "isLate">,
  look: Pick<ReturnType<typeof reservationLook>, "bg" | "edge">,
  chosen: boolean,
) {
  return {
    "data-testid": "reservation-row",
    "data-late": row.isLate,
    "data-chosen": chosen || undefined,
    bg: chosen ? chosenLook.background : look.bg,
    style: chosen ? chosenLook : look.edge,
  };
}

/**
 * A reservation on the host waitlist (docs/product.md#dashboard): 'Res' in the ticket cell, red when late, otherwise
 * amber; the wait cell counts from the first courtesy notification. The colour is repeated in words (LATE / UPCOMING).
 */
export function ReservationRow({
  row,
  now,
  busy,
  marks,
  pending,
  compact = false,
  chooser,
  chosen = false,
  ...on
}: ReservationRowProps) {
  const look = reservationLook(row);
  const name = reservationGuestName(row);
  return (
    <Table.Tr {...reservationRowAttrs(row, look, chosen)}>
      <Table.Td>
        <Text fw={800} fz="xl" c={look.textColor}>
          Res
        </Text>
        {chooser}
      </Table.Td>
      <Table.Td>
        <GuestInfo
          name={name}
          phone={row.guestPhone}
          note={row.note}
          compact={compact}
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
        />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="xl" data-testid="party-size">
          {row.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" data-testid="since-alert">
          {reservationWait(row, now)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{seatingLabel(row.seating)}</Text>
      </Table.Td>
      <Table.Td>
        <RowActions
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
