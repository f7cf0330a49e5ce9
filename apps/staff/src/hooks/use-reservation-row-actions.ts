import type { WaitlistReservationRow } from "@seatline/domain";
import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { showDoneNotice } from "../components/undo-notice";
import type { HostChangeKind } from "../offline/host-changes";
import { QUEUED_NOTE, useHostChange } from "../offline/use-host-change";
import { useBusyKeys } from "./use-busy-keys";

/** docs/product.md#errors. */
export const RESERVATION_ALERT_FAILED = "Failed to alert reservation. Please try again.";
export const RESERVATION_STATUS_FAILED = "Failed to update reservation status. Please try again.";
export const RESERVATION_NOTE_FAILED = "Failed to save reservation note. Please try again.";

type Row = Pick<WaitlistReservationRow, "uuid" | "guestName">;

/**
 * Reservation rows of the host waitlist (docs/product.md#reservation-statuses): Alert sends the courtesy notification, Seat sets SEATED (Seat at table also opens its tables), the
 * delete icon sets NO_SHOW, the note saves special requests. The list reloads after each (docs/product.md#reservation-statuses).
 * Offline they are queued like the walk-ins' (docs/architecture.md "Offline host console").
 */
export function useReservationRowActions() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { busy, track } = useBusyKeys();

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.reservations.pathKey() });
  }, [queryClient, trpc]);

  // Seat at a table needs the network (the table's state is the server's): sent now, never queued.
  const run = useCallback(
    async (row: Row, call: () => Promise<unknown>, failureText: string): Promise<boolean> => {
      try {
        await track(`res:${row.uuid}`, call);
        return true;
      } catch (error) {
        notifyFailure(error, failureText);
        return false;
      } finally {
        refresh();
      }
    },
    [track, refresh],
  );
  const send = useHostChange(track, refresh);
  const change = useCallback(
    (row: Row, kind: HostChangeKind, failureText: string, note?: string) =>
      send(
        { kind, entryId: 0, uuid: row.uuid, name: row.guestName, ...(note === undefined ? {} : { note }) },
        `res:${row.uuid}`,
        failureText,
      ),
    [send],
  );

  const alert = useCallback(
    async (row: Row) => (await change(row, "resAlert", RESERVATION_ALERT_FAILED)) !== "failed",
    [change],
  );

  const setStatus = useCallback(
    async (row: Row, status: "SEATED" | "NO_SHOW") => {
      const outcome = await change(
        row,
        status === "SEATED" ? "resSeat" : "resNoShow",
        RESERVATION_STATUS_FAILED,
      );
      if (outcome !== "failed")
        showDoneNotice(
          `${status === "SEATED" ? "Seated" : "No show:"} ${row.guestName} (reservation)${outcome === "queued" ? QUEUED_NOTE : ""}.`,
        );
    },
    [change],
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
    async (row: Row, note: string) =>
      (await change(row, "resNote", RESERVATION_NOTE_FAILED, note)) !== "failed",
    [change],
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
