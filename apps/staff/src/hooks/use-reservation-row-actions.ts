import type { WaitlistReservationRow } from "@seatline/domain";
import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { showDoneNotice } from "../components/undo-notice";
import { useBusyKeys } from "./use-busy-keys";

/** docs/product.md#errors. */
export const RESERVATION_ALERT_FAILED = "Failed to alert reservation. Please try again.";
export const RESERVATION_STATUS_FAILED = "Failed to update reservation status. Please try again.";
export const RESERVATION_NOTE_FAILED = "Failed to save reservation note. Please try again.";

type Row = Pick<WaitlistReservationRow, "uuid" | "guestName">;

/**
 * Reservation rows of the host waitlist (docs/product.md#reservation-statuses): Alert sends the courtesy notification, Seat sets SEATED (Seat at table also opens its tables), the
 * delete icon sets NO_SHOW, the note saves special requests. The list reloads after each (docs/product.md#reservation-statuses).
 */
export function useReservationRowActions() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { busy, track } = useBusyKeys();

  const run = useCallback(
    async (row: Row, call: () => Promise<unknown>, failureText: string): Promise<boolean> => {
      try {
        await track(`res:${row.uuid}`, call);
        return true;
      } catch (error) {
        notifyFailure(error, failureText);
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
      }
    },
    [track, queryClient, trpc],
  );

  const alert = useCallback(
    (row: Row) =>
      run(row, () => client.reservations.courtesyNotify.mutate({ uuid: row.uuid }), RESERVATION_ALERT_FAILED),
    [client, run],
  );

  const setStatus = useCallback(
    async (row: Row, status: "SEATED" | "NO_SHOW") => {
      const ok = await run(
        row,
        () => client.reservations.setStatus.mutate({ uuid: row.uuid, status }),
        RESERVATION_STATUS_FAILED,
      );
      if (ok)
        showDoneNotice(`${status === "SEATED" ? "Seated" : "No show:"} ${row.guestName} (reservation).`);
    },
    [client, run],
  );

  /** Seat at the chosen table(s); false (the picker stays open) when, say, another host just took the table. */
  const seatAtTable = useCallback(
    async (row: Row, tableIds: number[], tableNames: string[]): Promise<boolean> => {
      const ok = await run(
        row,
        () => client.floor.seatReservation.mutate({ uuid: row.uuid, tableIds }),
        RESERVATION_STATUS_FAILED,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.floor.pathKey() });
      if (ok) showDoneNotice(`Seated ${row.guestName} (reservation) at table ${tableNames.join(" + ")}.`);
      return ok;
    },
    [client, run, queryClient, trpc],
  );

  const saveNote = useCallback(
    (row: Row, note: string) =>
      run(row, () => client.reservations.note.mutate({ uuid: row.uuid, note }), RESERVATION_NOTE_FAILED),
    [client, run],
  );

  const isBusy = useCallback((uuid: string) => busy.has(`res:${uuid}`), [busy]);

  return {
    alert,
    seat: (row: Row) => setStatus(row, "SEATED"),
    noShow: (row: Row) => setStatus(row, "NO_SHOW"),
    seatAtTable,
    saveNote,
    isBusy,
  };
}
