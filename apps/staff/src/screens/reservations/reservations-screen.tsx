import { Center, Paper, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  isReservationLate,
  RESERVATION_SEARCH_LIMIT,
  type Reservation,
  reservationActions,
  storeDate,
} from "@seatline/domain";
import { NoteModal, notifyFailure, Spinner, useSession, useStoreEvents, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { type BookingToSeat, SeatBookingDialog } from "../../dashboard/seat-table-dialog";
import { useDashboardLayout } from "../../dashboard/use-dashboard-layout";
import { useMinuteClock } from "../../hooks/use-minute-clock";
import { useReservationRowActions } from "../../hooks/use-reservation-row-actions";
import { useTextMarks } from "../../hooks/use-text-marks";
import { NotifyListPanel } from "./notify-list-panel";
import type { HostStatus } from "./reservation-row-actions";
import { ReservationsHeader } from "./reservations-header";
import { type ReservationListRow, ReservationsTable } from "./reservations-table";
import { ShiftCovers } from "./shift-covers";

export const STATUS_FAILED = "Failed to update reservation status. Please try again.";
/** docs/product.md#refresh: the list reloads every 10 seconds (live events refetch it sooner). */
const POLL_MS = 10_000;
/** The search asks the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 250;

/** The Add/Edit dialog (its calendar, @mantine/dates) is a chunk of its own, fetched once this tab has shown. */
const loadReservationModal = () => import("./reservation-modal");
const ReservationModal = lazy(() => loadReservationModal().then((m) => ({ default: m.ReservationModal })));

type ModalState = { kind: "add" } | { kind: "edit"; reservation: Reservation } | null;

/** Reservations tab (docs/product.md#reservations-tab): one day's reservations, the Add/Edit modal and the note modal. */
export function ReservationsScreen() {
  const { store } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const today = storeDate(store.timezone, now);

  const [date, setDate] = useState(today);
  const { wide } = useDashboardLayout();
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const searching = typed.length >= 2;
  const marks = useTextMarks(date);
  const [modal, setModal] = useState<ModalState>(null);
  const [noteRow, setNoteRow] = useState<ReservationListRow | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  // docs/product.md#validation: on this tab a saved note changes the local list only (no server call).
  const [localNotes, setLocalNotes] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  // Seat at table: the picker keeps its booking while it closes.
  const seating = useReservationRowActions();
  const [seatTarget, setSeatTarget] = useState<BookingToSeat | null>(null);
  const [seatOpen, setSeatOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => void loadReservationModal().catch(() => {}), 1000);
    return () => clearTimeout(timer);
  }, []);

  const list = useQuery({ ...trpc.reservations.list.queryOptions({ date }), refetchInterval: POLL_MS });
  const found = useQuery({
    ...trpc.reservations.search.queryOptions({ query: typed }),
    enabled: searching,
    refetchInterval: POLL_MS,
  });
  useEffect(() => {
    // docs/product.md#errors: a failed load of the day list is logged; loading ends.
    if (list.error) console.error("Failed to load reservations", list.error);
  }, [list.error]);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
    [queryClient, trpc],
  );
  useStoreEvents("reservations", () => void reload());

  const toRows = useCallback(
    (list: readonly Reservation[]): ReservationListRow[] =>
      list.map((r) => ({
        reservation: r,
        isLate: r.isLate || isReservationLate(r, store.timezone, now),
        note: localNotes[r.uuid] ?? r.specialRequests,
        actions: reservationActions(r, store.timezone, now),
      })),
    [store.timezone, now, localNotes],
  );
  const rows = useMemo(() => toRows(list.data ?? []), [toRows, list.data]);
  const results = useMemo(() => toRows(found.data?.reservations ?? []), [toRows, found.data]);

  const setStatus = useMutation(trpc.reservations.setStatus.mutationOptions());
  const changeStatus = (r: Reservation, status: HostStatus) => {
    setBusy((prev) => new Set(prev).add(r.uuid));
    setStatus.mutate(
      { uuid: r.uuid, status },
      {
        onError: (error) => notifyFailure(error, STATUS_FAILED),
        onSettled: () => {
          setBusy((prev) => {
            const next = new Set(prev);
            next.delete(r.uuid);
            return next;
          });
          void reload();
        },
      },
    );
  };

  const onSaved = (saved: Reservation) => {
    setModal(null);
    openDate(saved.reservationDate);
    void reload();
  };

  const openDate = (next: string) => {
    setSearch("");
    setDate(next);
  };
  const handlers = {
    onEdit: (reservation: Reservation) => setModal({ kind: "edit", reservation }),
    onStatus: changeStatus,
    onSeatAtTable: (reservation: Reservation) => {
      setSeatTarget(reservation);
      setSeatOpen(true);
    },
    onNote: (reservation: Reservation) => {
      const row = [...rows, ...results].find((x) => x.reservation.uuid === reservation.uuid);
      if (!row) return;
      setNoteRow(row);
      setNoteOpen(true);
    },
  };

  const viewingPast = date < today;
  let body: React.ReactNode;
  if (searching) {
    let inner: React.ReactNode;
    if (found.isPending) inner = <Spinner label="Searching reservations" />;
    else if (found.isError)
      inner = (
        <Text ta="center" c="red.8" py="xl">
          {found.error.message}
        </Text>
      );
    else if (results.length === 0)
      inner = (
        <Text ta="center" c="dimmed" py="xl" fz="lg">
          No reservations match this search
        </Text>
      );
    else
      inner = (
        <ReservationsTable
          label="Search results"
          showDate
          wide={wide}
          marks={marks?.reservations}
          rows={results}
          busy={busy}
          onOpenDate={openDate}
          {...handlers}
        />
      );
    body = (
      <>
        <Title order={3} fz="h4" mb="xs" aria-live="polite">
          {found.data
            ? `${found.data.reservations.length}${found.data.more ? "+" : ""} ${
                found.data.reservations.length === 1 ? "reservation matches" : "reservations match"
              } “${typed}”`
            : `Searching for “${typed}”`}
        </Title>
        <Text fz="sm" c="dimmed" mb="xs">
          From 30 days ago on, nearest first.
          {found.data?.more
            ? ` Showing the first ${RESERVATION_SEARCH_LIMIT}: type more of the name or phone to narrow it.`
            : ""}
        </Text>
        {inner}
      </>
    );
  } else if (list.isPending) body = <Spinner label="Loading reservations" />;
  else if (rows.length === 0)
    body = (
      <Text ta="center" c="dimmed" py="xl" fz="lg">
        No reservations for this date
      </Text>
    );
  else
    body = (
      <ReservationsTable
        label="Reservations"
        wide={wide}
        marks={marks?.reservations}
        rows={rows}
        busy={busy}
        {...handlers}
      />
    );

  return (
    <>
      <ReservationsHeader
        date={date}
        today={today}
        onDateChange={openDate}
        onAdd={() => setModal({ kind: "add" })}
        search={search}
        onSearchChange={setSearch}
      />
      {searching ? null : <ShiftCovers date={date} />}
      <Paper withBorder radius="md" p="xs">
        {body}
      </Paper>
      <NotifyListPanel date={date} />
      {modal ? (
        <Suspense
          fallback={
            <Center pos="fixed" inset={0} style={{ zIndex: 300 }}>
              <Spinner label="Loading the reservation form" />
            </Center>
          }
        >
          <ReservationModal
            reservation={modal.kind === "edit" ? modal.reservation : null}
            initialDate={viewingPast ? today : date}
            today={today}
            onClose={() => setModal(null)}
            onSaved={onSaved}
          />
        </Suspense>
      ) : null}
      <SeatBookingDialog
        opened={seatOpen}
        booking={seatTarget}
        busy={seatTarget ? seating.isBusy(seatTarget.uuid) : false}
        onClose={() => setSeatOpen(false)}
        onPick={(booking, s) => {
          void seating.seatAtTable(booking, s.tableIds, s.names).then((ok) => ok && setSeatOpen(false));
        }}
      />
      <NoteModal
        opened={noteOpen}
        name={noteRow?.reservation.guestName ?? ""}
        note={noteRow?.note ?? ""}
        onClose={() => setNoteOpen(false)}
        onSave={(note) => {
          const uuid = noteRow?.reservation.uuid;
          if (uuid) setLocalNotes((prev) => ({ ...prev, [uuid]: note }));
          setNoteOpen(false);
        }}
      />
    </>
  );
}
