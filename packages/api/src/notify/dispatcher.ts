/**
 * The text dispatcher (docs/architecture.md#the-outbox, docs/operations.md#what-is-sent-and-when): claims due outbox rows
 * with FOR UPDATE SKIP LOCKED, sends them through the provider and records the result. Several dispatchers (processes)
 * may run at once: a claimed row belongs to one of them. Each text goes out once:
 * - never twice: a send whose outcome is unknown (the provider did not answer in time, or the dispatcher died or lost
 *   its database between its claim and recording the answer) is not resent blindly. Once its claim runs out the
 *   provider is asked (SmsProvider.lookup): a text it has is recorded sent with its id; one it never got is sent again.
 *   A claim not handed to the provider within sendWithinMs is left to that question (a stalled pass never sends after
 *   another dispatcher asked);
 * - always once while it is of use: a failed send is retried with a capped backoff until the text stops being worth
 *   sending (domain textUsefulUntil: a ready text after the store's hold, a welcome text once the party left the
 *   line, a booking's text when the booking starts); then it is marked expired and the host reads "Not texted — call
 *   the name".
 */
import {
  claimDueMessages,
  claimUnsettledMessages,
  type Db,
  type MessageRow,
  markMessageExpired,
  markMessageFailed,
  markMessageFound,
  markMessageSent,
  markMessageSkipped,
  markMessageUncertain,
  providerIdsTaken,
  requeueMessage,
  type TextSubjectFacts,
  textSubjectFacts,
} from "@seatline/db";
import {
  hasUnfilledGuestLink,
  NOTIFY_HOLD_RANGE,
  restoreGuestLinks,
  storeInstant,
  textUsefulUntil,
} from "@seatline/domain";
import type { Clock } from "../clock";
import { type SmsProvider, SmsSendError, SmsUncertainError } from "./provider";
import { scheduleReminders } from "./reminders";
import { retryAt, stillUseful } from "./retry-rule";
import { skipReason } from "./send-guard";

export interface DispatcherOptions {
  db: Db;
  provider: SmsProvider;
  clock: Clock;
  /** Pause between polls when nothing is due. */
  intervalMs?: number;
  /** Backoff after the first failure; doubles each attempt, capped at backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claim lasts; must exceed sendWithinMs plus the provider's own timeout. */
  lockMs?: number;
  /** A claimed text is handed to the provider within this long of its claim, or left to the lookup. */
  sendWithinMs?: number;
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
  /** Outcome unknown (timeout): the provider is asked about it once its claim runs out. */
  uncertain: number;
  /** Not sent: opted out since it was queued, or a reminder whose booking changed. */
  skipped: number;
  /** Not sent while it was of use (the provider down too long, the party gone): the host calls the name. */
  expired: number;
  /** Interrupted sends the provider was asked about, and of them those it had (recorded sent) and did not (queued again). */
  asked: number;
  found: number;
  requeued: number;
}

