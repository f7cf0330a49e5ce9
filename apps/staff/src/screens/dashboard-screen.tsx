import { Alert, Button, Stack } from "@mantine/core";
import type { WaitlistEntryView, WaitlistReservationRow } from "@seatline/domain";
import { NoteModal, Spinner } from "@seatline/ui";
import { useState } from "react";
import { ReservationRow, reservationGuestName } from "../components/reservation-row";
import { WaitlistSummaryCard } from "../components/waitlist-summary-card";
import { WaitlistTable } from "../components/waitlist-table";
import { WalkInRow } from "../components/walk-in-row";
import { useLiveWaitlist } from "../hooks/use-live-waitlist";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { useReservationRowActions } from "../hooks/use-reservation-row-actions";
import { useTextMarks } from "../hooks/use-text-marks";
import { useWalkInActions } from "../hooks/use-walk-in-actions";

/** Host waitlist columns (docs/product.md#dashboard). */
const COLUMNS = [
  { title: "Ticket", width: 76 },
  { title: "Guest Info" },
  { title: "Size", width: 64, align: "center" },
  { title: "Time (min)", width: 104 },
  { title: "Pref", width: 112 },
  { title: "Action", width: 424, align: "right" },
] as const;

type NoteTarget =
  | { kind: "walk-in"; entry: WaitlistEntryView }
  | { kind: "reservation"; row: WaitlistReservationRow };

/** Dashboard (tab 1): the live host waitlist with its summary card (docs/product.md#dashboard, #alerts). */
export function DashboardScreen() {
  const { list, summary } = useLiveWaitlist();
  const marks = useTextMarks();
  const clock = useMinuteClock();
  const walkIns = useWalkInActions();
  const reservations = useReservationRowActions();
  // The target stays set while the modal closes, so its title does not change during the animation.
  const [noteTarget, setNoteTarget] = useState<NoteTarget | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const openNote = (target: NoteTarget) => {
    setNoteTarget(target);
    setNoteOpen(true);
  };

  if (list.isPending) return <Spinner label="Loading the waitlist" />;
  if (list.isError) {
    return (
      <Alert color="red" title="Could not load the waitlist">
        <Stack align="flex-start" gap="sm">
          {list.error.message}
          <Button onClick={() => void list.refetch()}>Retry</Button>
        </Stack>
      </Alert>
    );
  }

  // Elapsed minutes tick every 60 s, and are fresh whenever the list itself reloads.
  const now = new Date(Math.max(clock.getTime(), list.dataUpdatedAt));
  const { reservations: resRows, entries } = list.data;

  const saveNote = async (note: string) => {
    if (!noteTarget) return;
    const ok =
      noteTarget.kind === "walk-in"
        ? await walkIns.saveNote(noteTarget.entry, note)
        : await reservations.saveNote(noteTarget.row, note);
    if (ok) setNoteOpen(false);
  };
  const noteName =
    noteTarget?.kind === "walk-in"
      ? noteTarget.entry.name
      : noteTarget
        ? reservationGuestName(noteTarget.row)
        : "";
  const savedNote =
    noteTarget?.kind === "walk-in" ? noteTarget.entry.note : noteTarget ? noteTarget.row.note : "";

  return (
    <Stack gap="sm">
      <WaitlistSummaryCard summary={summary.data} />
      <WaitlistTable
        label="Waitlist"
        columns={COLUMNS}
        empty="No parties waiting right now."
        isEmpty={resRows.length === 0 && entries.length === 0}
      >
        {resRows.map((row) => (
          <ReservationRow
            key={row.uuid}
            row={row}
            now={now}
            busy={reservations.isBusy(row.uuid)}
            onAlert={(r) => void reservations.alert(r)}
            onSeat={(r) => void reservations.seat(r)}
            onNoShow={(r) => void reservations.noShow(r)}
            onNote={(r) => openNote({ kind: "reservation", row: r })}
            marks={marks?.reservations[row.uuid]}
          />
        ))}
        {entries.map((entry) => (
          <WalkInRow
            key={entry.id}
            entry={entry}
            now={now}
            busy={walkIns.isBusy(entry.id)}
            onAlert={(e) => void walkIns.alert(e)}
            onSeat={(e) => void walkIns.seat(e)}
            onDelete={(e) => void walkIns.remove(e)}
            onNote={(e) => openNote({ kind: "walk-in", entry: e })}
            marks={marks?.entries[String(entry.id)]}
          />
        ))}
      </WaitlistTable>
      <NoteModal
        opened={noteOpen}
        name={noteName}
        note={savedNote}
        onSave={(note) => void saveNote(note)}
        onClose={() => setNoteOpen(false)}
        saving={
          noteTarget?.kind === "walk-in"
            ? walkIns.isBusy(noteTarget.entry.id)
            : noteTarget
              ? reservations.isBusy(noteTarget.row.uuid)
              : false
        }
      />
    </Stack>
  );
}
