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
import { GuestInfo } from "./guest-info";
import { RowActions } from "./row-actions";
import { TextMarks } from "./text-marks";

export interface ReservationRowProps {
  row: WaitlistReservationRow;
  now: Date;
  busy: boolean;
  onAlert: (row: WaitlistReservationRow) => void;
  onSeat: (row: WaitlistReservationRow) => void;
  onNoShow: (row: WaitlistReservationRow) => void;
  onNote: (row: WaitlistReservationRow) => void;
  /** Texting marks (delivered/failed text, opted out). */
  marks?: GuestTextMarks;
}

/** Amber dark enough for 4.5:1 contrast on the amber row (Mantine's yellow.9 is too light). */
const AMBER_TEXT = "#7a4a00";

/** The guest name with the access-link code in parentheses (docs/product.md#records). */
export function reservationGuestName(row: Pick<WaitlistReservationRow, "guestName" | "linkCode">): string {
  return row.linkCode ? `${row.guestName} (${row.linkCode})` : row.guestName;
}

/**
 * A reservation on the host waitlist (docs/product.md#dashboard): 'Res' in the ticket cell, red when late, otherwise amber; Time (min)
 * counts from the first courtesy notification. The colour is repeated in words (LATE / UPCOMING).
 */
export function ReservationRow({
  row,
  now,
  busy,
  onAlert,
  onSeat,
  onNoShow,
  onNote,
  marks,
}: ReservationRowProps) {
  const color = row.isLate ? "red" : "yellow";
  const textColor = row.isLate ? "red.9" : AMBER_TEXT;
  const label = reservationStatusLabel(row.status, row.isLate);
  const name = reservationGuestName(row);
  return (
    <Table.Tr
      data-testid="reservation-row"
      data-late={row.isLate}
      bg={`var(--mantine-color-${color}-light)`}
      style={{ boxShadow: `inset 6px 0 0 var(--mantine-color-${color}-filled)` }}
    >
      <Table.Td>
        <Text fw={800} fz="xl" c={textColor}>
          Res
        </Text>
      </Table.Td>
      <Table.Td>
        <GuestInfo
          name={name}
          phone={row.guestPhone}
          note={row.note}
          extra={
            <>
              <Text fz="sm" fw={700} c={textColor}>
                {formatTime12(row.reservationTime)} · {label}
              </Text>
              <TextMarks marks={marks} />
            </>
          }
        />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="xl">
          {row.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fw={600} fz="lg">
          {reservationElapsed(row.firstNotifiedAt, now)}
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
          onAlert={() => onAlert(row)}
          onSeat={() => onSeat(row)}
          onNote={() => onNote(row)}
          onDelete={() => onNoShow(row)}
          deleteHint="Delete (no show)"
        />
      </Table.Td>
    </Table.Tr>
  );
}
