/**
 * Sends the host's queued changes (host-changes.ts) to the server, oldest first, one at a time, each with the key it
 * was queued with (docs/architecture.md "Offline host console"): a change whose answer was lost and its resend are one
 * request to the server's dedupe, so each lands once.
 */
import { STAND_LOCKED } from "@seatline/domain";
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
  resAlert: "alerted",
  resSeat: "seated",
  resNoShow: "marked no show",
  resNote: "changed",
};

const FINISHED: Record<string, string> = {
  seated: "seated",
  no_show: "marked no show",
  cancelled: "removed from the line",
};

/**
 * The message on the row when the server refuses a replayed change; `status` is the party's status now, when the
 * day's history has it.
 */
export function refusalMessage(
  change: Pick<HostChange, "kind" | "name">,
  code: string | undefined,
  status?: string,
): string {
  if (change.kind === "putBack" && code === "CONFLICT")
    return `Not saved: ${change.name} was already put back on the waitlist by another host.`;
  const done = status ? FINISHED[status] : undefined;
  if (code === "CONFLICT" && done) return `Not saved: ${change.name} was already ${done} by another host.`;
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
    case "resAlert":
      return client.reservations.courtesyNotify.mutate({ uuid: change.uuid ?? "" }, opts);
    case "resSeat":
      return client.reservations.setStatus.mutate({ uuid: change.uuid ?? "", status: "SEATED" }, opts);
    case "resNoShow":
      return client.reservations.setStatus.mutate({ uuid: change.uuid ?? "", status: "NO_SHOW" }, opts);
    case "resNote":
      return client.reservations.note.mutate({ uuid: change.uuid ?? "", note: change.note ?? "" }, opts);
  }
}

/** The party's status now, to say what the other host did (a conflict only; nothing when it cannot be read). */
async function statusNow(
  client: Client,
  change: HostChange,
  code: string | undefined,
): Promise<string | undefined> {
  if (code !== "CONFLICT" || change.kind === "putBack" || change.uuid !== undefined) return undefined;
  try {
    const { entries } = await client.waitlist.history.query();
    return entries.find((e) => e.id === change.entryId)?.status;
  } catch {
    return undefined;
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
        // A host stand that locked meanwhile sends the rest once a host opens it again: nothing is refused for it.
        if (isUnreachable(error) || (error instanceof Error && error.message === STAND_LOCKED)) break;
        const code = trpcErrorCode(error);
        await refuseHostChange(
          change.key,
          refusalMessage(change, code, await statusNow(client, change, code)),
        );
      }
    }
    return sent;
  })().finally(() => {
    running = null;
  });
  return running;
}
