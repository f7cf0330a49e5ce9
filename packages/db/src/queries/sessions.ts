/** Queries on staff sessions: a request's session lookup, and the live streams' session watch. */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { companies, sessions, stores, users } from "../schema/tenancy";
import { builtOnce } from "./built-once";

/** Which of these session ids are still signed in (not revoked, not expired): one query for many open streams. */
export async function liveSessionIds(db: Executor, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...ids]), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The session of an id with its user, company and store: every authenticated request's first query, so it is built
 * once (built-once.ts) and reads only the columns a request uses.
 */
export async function sessionWithStaff(db: Executor, sessionId: string) {
  const q = builtOnce(db, "session_with_staff", () =>
    db
      .select({
        session: { expiresAt: sessions.expiresAt, device: sessions.device, hostUntil: sessions.hostUntil },
        user: { id: users.id, email: users.email, role: users.role },
        company: {
          id: companies.id,
          slug: companies.slug,
          name: companies.name,
          supportEmail: companies.supportEmail,
        },
        store: {
          id: stores.id,
          companyId: stores.companyId,
          slug: stores.slug,
          name: stores.name,
          storeNumber: stores.storeNumber,
          legacyStoreId: stores.legacyStoreId,
          timezone: stores.timezone,
          accountEmail: stores.accountEmail,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(stores, eq(stores.id, users.storeId))
      .where(eq(sessions.id, sql.placeholder("sessionId")))
      .limit(1)
      .prepare("session_with_staff"),
  );
  const [row] = await q.execute({ sessionId });
  return row ?? null;
}

export type SessionStaffRow = NonNullable<Awaited<ReturnType<typeof sessionWithStaff>>>;

/**
 * Opens (until a time) or locks (null) a kiosk's host screen: only a device session has one, so a person's session is
 * never changed. Answers whether the session was a device's.
 */
export async function setHostScreenUntil(
  db: Executor,
  sessionId: string,
  until: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ hostUntil: until })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.device} IS NOT NULL`))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
