import { isUnreachable, newIdempotencyKey, notifyFailure, useSession, useTRPCClient } from "@seatline/ui";
import { useCallback } from "react";
import { changeOwner, type HostChange, hostChanges, queueHostChange } from "./host-changes";
import { sendHostChange } from "./host-sync";
import { markOffline } from "./offline-since";

/** How a change ended: done by the server, queued for when the console is back online, or refused. */
export type ChangeOutcome = "done" | "queued" | "failed";

/** Added to a notice of a queued change. */
export const QUEUED_NOTE = " (will be sent when back online)";

export type ChangeRequest = Omit<HostChange, "key" | "owner" | "order" | "refused">;

/**
 * One host change (docs/architecture.md "Offline host console"), sent now with its own key, or queued with that key
 * when the browser is offline, when earlier changes still wait (order holds), or when the server gave no answer (if
 * it did write, the replay is answered once). `track` marks the row busy during the try; `refresh` runs after it.
 */
export function useHostChange(
  track: <T>(key: string, work: () => Promise<T>) => Promise<T>,
  refresh: () => void,
) {
  const client = useTRPCClient();
  const owner = changeOwner(useSession());
  return useCallback(
    async (request: ChangeRequest, busyKey: string, failureText: string): Promise<ChangeOutcome> => {
      const queued: Omit<HostChange, "order"> = { ...request, key: newIdempotencyKey(), owner };
      const waiting = hostChanges().some((c) => c.owner === owner && !c.refused);
      if (!navigator.onLine || waiting) {
        if (!navigator.onLine) markOffline();
        await queueHostChange(queued);
        return "queued";
      }
      try {
        await track(busyKey, () => sendHostChange(client, { ...queued, order: 0 }));
        return "done";
      } catch (error) {
        if (isUnreachable(error)) {
          markOffline();
          await queueHostChange(queued);
          return "queued";
        }
        notifyFailure(error, failureText);
        return "failed";
      } finally {
        refresh();
      }
    },
    [client, owner, track, refresh],
  );
}
