import { Alert, Button, Group, Stack } from "@mantine/core";
import {
  alertNeedsConfirm,
  type DashboardFilter,
  isFiltering,
  minutesUntilBooking,
  partyMatches,
  type WaitlistEntryView,
  type WaitlistReservationRow,
  waitGroupOf,
} from "@seatline/domain";
import { NoteModal, Spinner, useSession } from "@seatline/ui";
import { lazy, Suspense, useState } from "react";
import { ReservationRow, reservationGuestName } from "../components/reservation-row";
import { showDoneNotice } from "../components/undo-notice";
import { WaitlistSummaryCard } from "../components/waitlist-summary-card";
import { WaitlistSummaryFold } from "../components/waitlist-summary-fold";
import { WaitlistTable } from "../components/waitlist-table";
import { WalkInRow } from "../components/walk-in-row";
import { DashboardSearch } from "../dashboard/dashboard-search";
import { DashboardToolbar, FloorToggle } from "../dashboard/dashboard-toolbar";
import { EarlyAlertDialog } from "../dashboard/early-alert-dialog";
import { OneLineReservationRow } from "../dashboard/one-line-reservation-row";
import { OneLineWalkInRow } from "../dashboard/one-line-walk-in-row";
import { PartyDialog, type PartyDialogTarget } from "../dashboard/party-dialog";
import { ReservationCard } from "../dashboard/reservation-card";
import { choiceKey, choiceParty, type SeatChoice } from "../dashboard/seat-choice";
import { SeatChooser } from "../dashboard/seat-chooser";
import { SeatBookingDialog, SeatTableDialog } from "../dashboard/seat-table-dialog";
import { useDashboardLayout } from "../dashboard/use-dashboard-layout";
import { useFloorSeating } from "../dashboard/use-floor-seating";
import { useTextGuest } from "../dashboard/use-text-guest";
import { WaitlistCards } from "../dashboard/waitlist-cards";
import { WalkInCard } from "../dashboard/walk-in-card";
import { useLiveWaitlist } from "../hooks/use-live-waitlist";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { useReservationRowActions } from "../hooks/use-reservation-row-actions";
import { useTextMarks } from "../hooks/use-text-marks";
import { useWalkInActions } from "../hooks/use-walk-in-actions";
import { changeOwner, type HostChange, useHostChanges } from "../offline/host-changes";
import { actionsWait, withPendingChanges } from "../offline/pending-mark";

/**
 * Host waitlist columns (docs/product.md#dashboard). The wait column's header is its legend: minutes waited, then the
 * quote ("12 / 15 min" in compact rows, where the figures carry no words of their own).
 */
const COLUMNS = [
  { title: "Ticket", width: 72 },
  { title: "Guest Info" },
  { title: "Size", width: 56, align: "center" },
  { title: "Waited / Quoted", width: 140 },
  { title: "Pref", width: 100 },
  // One line of actions (Alert, Seat, four icons: about 515 px) on a laptop; nearer 900 px the icons wrap under
  // Alert and Seat, so Guest Info keeps room for the names.
  { title: "Action", width: "clamp(300px, 39vw, 530px)", align: "right" },
] as const;

/**
 * Beside the floor the list is narrower: the actions take the room they take near 900 px (icons under Alert and
 * Seat), so Guest Info keeps about 240 px at 1366 (a name and its text marks whole).
 */
const COLUMNS_BESIDE_FLOOR = COLUMNS.map((c) =>
  c.title === "Action" ? { ...c, width: "clamp(290px, 24vw, 530px)" } : c,
) as unknown as typeof COLUMNS;

/**
 * One line per party (the default): the Guest Info column takes what the others leave. Waited / Quoted holds the
 * compact wait ("12 / 15 min" over "5 min past quote"); Pref may take two lines; Action holds Alert, Seat, the table
 * picker and the row's menu.
 */
const ONE_LINE_COLUMNS = [
  { title: "Ticket", width: 56 },
  { title: "Guest Info" },
  { title: "Size", width: 44, align: "center" },
  { title: "Waited / Quoted", width: 134 },
  { title: "Pref", width: 80 },
  { title: "Action", width: 306, align: "right" },
] as const;

