/** Text-message outbox queries (DESIGN "Text messages"). The dispatcher works across stores, by message id. */
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";

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

/**
 * A text left 'sending' past its lock: its dispatcher stopped between sending and recording, so whether it went out
 * is unknown. It is marked failed (visible) rather than sent again (at most one delivery).
 */
export async function failAbandonedMessages(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({
      status: "failed",
      lockedUntil: null,
      lastError: "Interrupted while sending; not retried so the guest never gets it twice.",
    })
    .where(and(eq(messages.status, "sending"), lt(messages.lockedUntil, now)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Records a delivery; only the claim that is still 'sending' can record it. */
export async function markMessageSent(db: Executor, id: number, at: Date, providerMessageId: string) {
  const rows = await db
    .update(messages)
    .set({ status: "sent", sentAt: at, providerMessageId, lockedUntil: null, lastError: null })
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
        : { status: "failed", lockedUntil: null, lastError: error },
    )
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
}

export async function listStoreMessages(db: Executor, storeId: string): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.storeId, storeId)).orderBy(asc(messages.id));
}
