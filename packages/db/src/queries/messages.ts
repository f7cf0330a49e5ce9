/** Text-message outbox queries (docs/architecture.md#the-outbox). The dispatcher works across stores, by message id. */
import { and, asc, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { type DeliveryStatus, type MessageStatus, messages } from "../schema/messages";
import { notifySettings } from "../schema/notify-offers";
import { reservations } from "../schema/reservations";
import { stores } from "../schema/tenancy";
import { waitlistEntries } from "../schema/waitlist";
import { columnJson, rowsOf } from "./column-json";

export type MessageRow = typeof messages.$inferSelect;

/**
 * Claims up to `limit` due texts for one dispatcher: locks them with FOR UPDATE SKIP LOCKED (another dispatcher
 * skips them), marks them 'sending' until `lockedUntil` and counts the attempt. Run inside a transaction.
 */
export async function claimDueMessages(
  tx: Executor,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<MessageRow[]> {
  const due = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, "pending"), lte(messages.nextAttemptAt, now)))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((d) => d.id);
  const rows = await tx
    .update(messages)
    .set({ status: "sending", lockedUntil, attempts: sql`${messages.attempts} + 1` })
    .where(inArray(messages.id, ids))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Rows whose send is not known to have reached the provider: their dispatcher is asked about them (reconciled). */
const UNSETTLED = ["sending", "uncertain"] as const;

/**
 * Claims up to `limit` texts whose send is not known to have reached the provider, for one dispatcher to ask the
 * provider about (notify/dispatcher.ts): 'sending' past its claim (its dispatcher died, or lost its database, between
 * the claim and recording the answer) and 'uncertain' past the time to ask (locked_until). FOR UPDATE SKIP LOCKED, then
 * claimed again until `lockedUntil`: one dispatcher asks about each, and a dispatcher dying while it asks leaves the
 * row to the next. Run inside a transaction.
 */
