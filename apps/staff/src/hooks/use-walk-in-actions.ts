import { alertAction, type WaitlistEntryView } from "@seatline/domain";
import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { showDoneNotice, showUndoNotice } from "../components/undo-notice";
import { type HostChangeKind, hostChanges, removeHostChange } from "../offline/host-changes";
import { QUEUED_NOTE, useHostChange } from "../offline/use-host-change";
import { useBusyKeys } from "./use-busy-keys";

type Entry = Pick<WaitlistEntryView, "id" | "ticket" | "name" | "phone" | "notified">;

/** A walk-in's label in notices, e.g. "A3 Rivera". */
export function partyLabel(entry: Pick<Entry, "ticket" | "name">): string {
  return `${entry.ticket} ${entry.name}`.trim();
}

/**
 * Host actions on walk-ins (docs/product.md#alerts): alert / alert again, seat (at a table or not), delete (no show),
 * note, put back. Each refreshes
 * the waitlist, summary and history; seat and delete offer Undo (put back); failures are notified with the
 * server's message first. Offline (or when the server gives no answer) alert, seat, no show, note and put back are
 * queued with their idempotency key and sent on reconnect (docs/architecture.md "Offline host console").
 */
export function useWalkInActions() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { busy, track } = useBusyKeys();

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
  }, [queryClient, trpc]);

  const run = useCallback(
    async (entry: Entry, call: () => Promise<unknown>, failureText: string): Promise<boolean> => {
      try {
        await track(`entry:${entry.id}`, call);
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
    (entry: Entry, kind: HostChangeKind, failureText: string, note?: string) =>
      send(
        { kind, entryId: entry.id, name: entry.name, ...(note === undefined ? {} : { note }) },
        `entry:${entry.id}`,
        failureText,
      ),
    [send],
  );

  const putBack = useCallback(
    async (entry: Entry) => {
      const outcome = await change(
        entry,
        "putBack",
        `Failed to put ${partyLabel(entry)} back. Please try again.`,
      );
      if (outcome !== "failed")
        showDoneNotice(
          `${partyLabel(entry)} is back on the waitlist${outcome === "queued" ? QUEUED_NOTE : ""}.`,
        );
    },
    [change],
  );

  /** Undo of a change: still queued, it is simply not sent; otherwise the party is put back. */
  const undo = useCallback(
    (entry: Entry, key: string | null) => {
      const queued = key !== null && hostChanges().some((c) => c.key === key && !c.refused);
      if (queued) void removeHostChange(key);
      else void putBack(entry);
    },
    [putBack],
  );

  const lastKey = (entry: Entry) => hostChanges().findLast((c) => c.entryId === entry.id)?.key ?? null;

  const alert = useCallback(
    async (entry: Entry) => {
      const { kind } = alertAction(entry.notified, entry.phone !== null);
      if (kind === null) return;
      await change(
        entry,
        kind === "alert" ? "alert" : "alertAgain",
        `Failed to alert ${partyLabel(entry)}. Please try again.`,
      );
    },
    [change],
  );

  const seat = useCallback(
    async (entry: Entry) => {
      const outcome = await change(entry, "seat", `Failed to seat ${partyLabel(entry)}. Please try again.`);
      if (outcome === "failed") return;
      const key = outcome === "queued" ? lastKey(entry) : null;
      showUndoNotice(`Seated ${partyLabel(entry)}${outcome === "queued" ? QUEUED_NOTE : ""}.`, () =>
        undo(entry, key),
      );
    },
    [change, undo],
  );

  /** Seat at the chosen table(s); false (the picker stays open) when, say, another host just took the table. */
  const seatAtTable = useCallback(
    async (entry: Entry, tableIds: number[], tableNames: string[]): Promise<boolean> => {
      const ok = await run(
        entry,
        () => client.floor.seatAtTable.mutate({ id: entry.id, tableIds }),
        `Failed to seat ${partyLabel(entry)}. Please try again.`,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.floor.pathKey() });
      if (ok)
        showUndoNotice(
          `Seated ${partyLabel(entry)} at table ${tableNames.join(" + ")}.`,
          () => void putBack(entry),
        );
      return ok;
    },
    [client, run, putBack, queryClient, trpc],
  );

  const remove = useCallback(
    async (entry: Entry) => {
      const outcome = await change(
        entry,
        "remove",
        `Failed to remove ${partyLabel(entry)}. Please try again.`,
      );
      if (outcome === "failed") return;
      const key = outcome === "queued" ? lastKey(entry) : null;
      showUndoNotice(
        `Removed ${partyLabel(entry)} (no show)${outcome === "queued" ? QUEUED_NOTE : ""}.`,
        () => undo(entry, key),
      );
    },
    [change, undo],
  );

  const saveNote = useCallback(
    async (entry: Entry, note: string) =>
      (await change(
        entry,
        "note",
        `Failed to save the note for ${partyLabel(entry)}. Please try again.`,
        note,
      )) !== "failed",
    [change],
  );

  const isBusy = useCallback((id: number) => busy.has(`entry:${id}`), [busy]);

  return { alert, seat, seatAtTable, remove, saveNote, putBack, isBusy };
}
