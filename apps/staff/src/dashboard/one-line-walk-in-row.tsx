import { Badge, Table, Text } from "@mantine/core";
import { alertAction, seatingLabel } from "@seatline/domain";
import { RowActions } from "../components/row-actions";
import { TextMarks } from "../components/text-marks";
import { type WalkInRowProps, walkInRowAttrs } from "../components/walk-in-row";
import { GuestBadge } from "../guest-book/guest-badge";
import { partyLabel } from "../hooks/use-walk-in-actions";
import { PendingMark } from "../offline/pending-mark";
import { OneLineGuest } from "./one-line-guest";
import { OneLineTicket } from "./one-line-ticket";
import { partyWait } from "./party-wait";
import { WaitCell } from "./wait-cell";

/**
 * A walk-in in one line (the Dashboard's default rows): ticket, name with phone and note, size, waited / quoted,
 * preference, then Alert, Seat and the table picker, with the note, Edit party and delete in the row's menu.
 */
export function OneLineWalkInRow({
  entry,
  now,
  busy,
  marks,
  pending,
  chooser,
  chosen = false,
  ...on
}: WalkInRowProps) {
  const hasPhone = entry.phone !== null;
  const wait = partyWait(entry, now);
  return (
    <Table.Tr {...walkInRowAttrs(entry, wait.overBy > 0, pending, chosen)}>
      <Table.Td>
        <OneLineTicket ticket={entry.ticket} chooser={chooser} />
      </Table.Td>
      <Table.Td>
        <OneLineGuest
          name={entry.name}
          phone={entry.phone}
          note={entry.note}
          marks={
            <>
              {entry.source === "remote" ? (
                <Badge size="sm" variant="light" tt="none" px={6} title="Joined from their phone">
                  Remote
                </Badge>
              ) : null}
              <TextMarks marks={marks} brief />
              <GuestBadge guest={entry.guest} brief />
              <PendingMark changes={pending} />
            </>
          }
        />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="lg" data-testid="party-size">
          {entry.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        <WaitCell wait={wait} compact />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" lh={1.2}>
          {seatingLabel(entry.seating)}
        </Text>
      </Table.Td>
      <Table.Td>
        <RowActions
          oneLine
          who={partyLabel(entry)}
          alert={alertAction(entry.notified, hasPhone)}
          hasPhone={hasPhone}
          hasNote={entry.note !== ""}
          busy={busy}
          onAlert={() => on.onAlert(entry)}
          onSeat={() => on.onSeat(entry)}
          onSeatAtTable={() => on.onSeatAtTable(entry)}
          onNote={() => on.onNote(entry)}
          onEdit={() => on.onEdit(entry)}
          onText={hasPhone && on.onText ? () => on.onText?.(entry) : undefined}
          onDelete={() => on.onDelete(entry)}
          deleteHint="Delete (no show)"
        />
      </Table.Td>
    </Table.Tr>
  );
}
