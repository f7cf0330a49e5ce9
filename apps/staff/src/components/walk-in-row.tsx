import { Table, Text } from "@mantine/core";
import { alertAction, type GuestTextMarks, seatingLabel, type WaitlistEntryView } from "@seatline/domain";
import type { ReactNode } from "react";
import { partyWait } from "../dashboard/party-wait";
import { TicketLabel } from "../dashboard/ticket-label";
import { OVER_QUOTE_TEXT, WaitCell } from "../dashboard/wait-cell";
import { GuestBadge } from "../guest-book/guest-badge";
import { partyLabel } from "../hooks/use-walk-in-actions";
import type { HostChange } from "../offline/host-changes";
import { PendingMark } from "../offline/pending-mark";
import { GuestInfo } from "./guest-info";
import { RowActions } from "./row-actions";
import { TextMarks } from "./text-marks";

export interface WalkInActions {
  onAlert: (entry: WaitlistEntryView) => void;
  onSeat: (entry: WaitlistEntryView) => void;
  onSeatAtTable: (entry: WaitlistEntryView) => void;
  onDelete: (entry: WaitlistEntryView) => void;
  onNote: (entry: WaitlistEntryView) => void;
  onEdit: (entry: WaitlistEntryView) => void;
  /** Text guest… (docs/product.md#texting-a-guest): on one-line rows and cards, for a party with a phone. */
  onText?: (entry: WaitlistEntryView) => void;
}

export interface WalkInRowProps extends WalkInActions {
  entry: WaitlistEntryView;
  now: Date;
  busy: boolean;
  /** Texting marks (delivered/failed alert, opted out, running late, the guest's message). */
  marks?: GuestTextMarks;
  compact?: boolean;
  /** Changes queued offline for this party (marked on the row until sent, or with the server's refusal). */
  pending?: HostChange[];
  /** With the floor beside the list: the handle to choose or drag the party to a table, and whether it is chosen. */
  chooser?: ReactNode;
  chosen?: boolean;
}

/** The chosen party's row (seating by tap): a blue edge and background; the handle says it too (pressed). */
export const chosenLook = {
  background: "var(--mantine-color-blue-light)",
  boxShadow: "inset 6px 0 0 var(--mantine-color-blue-8)",
} as const;

/** A party past its quote: a red bar on the row's edge (the words say it too, in the wait cell). */
export const overQuoteEdge = { boxShadow: `inset 6px 0 0 ${OVER_QUOTE_TEXT}` } as const;

/** A walk-in row's own attributes (test ids, states, its edge), the same for every row size. */
export function walkInRowAttrs(
  entry: Pick<WalkInRowProps["entry"], "ticket">,
  overQuote: boolean,
  pending: WalkInRowProps["pending"],
  chosen: boolean,
) {
  return {
    "data-testid": "walk-in-row",
    "data-ticket": entry.ticket,
    "data-over-quote": overQuote,
    "data-pending": pending?.some((c) => !c.refused) || undefined,
    "data-chosen": chosen || undefined,
    style: chosen ? chosenLook : overQuote ? overQuoteEdge : undefined,
  };
}

/** A walk-in on the host waitlist: ticket, guest, size, waited against quoted (and since the alert), preference, actions. */
export function WalkInRow({
  entry,
  now,
  busy,
  marks,
  pending,
  compact = false,
  chooser,
  chosen = false,
  ...on
}: WalkInRowProps) {
  const hasPhone = entry.phone !== null;
  const wait = partyWait(entry, now);
  return (
    <Table.Tr {...walkInRowAttrs(entry, wait.overBy > 0, pending, chosen)}>
      <Table.Td>
        <TicketLabel ticket={entry.ticket} remote={entry.source === "remote"} />
        {chooser}
      </Table.Td>
      <Table.Td>
        <GuestInfo
          name={entry.name}
          phone={entry.phone}
          note={entry.note}
          compact={compact}
          extra={
            <>
              <TextMarks marks={marks} />
              <GuestBadge guest={entry.guest} />
              <PendingMark changes={pending} />
            </>
          }
        />
      </Table.Td>
      <Table.Td ta="center">
        <Text fw={700} fz="xl" data-testid="party-size">
          {entry.partySize}
        </Text>
      </Table.Td>
      <Table.Td>
        <WaitCell wait={wait} compact={compact} />
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
          onAlert={() => on.onAlert(entry)}
          onSeat={() => on.onSeat(entry)}
          onSeatAtTable={() => on.onSeatAtTable(entry)}
          onNote={() => on.onNote(entry)}
          onEdit={() => on.onEdit(entry)}
          onDelete={() => on.onDelete(entry)}
          deleteHint="Delete (no show)"
        />
      </Table.Td>
    </Table.Tr>
  );
}
