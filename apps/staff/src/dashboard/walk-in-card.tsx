import { Text } from "@mantine/core";
import { alertAction, seatingLabel } from "@seatline/domain";
import { RowActions } from "../components/row-actions";
import { TextMarks } from "../components/text-marks";
import { chosenLook, overQuoteEdge, type WalkInRowProps } from "../components/walk-in-row";
import { GuestBadge } from "../guest-book/guest-badge";
import { partyLabel } from "../hooks/use-walk-in-actions";
import { PendingMark } from "../offline/pending-mark";
import { PartyCard } from "./party-card";
import { partyWait } from "./party-wait";
import { WaitCell } from "./wait-cell";

/** A walk-in as a card (narrow screens): the same facts and actions as its table row. */
export function WalkInCard({
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
  const over = wait.overBy > 0;
  return (
    <PartyCard
      testId="walk-in-card"
      data={{ "data-ticket": entry.ticket, "data-over-quote": over, "data-chosen": chosen || undefined }}
      bg={chosen ? chosenLook.background : undefined}
      style={chosen ? chosenLook : over ? overQuoteEdge : undefined}
      chooser={chooser}
      name={entry.name}
      ticket={
        <Text fw={800} fz="md">
          {entry.ticket}
          {entry.source === "remote" ? " · Remote" : ""}
        </Text>
      }
      partySize={entry.partySize}
      phone={entry.phone}
      seating={seatingLabel(entry.seating)}
      note={entry.note}
      extra={
        <>
          <TextMarks marks={marks} />
          <GuestBadge guest={entry.guest} />
          <PendingMark changes={pending} />
        </>
      }
      wait={<WaitCell wait={wait} />}
      actions={
        <RowActions
          wrap
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
      }
    />
  );
}