export async function claimUnsettledMessages(
  tx: Executor,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<MessageRow[]> {
  const due = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(inArray(messages.status, [...UNSETTLED]), lt(messages.lockedUntil, now)))
    .orderBy(asc(messages.lockedUntil), asc(messages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  const rows = await tx
    .update(messages)
    .set({ lockedUntil })
    .where(
      inArray(
        messages.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Of these provider message ids, those another outbox row already holds (a lookup's match must be this row's own). */
export async function providerIdsTaken(
  db: Executor,
  id: number,
  providerIds: string[],
): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db
    .select({ sid: messages.providerMessageId })
    .from(messages)
    .where(and(inArray(messages.providerMessageId, providerIds), ne(messages.id, id)));
  return new Set(rows.map((r) => r.sid ?? ""));
}

/** What decides how long a text is worth sending (domain textUsefulUntil), and the number it leaves from. */
export interface TextSubjectFacts {
  /** The store's own sending number, or null (the provider's shared one). */
  sendingNumber: string | null;
  timezone: string;
  /** The store's notify hold (null: the default). */
  holdMinutes: number | null;
  entryStatus: string | null;
  reservationDate: string | null;
  reservationTime: string | null;
}

export async function textSubjectFacts(db: Executor, row: MessageRow): Promise<TextSubjectFacts | undefined> {
  const [facts] = await db
    .select({
      sendingNumber: stores.smsFrom,
      timezone: stores.timezone,
      holdMinutes: notifySettings.holdMinutes,
      entryStatus: waitlistEntries.status,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
    })
    .from(stores)
    .leftJoin(notifySettings, eq(notifySettings.storeId, stores.id))
    .leftJoin(
      waitlistEntries,
      and(eq(waitlistEntries.storeId, stores.id), eq(waitlistEntries.id, row.waitlistEntryId ?? -1)),
    )
    .leftJoin(
      reservations,
      and(eq(reservations.storeId, stores.id), eq(reservations.id, row.reservationId ?? -1)),
    )
    .where(eq(stores.id, row.storeId));
  return facts;
}

/** The provider had the text: recorded as sent with its message id (from a lookup after an interrupted send). */
export async function markMessageFound(
  db: Executor,
  id: number,
  found: { providerMessageId: string; from: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({
      status: "sent",
      sentAt: found.at,
      providerMessageId: found.providerMessageId,
      fromNumber: found.from,
      lockedUntil: null,
      lastError: null,
      linkTokens: null,
    })
    .where(and(eq(messages.id, id), inArray(messages.status, [...UNSETTLED])))
    .returning({ id: messages.id });
  return rows.length === 1;
}

/** The provider never got an interrupted send: queued again at once (its link tokens were kept for it). */
export async function requeueMessage(db: Executor, id: number, now: Date, note: string): Promise<void> {
  await db
    .update(messages)
    .set({ status: "pending", nextAttemptAt: now, lockedUntil: null, lastError: note })
    .where(and(eq(messages.id, id), inArray(messages.status, [...UNSETTLED])));
}

/** Not sent while it was worth sending (domain textUsefulUntil): kept, with the reason the host reads. */
export async function markMessageExpired(db: Executor, id: number, reason: string): Promise<void> {
  await db
    .update(messages)
    .set({ status: "expired", lockedUntil: null, lastError: reason, linkTokens: null })
    .where(and(eq(messages.id, id), inArray(messages.status, [...UNSETTLED])));
}

/** Records a delivery; only the claim that is still 'sending' can record it. */
export async function markMessageSent(
  db: Executor,
  id: number,
  at: Date,
  providerMessageId: string,
  fromNumber: string | null = null,
) {
  const rows = await db
    .update(messages)
    .set({
      status: "sent",
      sentAt: at,
      providerMessageId,
      fromNumber,
      lockedUntil: null,
      lastError: null,
      // The guest has the link now; the database keeps no working one (notify/outbox.ts).
      linkTokens: null,
    })
    .where(and(eq(messages.id, id), eq(messages.status, "sending")))
    .returning({ id: messages.id });
  return rows.length === 1;
}

/** Records a failed attempt: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
export async function markMessageFailed(db: Executor, id: number, error: string, retryAt: Date | null) {
  await db
    .update(messages)
    .set(
      retryAt
        ? { status: "pending", nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
        : { status: "failed", lockedUntil: null, lastError: error, linkTokens: null },
    )
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
}

export async function listStoreMessages(db: Executor, storeId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.storeId, storeId)).orderBy(asc(messages.id));
}

/**
 * The provider may have taken the text but never answered (a timeout), or could not be asked: it is not resent
 * blindly (a guest never gets two copies). With `askAt` the provider is asked about it then (claimUnsettledMessages)
 * and its link tokens are kept for a resend; without, it stays uncertain and only a delivery report settles it.
 */
export async function markMessageUncertain(
  db: Executor,
  id: number,
  error: string,
  fromNumber: string | null,
  askAt: Date | null,
) {
  await db
    .update(messages)
    .set({
      status: "uncertain",
      lockedUntil: askAt,
      lastError: error,
      fromNumber,
      ...(askAt ? {} : { linkTokens: null }),
    })
    .where(and(eq(messages.id, id), inArray(messages.status, [...UNSETTLED])));
}

/** A text that must not go out (opted out, not textable, a reminder gone stale): kept, visibly, with the reason. */
export async function markMessageSkipped(db: Executor, id: number, reason: string) {
  await db
    .update(messages)
    .set({ status: "skipped", lockedUntil: null, lastError: reason, linkTokens: null })
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
}

export async function getMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

const DELIVERY_RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  undelivered: 2,
  failed: 2,
};

/**
 * Records a provider's delivery report on the outbox row it names. Reports may arrive out of order: a later state
 * never goes back to an earlier one. An uncertain send is settled by it: the provider has the text (sent), or it
 * failed (failed). Answers the row after the change, or undefined when there is no such row.
 */
export async function recordDeliveryReport(
  db: Executor,
  id: number,
  report: { providerMessageId: string; status: DeliveryStatus; errorCode: string | null; at: Date },
): Promise<MessageRow | undefined> {
  const row = await getMessage(db, id);
  if (!row) return undefined;
  if (row.providerMessageId && row.providerMessageId !== report.providerMessageId) return row;
  if (row.deliveryStatus && DELIVERY_RANK[row.deliveryStatus] > DELIVERY_RANK[report.status]) return row;
  const failed = report.status === "failed" || report.status === "undelivered";
  // A report proves the provider has this row's text (the row id is in the signed callback URL): it settles a send
  // not known to have arrived, even one put back in the queue because a lookup missed it, which is then not resent.
  const unsettled =
    row.status === "uncertain" || row.status === "sending" || (row.status === "pending" && row.attempts > 0);
  const settle = unsettled
    ? {
        status: (failed ? "failed" : "sent") as MessageStatus,
        sentAt: row.sentAt ?? report.at,
        lockedUntil: null,
        linkTokens: null,
      }
    : {};
  const [updated] = await db
    .update(messages)
    .set({
      ...settle,
      providerMessageId: report.providerMessageId,
      deliveryStatus: report.status,
      deliveryErrorCode: report.errorCode,
      deliveryUpdatedAt: report.at,
    })
    .where(eq(messages.id, id))
    .returning();
  return updated;
}

/**
 * Queues an outbox row (notify/outbox.ts outboxRow) by the one rule of seatline_queue_text (packages/db/sql/functions):
 * nothing to a phone that opted out of the store's sending number; `optOutLine` ends the body of the first text to the
 * phone from that number. Answers the row's id, or null when nothing was queued (opted out, or its dedupe key taken).
 */
export async function queueOutboxText(
  tx: Executor,
  storeId: string,
  row: typeof messages.$inferInsert,
  optOutLine: string,
): Promise<number | null> {
  const [queued] = rowsOf<{ id: number | string | null }>(
    await tx.execute(
      sql`select seatline_queue_text(${storeId}::uuid, ${JSON.stringify(columnJson(messages, row))}::jsonb, ${optOutLine}::text) as id`,
    ),
  );
  return queued?.id == null ? null : Number(queued.id);
}