export interface SmsDispatcher {
  /** One pass: ask the provider about interrupted sends, claim due texts, send them, record results. */
  runOnce(): Promise<DispatchResult>;
  start(): void;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

export const DISPATCH_DEFAULTS = {
  intervalMs: 1000,
  // 5 s doubling to a minute: a provider back after an outage gets every text still of use within a minute.
  backoffBaseMs: 5_000,
  backoffMaxMs: 60_000,
  // Twilio's client gives up after 15 s (twilio.ts): a send handed over within 30 s of the claim has ended when
  // the claim runs out and the provider is asked about it.
  lockMs: 60_000,
  sendWithinMs: 30_000,
  batchSize: 20,
};

/** A text whose link's token is no longer kept (it was stored before links were kept apart and then lost). */
export const LINK_GONE = "Not texted: its link is no longer stored.";
/** Why a text was not sent: it could not go out while it was of use (then the provider's last answer). */
export const NOT_SENT_IN_TIME = "Not texted: it could not be sent while it was still of use.";
export const RESENT_NOTE = "Interrupted while sending; the provider did not have it, so it is sent again.";
export const UNASKED =
  "Interrupted while sending; the provider could not be asked whether it took it before the text stopped being of use. A delivery report settles it.";

/** When the text stops being worth sending, from what it is about (domain textUsefulUntil). */
function usefulUntil(row: MessageRow, facts: TextSubjectFacts | undefined): Date {
  const bookingStartsAt =
    facts?.reservationDate && facts.reservationTime
      ? storeInstant(facts.timezone, facts.reservationDate, facts.reservationTime)
      : null;
  return textUsefulUntil({
    kind: row.kind,
    dueAt: row.notBefore && row.notBefore > row.createdAt ? row.notBefore : row.createdAt,
    holdMinutes: facts?.holdMinutes ?? NOTIFY_HOLD_RANGE.default,
    entryStatus: facts?.entryStatus ?? null,
    bookingStartsAt,
  });
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 400);
const expiredReason = (last: string | null) => (last ? `${NOT_SENT_IN_TIME} (${last})` : NOT_SENT_IN_TIME);

export function createSmsDispatcher(opts: DispatcherOptions): SmsDispatcher {
  const o = { ...DISPATCH_DEFAULTS, ...opts };
  const backoff = { baseMs: o.backoffBaseMs, maxMs: o.backoffMaxMs };
  const onError = opts.onError ?? ((err, context) => console.error(`[sms] ${context}`, err));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let lastReminderScan = Number.NEGATIVE_INFINITY;

  async function deliver(row: MessageRow, claimedAt: Date, result: DispatchResult): Promise<void> {
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
    const facts = await textSubjectFacts(o.db, row);
    const until = usefulUntil(row, facts);
    const now = o.clock.now();
    if (!stillUseful(now, until)) {
      await markMessageExpired(o.db, row.id, expiredReason(row.lastError));
      result.expired += 1;
      return;
    }
    // Too late to start a send that must end before the claim runs out: left to the lookup, which sends it then.
    if (now.getTime() - claimedAt.getTime() > o.sendWithinMs) return;
    const ownNumber = facts?.sendingNumber ?? null;
    let providerMessageId: string;
    let from: string | null;
    try {
      ({ providerMessageId, from } = await o.provider.send({
        id: row.id,
        to: row.toPhone,
        body,
        ...(ownNumber ? { from: ownNumber } : {}),
      }));
    } catch (err) {
      const message = errorText(err);
      const at = o.clock.now();
      if (err instanceof SmsUncertainError) {
        // Asked about once no answer can still be on its way (the claim's time).
        const askAt = new Date(at.getTime() + o.lockMs);
        await markMessageUncertain(o.db, row.id, message, ownNumber ?? o.provider.from, askAt);
        result.uncertain += 1;
        return;
      }
      if (err instanceof SmsSendError && err.permanent) {
        await markMessageFailed(o.db, row.id, message, null);
        result.failed += 1;
        return;
      }
      const next = retryAt(at, row.attempts, until, backoff);
      if (next) {
        await markMessageFailed(o.db, row.id, message, next);
        result.retried += 1;
      } else {
        // Sending, so the expiry's guard (an unsettled row) holds; nothing else can have changed it.
        await markMessageExpired(o.db, row.id, expiredReason(message));
        result.expired += 1;
      }
      return;
    }
    // Sent: if recording fails now, the row stays 'sending' and the provider is asked about it once its claim runs out.
    await markMessageSent(o.db, row.id, o.clock.now(), providerMessageId, from);
    result.sent += 1;
  }

  /** An interrupted send: the provider says whether it has it; recorded sent, queued again, or kept to ask later. */
  async function reconcile(row: MessageRow, result: DispatchResult): Promise<void> {
    result.asked += 1;
    const facts = await textSubjectFacts(o.db, row);
    const until = usefulUntil(row, facts);
    const from = row.fromNumber ?? facts?.sendingNumber ?? o.provider.from;
    const body = restoreGuestLinks(row.body, row.linkTokens);
    if (hasUnfilledGuestLink(body)) {
      // Its link tokens are gone (a row from before they were kept for this): neither matched nor sent again.
      await markMessageUncertain(o.db, row.id, UNASKED, from, null);
      return;
    }
    let found: Awaited<ReturnType<SmsProvider["lookup"]>>;
    try {
      found = await o.provider.lookup({ id: row.id, to: row.toPhone, from, body, since: row.createdAt });
    } catch (err) {
      // Asked again a backoff's cap later while the text is of use; after that only a delivery report settles it.
      const askAt = new Date(o.clock.now().getTime() + o.backoffMaxMs);
      const useful = stillUseful(askAt, until);
      await markMessageUncertain(
        o.db,
        row.id,
        useful ? errorText(err) : UNASKED,
        from,
        useful ? askAt : null,
      );
      return;
    }
    const taken = await providerIdsTaken(
      o.db,
      row.id,
      found.map((f) => f.providerMessageId),
    );
    const own = found.find((f) => !taken.has(f.providerMessageId));
    if (own) {
      await markMessageFound(o.db, row.id, {
        providerMessageId: own.providerMessageId,
        from: own.from ?? from,
        at: own.at ?? o.clock.now(),
      });
      result.found += 1;
      return;
    }
    const now = o.clock.now();
    if (stillUseful(now, until)) {
      await requeueMessage(o.db, row.id, now, RESENT_NOTE);
      result.requeued += 1;
    } else {
      await markMessageExpired(o.db, row.id, expiredReason(row.lastError));
      result.expired += 1;
    }
  }

  /** Runs `work` on each row; a database error on one leaves that row to its claim's end, never the others. */
  async function each(rows: MessageRow[], context: string, work: (row: MessageRow) => Promise<void>) {
    await Promise.all(
      rows.map((row) => work(row).catch((err: unknown) => onError(err, `${context} #${row.id} failed`))),
    );
  }

  async function runOnce(): Promise<DispatchResult> {
    const result: DispatchResult = {
      claimed: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      uncertain: 0,
      skipped: 0,
      expired: 0,
      asked: 0,
      found: 0,
      requeued: 0,
    };
    const now = o.clock.now();
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
    // First the interrupted sends, so a text the provider never got goes out in this same pass.
    const unsettled = await o.db.transaction((tx) =>
      claimUnsettledMessages(tx, now, new Date(now.getTime() + o.lockMs), o.batchSize),
    );
    await each(unsettled, "lookup of text", (row) => reconcile(row, result));
    const claimedAt = o.clock.now();
    const rows = await o.db.transaction((tx) =>
      claimDueMessages(tx, claimedAt, new Date(claimedAt.getTime() + o.lockMs), o.batchSize),
    );
    result.claimed = rows.length;
    await each(rows, "text", (row) => deliver(row, claimedAt, result));
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
