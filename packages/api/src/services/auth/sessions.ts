import { sessions, sessionWithStaff } from "@seatline/db";
import { parseStaffRole } from "@seatline/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { sessionIdOf } from "./session-token";
import type { SessionInfo } from "./types";

/** Resolves a bearer token to its session, user, company and store; null when unknown, expired or revoked. */
export function validateSession(deps: AppDeps, token: string): Promise<SessionInfo | null> {
  return validateSessionId(deps, sessionIdOf(token));
}

/** The same, from the stored session id (the token's hash), e.g. the session a stream ticket is bound to. */
export async function validateSessionId(deps: AppDeps, sessionId: string): Promise<SessionInfo | null> {
  const row = await sessionWithStaff(deps.db, sessionId);
  if (!row) return null;
  const now = deps.clock.now();
  // A deactivated member's sessions end with the deactivation; one a sign-in made while it ran ends here.
  if (row.session.expiresAt.getTime() <= now.getTime() || row.user.deactivatedAt !== null) {
    await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  const company = row.company;
  const store = row.store && company && row.store.companyId === company.id ? row.store : null;
  const device = row.session.device === "kiosk" || row.session.device === "stand" ? row.session.device : null;
  // The person at a stand counts only while their account is still of the stand's store, and active.
  const actor =
    device === "stand" && row.actor && store && row.actor.storeId === store.id && !row.actor.deactivatedAt
      ? row.actor
      : null;
  return {
    sessionId,
    readAt: now,
    expiresAt: row.session.expiresAt,
    device,
    hostUntil: row.session.hostUntil,
    atStand: actor && {
      id: actor.id,
      email: actor.email,
      role: parseStaffRole(actor.role),
      name: actor.name ?? actor.email,
    },
    user: { id: row.user.id, email: row.user.email, role: parseStaffRole(row.user.role) },
    company: company && {
      id: company.id,
      slug: company.slug,
      name: company.name,
      supportEmail: company.supportEmail,
    },
    store: store && {
      id: store.id,
      companyId: store.companyId,
      slug: store.slug,
      name: store.name,
      storeNumber: store.storeNumber,
      legacyStoreId: store.legacyStoreId,
      timezone: store.timezone,
      accountEmail: store.accountEmail,
    },
  };
}

/** Revokes the session of a token: it stops working at once. */
export async function revokeSession(deps: AppDeps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
}
