import type { WaitlistReservationRow } from "@seatline/domain";
import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { showDoneNotice, showUndoNotice } from "../components/undo-notice";
import { type HostChangeKind, hostChanges, removeHostChange } from "../offline/host-changes";
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
 * A seat offers Undo, like a walk-in's: the booking is confirmed again and its tables are free.
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

  const putBack = useCallback(
    async (row: Row) => {
      const ok = await run(
        row,
        () => client.floor.unseatReservation.mutate({ uuid: row.uuid }),
        `Failed to undo the seat of ${row.guestName}. Please try again.`,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.floor.pathKey() });
      if (ok) showDoneNotice(`${row.guestName} (reservation) is not seated any more.`);
    },
    [client, run, queryClient, trpc],
  );

  /** Undo of a seat: still queued offline, it is simply not sent; otherwise the booking is put back. */
  const undo = useCallback(
    (row: Row, key: string | null) => {
      const queued = key !== null && hostChanges().some((c) => c.key === key && !c.refused);
      if (queued) void removeHostChange(key);
      else void putBack(row);
    },
    [putBack],
  );

  const setStatus = useCallback(
    async (row: Row, status: "SEATED" | "NO_SHOW") => {
      const outcome = await change(
        row,
        status === "SEATED" ? "resSeat" : "resNoShow",
        RESERVATION_STATUS_FAILED,
      );
      if (outcome === "failed") return;
      const message = `${status === "SEATED" ? "Seated" : "No show:"} ${row.guestName} (reservation)${outcome === "queued" ? QUEUED_NOTE : ""}.`;
      if (status !== "SEATED") return showDoneNotice(message);
      const key =
        outcome === "queued" ? (hostChanges().findLast((c) => c.uuid === row.uuid)?.key ?? null) : null;
      showUndoNotice(message, () => undo(row, key));
    },
    [change, undo],
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
      if (ok)
        showUndoNotice(`Seated ${row.guestName} (reservation) at table ${tableNames.join(" + ")}.`, () =>
          undo(row, null),
        );
      return ok;
    },
    [client, run, queryClient, trpc, undo],
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
