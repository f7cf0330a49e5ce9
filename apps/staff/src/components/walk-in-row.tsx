import { Badge, Table, Text } from "@mantine/core";
import {
  alertAction,
  type GuestTextMarks,
  seatingLabel,
  type WaitlistEntryView,
  walkInElapsed,
} from "@seatline/domain";
import { partyLabel } from "../hooks/use-walk-in-actions";
import { GuestInfo } from "./guest-info";
import { RowActions } from "./row-actions";
import { TextMarks } from "./text-marks";

export interface WalkInRowProps {
  entry: WaitlistEntryView;
  now: Date;
  busy: boolean;
  onAlert: (entry: WaitlistEntryView) => void;
  onSeat: (entry: WaitlistEntryView) => void;
  onDelete: (entry: WaitlistEntryView) => void;
  onNote: (entry: WaitlistEntryView) => void;
  /** Texting marks (delivered/failed alert, opted out, running late, the guest's message). */
  marks?: GuestTextMarks;
}

/** A walk-in on the host waitlist: ticket, guest, size, minutes waiting (| since last alert), preference, actions. */
export function WalkInRow({ entry, now, busy, onAlert, onSeat, onDelete, onNote, marks }: WalkInRowProps) {
  const hasPhone = entry.phone !== null;
  return (
    <Table.Tr data-testid="walk-in-row" data-ticket={entry.ticket}>
      <Table.Td>
        <Text fw={800} fz="xl">
          {entry.ticket}
        </Text>
        {entry.source === "remote" ? (
          <Badge
            size="sm"
            variant="light"
            tt="none"
            px={6}
            title="Joined from their phone"
            styles={{ root: { overflow: "visible" }, label: { overflow: "visible" } }}
          >
            Remote
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <GuestInfo
          name={entry.name}
          phone={entry.phone}
          note={entry.note}
          extra={<TextMarks marks={marks} />}
        />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="xl">
          {entry.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fw={600} fz="lg" style={{ whiteSpace: "nowrap" }}>
          {walkInElapsed(entry, now)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{seatingLabel(entry.seating)}</Text>
      </Table.Td>
      <Table.Td>
        <RowActions
          who={partyLabel(entry)}
          alert={alertAction(entry.notified, hasPhone)}
          hasPhone={hasPhone}
          hasNote={entry.note !== ""}
          busy={busy}
          onAlert={() => onAlert(entry)}
          onSeat={() => onSeat(entry)}
          onNote={() => onNote(entry)}
          onDelete={() => onDelete(entry)}
          deleteHint="Delete (no show)"
        />
      </Table.Td>
    </Table.Tr>
  );
}
