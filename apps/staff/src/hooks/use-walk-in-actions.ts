import { alertAction, type WaitlistEntryView } from "@seatline/domain";
import { notifyFailure, useTRPC, useTRPCClient } from "@seatline/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { showDoneNotice, showUndoNotice } from "../components/undo-notice";
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
 * server's message first.
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

  const putBack = useCallback(
    async (entry: Entry) => {
      const ok = await run(
        entry,
        () => client.waitlist.putBack.mutate({ id: entry.id }),
        `Failed to put ${partyLabel(entry)} back. Please try again.`,
      );
      if (ok) showDoneNotice(`${partyLabel(entry)} is back on the waitlist.`);
    },
    [client, run],
  );

  const alert = useCallback(
    async (entry: Entry) => {
      const { kind } = alertAction(entry.notified, entry.phone !== null);
      if (kind === null) return;
      const mutation = kind === "alert" ? client.waitlist.alert : client.waitlist.alertAgain;
      await run(
        entry,
        () => mutation.mutate({ id: entry.id }),
        `Failed to alert ${partyLabel(entry)}. Please try again.`,
      );
    },
    [client, run],
  );

  const seat = useCallback(
    async (entry: Entry) => {
      const ok = await run(
        entry,
        () => client.waitlist.seat.mutate({ id: entry.id }),
        `Failed to seat ${partyLabel(entry)}. Please try again.`,
      );
      if (ok) showUndoNotice(`Seated ${partyLabel(entry)}.`, () => void putBack(entry));
    },
    [client, run, putBack],
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
      const ok = await run(
        entry,
        () => client.waitlist.remove.mutate({ id: entry.id }),
        `Failed to remove ${partyLabel(entry)}. Please try again.`,
      );
      if (ok) showUndoNotice(`Removed ${partyLabel(entry)} (no show).`, () => void putBack(entry));
    },
    [client, run, putBack],
  );

  const saveNote = useCallback(
    (entry: Entry, note: string) =>
      run(
        entry,
        () => client.waitlist.note.mutate({ id: entry.id, note }),
        `Failed to save the note for ${partyLabel(entry)}. Please try again.`,
      ),
    [client, run],
  );

  const isBusy = useCallback((id: number) => busy.has(`entry:${id}`), [busy]);

  return { alert, seat, seatAtTable, remove, saveNote, putBack, isBusy };
}
