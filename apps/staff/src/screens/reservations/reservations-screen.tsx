import { Center, Paper, Text } from "@mantine/core";
import { isReservationLate, type Reservation, storeDate } from "@seatline/domain";
import { NoteModal, notifyFailure, Spinner, useSession, useStoreEvents, useTRPC } from "@seatline/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useMinuteClock } from "../../hooks/use-minute-clock";
import { useTextMarks } from "../../hooks/use-text-marks";
import { NotifyListPanel } from "./notify-list-panel";
import { ReservationsHeader } from "./reservations-header";
import { type ReservationListRow, ReservationsTable } from "./reservations-table";

export const STATUS_FAILED = "Failed to update reservation status. Please try again.";
/** docs/product.md#refresh: the list reloads every 10 seconds (live events refetch it sooner). */
const POLL_MS = 10_000;

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
  const marks = useTextMarks(date);
  const [modal, setModal] = useState<ModalState>(null);
  const [noteRow, setNoteRow] = useState<ReservationListRow | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  // docs/product.md#validation: on this tab a saved note changes the local list only (no server call).
  const [localNotes, setLocalNotes] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const timer = setTimeout(() => void loadReservationModal().catch(() => {}), 1000);
    return () => clearTimeout(timer);
  }, []);

  const list = useQuery({ ...trpc.reservations.list.queryOptions({ date }), refetchInterval: POLL_MS });
  useEffect(() => {
    // docs/product.md#errors: a failed load of the day list is logged; loading ends.
    if (list.error) console.error("Failed to load reservations", list.error);
  }, [list.error]);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() }),
    [queryClient, trpc],
  );
  useStoreEvents("reservations", () => void reload());

  const rows = useMemo<ReservationListRow[]>(
    () =>
      (list.data ?? []).map((r) => ({
        reservation: r,
        isLate: r.isLate || isReservationLate(r, store.timezone, now),
        note: localNotes[r.uuid] ?? r.specialRequests,
      })),
    [list.data, store.timezone, now, localNotes],
  );

  const setStatus = useMutation(trpc.reservations.setStatus.mutationOptions());
  const changeStatus = (r: Reservation, status: "CANCELLED" | "PENDING") => {
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
    setDate(saved.reservationDate);
    void reload();
  };

  const viewingPast = date < today;
  let body: React.ReactNode;
  if (list.isPending) body = <Spinner label="Loading reservations" />;
  else if (rows.length === 0)
    body = (
      <Text ta="center" c="dimmed" py="xl" fz="lg">
        No reservations for this date
      </Text>
    );
  else
    body = (
      <ReservationsTable
        marks={marks?.reservations}
        rows={rows}
        busy={busy}
        onEdit={(reservation) => setModal({ kind: "edit", reservation })}
        onStatus={changeStatus}
        onNote={(row) => {
          setNoteRow(row);
          setNoteOpen(true);
        }}
      />
    );

  return (
    <>
      <ReservationsHeader
        date={date}
        today={today}
        onDateChange={setDate}
        onAdd={() => setModal({ kind: "add" })}
      />
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
