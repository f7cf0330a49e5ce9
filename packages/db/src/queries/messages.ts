/** Text-message outbox queries (docs/architecture.md#the-outbox). The dispatcher works across stores, by message id. */
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { type DeliveryStatus, type MessageStatus, messages } from "../schema/messages";
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

export const INTERRUPTED_SEND =
  "Interrupted while sending; not retried so the guest never gets it twice. A delivery report settles it.";

/**
 * A text left 'sending' past its lock: its dispatcher stopped between sending and recording, so whether it went out
 * is unknown. It is marked uncertain rather than sent again (at most one delivery); a delivery report settles it.
 */
export async function failAbandonedMessages(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: "uncertain", lockedUntil: null, lastError: INTERRUPTED_SEND, linkTokens: null })
    .where(and(eq(messages.status, "sending"), lt(messages.lockedUntil, now)))
    .returning({ id: messages.id });
  return rows.length;
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
 * The provider may have taken the text but never answered (a timeout): it is not resent (a guest never gets two
 * copies); a delivery report or the provider's message lookup settles it later.
 */
export async function markMessageUncertain(
  db: Executor,
  id: number,
  error: string,
  fromNumber: string | null,
) {
  await db
    .update(messages)
    .set({ status: "uncertain", lockedUntil: null, lastError: error, fromNumber, linkTokens: null })
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
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
  const settle =
    row.status === "uncertain" || row.status === "sending"
      ? {
          status: (failed ? "failed" : "sent") as MessageStatus,
          sentAt: row.sentAt ?? report.at,
          lockedUntil: null,
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
