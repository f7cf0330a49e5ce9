/** Queries on staff sessions: a request's session lookup, and the live streams' session watch. */
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
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

/** The person at a host stand, read beside the stand's own (pairing) account. */
const actor = alias(users, "actor");

/**
 * The session of an id with its user, company and store (and, on a host stand, the person at it): every authenticated
 * request's first query, so it is built once (built-once.ts) and reads only the columns a request uses.
 */
export async function sessionWithStaff(db: Executor, sessionId: string) {
  const q = builtOnce(db, "session_with_staff", () =>
    db
      .select({
        session: { expiresAt: sessions.expiresAt, device: sessions.device, hostUntil: sessions.hostUntil },
        user: { id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt },
        actor: {
          id: actor.id,
          email: actor.email,
          role: actor.role,
          storeId: actor.storeId,
          name: actor.standName,
          deactivatedAt: actor.deactivatedAt,
        },
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
      .leftJoin(actor, eq(actor.id, sessions.actingUserId))
      .where(eq(sessions.id, sql.placeholder("sessionId")))
      .limit(1)
      .prepare("session_with_staff"),
  );
  const [row] = await q.execute({ sessionId });
  return row ?? null;
}

/**
 * Opens (until a time) or locks (null) a kiosk's host screen, or pushes a host stand's idle time on: only a device
 * session has one, so a person's session is never changed. Answers whether the session was a device's.
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

/**
 * Pushes an open host screen's (or host stand's) idle time on, only while it is still open at `now` (and, for a stand,
 * still held by the same person): a call that read its session before Back to kiosk, Switch or a lock landed must not
 * open it again. Answers whether it was still open.
 */
export async function extendHostScreen(
  db: Executor,
  sessionId: string,
  at: { now: Date; until: Date; actingUserId?: string },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ hostUntil: at.until })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNotNull(sessions.device),
        gt(sessions.hostUntil, at.now),
        at.actingUserId ? eq(sessions.actingUserId, at.actingUserId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * A host stand taken by a person (their PIN was right) until a time, or locked (null): only a stand's session changes.
 */
export async function setStandPerson(
  db: Executor,
  sessionId: string,
  person: { userId: string; until: Date } | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ actingUserId: person?.userId ?? null, hostUntil: person?.until ?? null })
    .where(and(eq(sessions.id, sessionId), eq(sessions.device, "stand")));
}

/** A person signed out everywhere (or their account removed) leaves every host stand they were at locked. */
export async function leaveStands(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ actingUserId: null, hostUntil: null })
    .where(and(eq(sessions.actingUserId, userId), isNotNull(sessions.device)));
}