/** Beside the floor the ticket cell also holds the handle that chooses or drags the party to a table. */
const ONE_LINE_COLUMNS_BESIDE_FLOOR = ONE_LINE_COLUMNS.map((c) =>
  c.title === "Ticket" ? { ...c, width: 108 } : c,
) as unknown as typeof ONE_LINE_COLUMNS;

/** The floor beside the list loads as its own chunk, only where it shows. */
const FloorBeside = lazy(() => import("./floor/floor-beside").then((m) => ({ default: m.FloorBeside })));

type NoteTarget =
  | { kind: "walk-in"; entry: WaitlistEntryView }
  | { kind: "reservation"; row: WaitlistReservationRow };

/**
 * Dashboard (tab 1): the live host waitlist with its summary card (docs/product.md#dashboard, #alerts). A table on
 * wide screens (one line per party, compact or roomy rows), a card per party on narrow ones; the summary folds to one
 * line below 1280 px; Add party and Edit party dialogs.
 */
export function DashboardScreen() {
  const session = useSession();
  const { store } = session;
  const changes = useHostChanges(changeOwner(session));
  const { list, summary } = useLiveWaitlist();
  const marks = useTextMarks();
  const clock = useMinuteClock();
  const walkIns = useWalkInActions();
  const reservations = useReservationRowActions();
  const { wide, foldSummary, density, setDensity, floor } = useDashboardLayout();
  const floorBeside = floor.shown;
  const seating = useFloorSeating({ walkIns, reservations });
  const textGuest = useTextGuest();
  // Dialog targets stay set while a dialog closes, so its title does not change during the animation.
  const [noteTarget, setNoteTarget] = useState<NoteTarget | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [partyTarget, setPartyTarget] = useState<PartyDialogTarget>({ kind: "add" });
  const [partyOpen, setPartyOpen] = useState(false);
  const [earlyAlert, setEarlyAlert] = useState<WaitlistReservationRow | null>(null);
  const [seatTarget, setSeatTarget] = useState<WaitlistEntryView | null>(null);
  const [seatOpen, setSeatOpen] = useState(false);
  const [bookingTarget, setBookingTarget] = useState<WaitlistReservationRow | null>(null);
  const [bookingOpen, setBookingOpen] = useState(false);
  const [filter, setFilter] = useState<DashboardFilter>({ query: "", size: null });
  const openNote = (target: NoteTarget) => {
    setNoteTarget(target);
    setNoteOpen(true);
  };
  const openParty = (target: PartyDialogTarget) => {
    setPartyTarget(target);
    setPartyOpen(true);
  };

  if (list.isPending) return <Spinner label="Loading the waitlist" />;
  // The last list stays on screen when a refetch fails (offline): only a first load that failed is an error.
  if (list.data === undefined) {
    return (
      <Alert color="red" title="Could not load the waitlist">
        <Stack align="flex-start" gap="sm">
          {list.error?.message}
          <Button onClick={() => void list.refetch()}>Retry</Button>
        </Stack>
      </Alert>
    );
  }

  // Elapsed minutes tick every 60 s, and are fresh whenever the list itself reloads.
  const now = new Date(Math.max(clock.getTime(), list.dataUpdatedAt));
  const all = list.data;
  const resRows = all.reservations.filter((r) =>
    partyMatches({ name: r.guestName, ticket: "Res", phone: r.guestPhone, partySize: r.partySize }, filter),
  );
  const entries = all.entries.filter((e) => partyMatches(e, filter));
  const total = all.reservations.length + all.entries.length;
  const compact = wide && density === "compact";
  const oneLine = wide && density === "line";

  const minutesUntil = (row: WaitlistReservationRow) =>
    minutesUntilBooking(store.timezone, row.reservationDate, row.reservationTime, now);
  const alertReservation = (row: WaitlistReservationRow) => {
    // An Alert Again is the host's second thought already; only the first text asks.
    if (row.notified === 0 && alertNeedsConfirm(minutesUntil(row))) setEarlyAlert(row);
    else void reservations.alert(row);
  };

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

  const changesOf = new Map<number | string, HostChange[]>();
  for (const change of changes) {
    const target = change.uuid ?? change.entryId;
    changesOf.set(target, [...(changesOf.get(target) ?? []), change]);
  }
  // Seating by tap and by drag, where the floor is beside the list (docs/product.md#the-floor).
  const chooserProps = (choice: SeatChoice, busy: boolean) => {
    if (!floorBeside) return {};
    const chosen = seating.chosen !== null && choiceKey(seating.chosen) === choiceKey(choice);
    const party = choiceParty(choice);
    return {
      chosen,
      chooser: (
        <SeatChooser
          name={party.name}
          partySize={party.partySize}
          chosen={chosen}
          beside={oneLine}
          disabled={busy}
          onToggle={() => seating.toggle(choice)}
          onDrop={(tableId) => void seating.seatAt(choice, tableId)}
        />
      ),
    };
  };
  const reservationProps = (row: WaitlistReservationRow) => ({
    row: withPendingChanges(row, changesOf.get(row.uuid)),
    pending: changesOf.get(row.uuid),
    now,
    busy: reservations.isBusy(row.uuid) || actionsWait(changesOf.get(row.uuid)),
    onAlert: alertReservation,
    onSeat: (r: WaitlistReservationRow) => void reservations.seat(r),
    onSeatAtTable: (r: WaitlistReservationRow) => {
      setBookingTarget(r);
      setBookingOpen(true);
    },
    onNoShow: (r: WaitlistReservationRow) => void reservations.noShow(r),
    onNote: (r: WaitlistReservationRow) => openNote({ kind: "reservation", row: r }),
    marks: marks?.reservations[row.uuid],
    ...chooserProps({ kind: "reservation", row }, reservations.isBusy(row.uuid)),
  });
  const walkInProps = (entry: WaitlistEntryView) => ({
    entry: withPendingChanges(entry, changesOf.get(entry.id)),
    pending: changesOf.get(entry.id),
    now,
    busy: walkIns.isBusy(entry.id) || actionsWait(changesOf.get(entry.id)),
    onAlert: (e: WaitlistEntryView) => void walkIns.alert(e),
    onSeat: (e: WaitlistEntryView) => void walkIns.seat(e),
    onSeatAtTable: (e: WaitlistEntryView) => {
      setSeatTarget(e);
      setSeatOpen(true);
    },
    onDelete: (e: WaitlistEntryView) => void walkIns.remove(e),
    onNote: (e: WaitlistEntryView) => openNote({ kind: "walk-in", entry: e }),
    onEdit: (e: WaitlistEntryView) => openParty({ kind: "edit", entry: e }),
    onText: textGuest.open,
    marks: marks?.entries[String(entry.id)],
    ...chooserProps({ kind: "walk-in", entry }, walkIns.isBusy(entry.id)),
  });
  const isEmpty = resRows.length === 0 && entries.length === 0;
  const empty =
    isFiltering(filter) && total > 0
      ? "No party matches. Clear the search to see everyone."
      : "No parties waiting right now.";

  const chosenParty = seating.chosen ? choiceParty(seating.chosen) : null;
  const waitlist = (
    <Stack gap={compact || oneLine ? 6 : "sm"} style={{ flex: "1 1 0", minWidth: 0 }}>
      <Group gap="sm" align="center" wrap="wrap">
        <div style={{ flex: foldSummary ? "1 1 320px" : "1 1 560px", minWidth: 0 }}>
          {foldSummary ? (
            <WaitlistSummaryFold summary={summary.data} />
          ) : (
            <WaitlistSummaryCard summary={summary.data} compact={compact} />
          )}
        </div>
        <DashboardToolbar
          onAdd={() => openParty({ kind: "add" })}
          density={density}
          onDensity={setDensity}
          showDensity={wide}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <div style={{ flex: "1 1 0", minWidth: 0 }}>
          <DashboardSearch
            filter={filter}
            onFilter={setFilter}
            shown={resRows.length + entries.length}
            total={total}
          />
        </div>
        {floor.toggles ? <FloorToggle on={floor.on} onToggle={() => floor.setOn(!floor.on)} /> : null}
      </Group>
      {oneLine ? (
        <WaitlistTable
          label="Waitlist"
          columns={floorBeside ? ONE_LINE_COLUMNS_BESIDE_FLOOR : ONE_LINE_COLUMNS}
          empty={empty}
          isEmpty={isEmpty}
          compact
          cellPadding={6}
        >
          {resRows.map((row) => (
            <OneLineReservationRow key={row.uuid} {...reservationProps(row)} />
          ))}
          {entries.map((entry) => (
            <OneLineWalkInRow key={entry.id} {...walkInProps(entry)} />
          ))}
        </WaitlistTable>
      ) : wide ? (
        <WaitlistTable
          label="Waitlist"
          columns={floorBeside ? COLUMNS_BESIDE_FLOOR : COLUMNS}
          empty={empty}
          isEmpty={isEmpty}
          compact={compact}
        >
          {resRows.map((row) => (
            <ReservationRow key={row.uuid} {...reservationProps(row)} compact={compact} />
          ))}
          {entries.map((entry) => (
            <WalkInRow key={entry.id} {...walkInProps(entry)} compact={compact} />
          ))}
        </WaitlistTable>
      ) : (
        <WaitlistCards label="Waitlist" empty={empty} isEmpty={isEmpty}>
          {resRows.map((row) => (
            <ReservationCard key={row.uuid} {...reservationProps(row)} />
          ))}
          {entries.map((entry) => (
            <WalkInCard key={entry.id} {...walkInProps(entry)} />
          ))}
        </WaitlistCards>
      )}
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
      <PartyDialog
        opened={partyOpen}
        target={partyTarget}
        waiting={all.entries}
        expectedWait={(size) => summary.data?.waitTimes[`${waitGroupOf(size)}_wait`]}
        onClose={() => setPartyOpen(false)}
        onOpenParty={(entry) => setPartyTarget({ kind: "edit", entry })}
        onSaved={showDoneNotice}
      />
      <SeatTableDialog
        opened={seatOpen}
        entry={seatTarget}
        busy={seatTarget ? walkIns.isBusy(seatTarget.id) : false}
        onClose={() => setSeatOpen(false)}
        onPick={(entry, s) => {
          void walkIns.seatAtTable(entry, s.tableIds, s.names).then((ok) => ok && setSeatOpen(false));
        }}
      />
      <SeatBookingDialog
        opened={bookingOpen}
        booking={bookingTarget}
        busy={bookingTarget ? reservations.isBusy(bookingTarget.uuid) : false}
        onClose={() => setBookingOpen(false)}
        onPick={(booking, s) => {
          void reservations
            .seatAtTable(booking, s.tableIds, s.names)
            .then((ok) => ok && setBookingOpen(false));
        }}
      />
      {textGuest.dialog}
      <EarlyAlertDialog
        row={earlyAlert}
        minutesUntil={earlyAlert ? minutesUntil(earlyAlert) : 0}
        onClose={() => setEarlyAlert(null)}
        onConfirm={() => {
          if (earlyAlert) void reservations.alert(earlyAlert);
          setEarlyAlert(null);
        }}
      />
    </Stack>
  );
  // One tree whether or not the floor shows beside the list: crossing 1366 px (a window resized, a tablet turned, a
  // full-page screenshot) must not remount the list and the dialogs in it, which would empty a form being typed.
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      {waitlist}
      {floorBeside ? (
        <aside
          aria-label="The floor"
          style={{
            // On an iPad (the host's toggle) the floor takes about two fifths, the cards the rest.
            flex: floor.narrow ? "0 0 clamp(300px, 42vw, 440px)" : "0 0 clamp(360px, 28vw, 620px)",
            // Stays in view under the console's 64 px header while the list scrolls.
            position: "sticky",
            top: 72,
            maxHeight: "calc(100vh - 80px)",
            overflowY: "auto",
          }}
        >
          <Suspense fallback={<Spinner label="Loading the floor" />}>
            <FloorBeside
              chosenLabel={chosenParty ? `${chosenParty.name}, party of ${chosenParty.partySize}` : null}
              message={seating.message}
              onPick={(table) => {
                if (seating.chosen) void seating.seatAt(seating.chosen, table.id);
              }}
              onCancel={() => seating.setChosen(null)}
              onDismissMessage={() => seating.setMessage(null)}
            />
          </Suspense>
        </aside>
      ) : null}
    </Group>
  );
}
