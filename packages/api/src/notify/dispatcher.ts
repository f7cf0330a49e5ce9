/**
 * The text dispatcher (docs/architecture.md#the-outbox): claims due outbox rows with FOR UPDATE SKIP LOCKED, sends them through
 * the provider, records the result, and retries failures with exponential backoff up to a limit. Several dispatchers
 * (processes) may run at once: a claimed row belongs to one of them, so no text is sent twice. A send whose outcome is
 * unknown (the provider did not answer in time) is never resent: it stays `uncertain` until a delivery report settles it.
 */
import {
  claimDueMessages,
  type Db,
  failAbandonedMessages,
  type MessageRow,
  markMessageFailed,
  markMessageSent,
  markMessageSkipped,
  markMessageUncertain,
  storeSendingNumber,
} from "@seatline/db";
import { hasUnfilledGuestLink, restoreGuestLinks } from "@seatline/domain";
import type { Clock } from "../clock";
import { type SmsProvider, SmsSendError, SmsUncertainError } from "./provider";
import { scheduleReminders } from "./reminders";
import { skipReason } from "./send-guard";

export interface DispatcherOptions {
  db: Db;
  provider: SmsProvider;
  clock: Clock;
  /** Pause between polls when nothing is due. */
  intervalMs?: number;
  /** Attempts before a text is marked failed. */
  maxAttempts?: number;
  /** Backoff after the first failure; doubles each attempt, capped at backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claim lasts; must exceed the provider's own timeout. */
  lockMs?: number;
  batchSize?: number;
  /** Schedules reservation reminders every `scanMs` (links in them start with publicUrl); none when absent. */
  reminders?: { publicUrl: string; scanMs?: number };
  /**
   * Work that must run on the dispatcher's clock in every process, before each pass claims its texts (so a text it
   * queues leaves in the same pass): the notify list's hold expiry (services/notify-offers/notify-sweep.ts). Given
   * by the server, since notify/ does not reach into services/.
   */
  sweeps?: readonly DispatcherSweep[];
  onError?: (err: unknown, context: string) => void;
}

export interface DispatcherSweep {
  name: string;
  run(now: Date): Promise<void>;
}

export interface DispatchResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Outcome unknown (timeout): not resent, awaiting a delivery report. */
  uncertain: number;
  /** Not sent: opted out since it was queued, or a reminder whose booking changed. */
  skipped: number;
}

export interface SmsDispatcher {
  /** One pass: claim due texts, send them, record results. */
  runOnce(): Promise<DispatchResult>;
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

export const DISPATCH_DEFAULTS = {
  intervalMs: 1000,
  maxAttempts: 5,
  backoffBaseMs: 5_000,
  backoffMaxMs: 10 * 60_000,
  lockMs: 60_000,
  batchSize: 20,
};

/** A text whose link's token is no longer kept (it was stored before links were kept apart and then lost). */
export const LINK_GONE = "Not texted: its link is no longer stored.";

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createSmsDispatcher(opts: DispatcherOptions): SmsDispatcher {
  const o = { ...DISPATCH_DEFAULTS, ...opts };
  const onError = opts.onError ?? ((err, context) => console.error(`[sms] ${context}`, err));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let lastReminderScan = Number.NEGATIVE_INFINITY;

  async function deliver(row: MessageRow, result: DispatchResult): Promise<void> {
    const skip = await skipReason(o.db, row, o.clock.now());
    if (skip) {
      await markMessageSkipped(o.db, row.id, skip);
      result.skipped += 1;
      return;
    }
    // The link is built now, from the tokens kept apart from the stored body until this send (notify/outbox.ts).
    const body = restoreGuestLinks(row.body, row.linkTokens);
    if (hasUnfilledGuestLink(body)) {
      await markMessageSkipped(o.db, row.id, LINK_GONE);
      result.skipped += 1;
      return;
    }
    let providerMessageId: string;
    let from: string | null;
    const ownNumber = await storeSendingNumber(o.db, row.storeId);
    try {
      ({ providerMessageId, from } = await o.provider.send({
        id: row.id,
        to: row.toPhone,
        body,
        ...(ownNumber ? { from: ownNumber } : {}),
      }));
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (err instanceof SmsUncertainError) {
        await markMessageUncertain(o.db, row.id, message, ownNumber ?? o.provider.from);
        result.uncertain += 1;
        return;
      }
      const permanent = err instanceof SmsSendError && err.permanent;
      const giveUp = permanent || row.attempts >= o.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(o.clock.now().getTime() + backoffMs(row.attempts, o.backoffBaseMs, o.backoffMaxMs));
      await markMessageFailed(o.db, row.id, message, retryAt);
      if (giveUp) result.failed += 1;
      else result.retried += 1;
      return;
    }
    // Sent: if recording fails now, the row stays 'sending' and is later marked failed, never sent again.
    await markMessageSent(o.db, row.id, o.clock.now(), providerMessageId, from);
    result.sent += 1;
  }

  async function runOnce(): Promise<DispatchResult> {
    const result: DispatchResult = {
      claimed: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      uncertain: 0,
      skipped: 0,
    };
    const now = o.clock.now();
    await failAbandonedMessages(o.db, now);
    if (o.reminders && now.getTime() - lastReminderScan >= (o.reminders.scanMs ?? 60_000)) {
      lastReminderScan = now.getTime();
      await scheduleReminders(o.db, now, o.reminders.publicUrl);
    }
    for (const sweep of o.sweeps ?? []) {
      try {
        await sweep.run(now);
      } catch (err) {
        onError(err, `${sweep.name} failed`);
      }
    }
    const rows = await o.db.transaction((tx) =>
      claimDueMessages(tx, now, new Date(now.getTime() + o.lockMs), o.batchSize),
    );
    result.claimed = rows.length;
    await Promise.all(rows.map((row) => deliver(row, result)));
    return result;
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    let drained = true;
    try {
      const pass = runOnce();
      running = pass;
      const r = await pass;
      drained = r.claimed < o.batchSize;
    } catch (err) {
      onError(err, "dispatch pass failed");
    } finally {
      running = null;
    }
    if (!stopped) timer = setTimeout(() => void loop(), drained ? o.intervalMs : 0);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void loop(), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}
