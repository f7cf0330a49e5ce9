/** Queries on staff sessions that code below the API's services needs (the live streams' session watch). */
import { and, gt, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import { sessions } from "../schema/tenancy";

/** Which of these session ids are still signed in (not revoked, not expired): one query for many open streams. */
export async function liveSessionIds(db: Executor, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.id));
}
