/**
 * Sends the kiosk's queued joins and keeps its leased tickets topped up (docs/architecture.md "Offline kiosk").
 * Replays run one at a time, oldest first, each with its Idempotency-Key, on `online`, when the page becomes visible
 * and every few seconds (iPad Safari has no Background Sync); a replay the server cannot be reached for stops the run
 * (the rest wait their turn, so the order holds). The pool is refilled only after the queue is sent.
 */
import { KIOSK_LEASE_REFILL_BELOW } from "@seatline/domain";
import type { KioskJoinClient } from "./join-client";
import {
  markRefused,
  type QueuedJoin,
  queuedJoins,
  readPool,
  removeQueuedJoin,
  savePool,
} from "./offline-queue";
import { isRefusedForGood } from "./reachability";

/** How often the kiosk tries again on its own. */
export const REPLAY_INTERVAL_MS = 5_000;
/** A pool older than this is asked for again (a new business day voids yesterday's tickets on the server). */
export const POOL_MAX_AGE_MS = 15 * 60_000;

export interface SyncResult {
  sent: number;
  /** Joins still queued (not sent, not refused). */
  waiting: number;
}

/** A call that hangs (Wi-Fi up, no way out) is given up after this long, so the next pass can try again. */
export const CALL_TIMEOUT_MS = 8_000;

export function timeoutSignal(ms: number = CALL_TIMEOUT_MS): AbortSignal | undefined {
  return typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(ms) : undefined;
}

export function sendQueuedJoin(client: KioskJoinClient, join: QueuedJoin) {
  return client.waitlist.join.mutate(
    { ...join.input, leased: { ticket: join.ticket, joinedAt: join.joinedAt, storeId: join.storeId } },
    { context: { idempotencyKey: join.key }, signal: timeoutSignal() },
  );
}

let running: Promise<SyncResult> | null = null;

/**
 * One pass: the queue, then the pool. Concurrent calls share the pass in progress. Only the signed-in store's joins
 * are sent: a tablet signed in as another store keeps them for theirs.
 */
export function syncOffline(client: KioskJoinClient, owner: string, storeId: string): Promise<SyncResult> {
  if (!running) {
    running = pass(client, owner, storeId).finally(() => {
      running = null;
    });
  }
  return running;
}

async function pass(client: KioskJoinClient, owner: string, storeId: string): Promise<SyncResult> {
  const queue = (await queuedJoins(storeId)).filter((j) => !j.refused);
  let sent = 0;
  for (const join of queue) {
    try {
      await sendQueuedJoin(client, join);
      await removeQueuedJoin(join.key);
      sent++;
    } catch (error) {
      if (isRefusedForGood(error)) {
        await markRefused(join, error instanceof Error ? error.message : "refused");
        continue;
      }
      // Unreachable, signed out, rate-limited, the server's own trouble: keep it and its place; try again later.
      return { sent, waiting: queue.length - sent };
    }
  }
  const pool = await readPool();
  const stale =
    !pool ||
    pool.owner !== owner ||
    pool.tickets.length < KIOSK_LEASE_REFILL_BELOW ||
    Date.now() - pool.fetchedAt > POOL_MAX_AGE_MS;
  if (stale) {
    try {
      const leases = await client.waitlist.leaseTickets.mutate(undefined, { signal: timeoutSignal() });
      await savePool(owner, leases.tickets, Date.now());
    } catch {
      // Offline again: the pool left is used, and the next pass asks again.
    }
  }
  return { sent, waiting: 0 };
}
