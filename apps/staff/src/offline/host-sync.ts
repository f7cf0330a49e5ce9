/**
 * Sends the host's queued changes (host-changes.ts) to the server, oldest first, one at a time, each with the key it
 * was queued with (docs/architecture.md "Offline host console"): a change whose answer was lost and its resend are one
 * request to the server's dedupe, so each lands once.
 */
import { idempotencyContext, isUnreachable, type SeatlineTrpcClient, trpcErrorCode } from "@seatline/ui";
import { type HostChange, hostChanges, refuseHostChange, removeHostChange } from "./host-changes";

type Client = SeatlineTrpcClient;

/** Every 5 s while changes wait (Safari on an iPad has no Background Sync), and on `online` / `visibilitychange`. */
export const HOST_REPLAY_INTERVAL_MS = 5_000;

const VERBS: Record<HostChange["kind"], string> = {
  seat: "seated",
  alert: "alerted",
  alertAgain: "alerted",
  remove: "marked no show",
  note: "changed",
  putBack: "put back",
};

/** The message on the row when the server refuses a replayed change. */
export function refusalMessage(change: Pick<HostChange, "kind" | "name">, code: string | undefined): string {
  if (change.kind === "putBack" && code === "CONFLICT")
    return `Not saved: ${change.name} was already put back on the waitlist by another host.`;
  if (code === "CONFLICT" || code === "NOT_FOUND")
    return `Not saved: ${change.name} was already seated or removed by another host, so was not ${VERBS[change.kind]}.`;
  return `Not saved: ${change.name} could not be ${VERBS[change.kind]} (${code ?? "refused"}).`;
}

export function sendHostChange(client: Client, change: HostChange): Promise<unknown> {
  const input = { id: change.entryId };
  const opts = { context: idempotencyContext(change.key) };
  switch (change.kind) {
    case "seat":
      return client.waitlist.seat.mutate(input, opts);
    case "alert":
      return client.waitlist.alert.mutate(input, opts);
    case "alertAgain":
      return client.waitlist.alertAgain.mutate(input, opts);
    case "remove":
      return client.waitlist.remove.mutate(input, opts);
    case "note":
      return client.waitlist.note.mutate({ ...input, note: change.note ?? "" }, opts);
    case "putBack":
      return client.waitlist.putBack.mutate(input, opts);
  }
}

let running: Promise<number> | null = null;

/**
 * One pass over the queue of `owner`: answers how many changes the server took. An unreachable server stops the
 * pass (order holds); a refusal marks that change with its message and the pass goes on.
 */
export function replayHostChanges(client: Client, owner: string): Promise<number> {
  if (running) return running;
  running = (async () => {
    let sent = 0;
    for (const change of hostChanges()) {
      if (change.owner !== owner || change.refused) continue;
      try {
        await sendHostChange(client, change);
        await removeHostChange(change.key);
        sent++;
      } catch (error) {
        if (isUnreachable(error)) break;
        await refuseHostChange(change.key, refusalMessage(change, trpcErrorCode(error)));
      }
    }
    return sent;
  })().finally(() => {
    running = null;
  });
  return running;
}
