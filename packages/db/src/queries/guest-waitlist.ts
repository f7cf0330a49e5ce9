/** Waitlist queries of the guest pages: an entry by its status token, the parties ahead, a phone already waiting. */
import { and, count, eq, gte, lt, max, or } from "drizzle-orm";
import type { Executor } from "../client";
import { messages } from "../schema/messages";
import { waitlistEntries } from "../schema/waitlist";
import { countsOf, type WaitGroupCounts, type WaitlistEntryRow, waitGroupCountColumns } from "./waitlist";

/** The one entry a status token names (tokens are unique across stores); with lock, FOR UPDATE. */
export async function findWaitlistEntryByToken(
  db: Executor,
  token: string,
  lock = false,
): Promise<WaitlistEntryRow | null> {
  const q = db.select().from(waitlistEntries).where(eq(waitlistEntries.statusToken, token));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** The walk-ins waiting ahead of an entry (same store and business date, entered before it), by wait group: one row. */
export async function waitingAheadGroupCounts(
  db: Executor,
  entry: Pick<WaitlistEntryRow, "storeId" | "businessDate" | "enteredTime" | "id">,
): Promise<WaitGroupCounts> {
  const [row] = await db
    .select(waitGroupCountColumns)
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, entry.storeId),
        eq(waitlistEntries.businessDate, entry.businessDate),
        eq(waitlistEntries.status, "waiting"),
        or(
          lt(waitlistEntries.enteredTime, entry.enteredTime),
          and(eq(waitlistEntries.enteredTime, entry.enteredTime), lt(waitlistEntries.id, entry.id)),
        ),
      ),
    );
  return countsOf(row);
}

/** Status-link texts ("join" kind) queued to a phone at the store since a time (the remote join's resend limit). */
export async function countJoinTextsSince(
  db: Executor,
  storeId: string,
  phone: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, storeId),
        eq(messages.toPhone, phone),
        eq(messages.kind, "join"),
        gte(messages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Every status-link text ("join" kind) queued about one entry, whatever its phone: how many, and the newest's time. */
export async function entryLinkTexts(
  db: Executor,
  storeId: string,
  entryId: number,
): Promise<{ count: number; lastAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: max(messages.createdAt) })
    .from(messages)
    .where(
      and(eq(messages.storeId, storeId), eq(messages.waitlistEntryId, entryId), eq(messages.kind, "join")),
    );
  return { count: row?.n ?? 0, lastAt: row?.last ?? null };
}
