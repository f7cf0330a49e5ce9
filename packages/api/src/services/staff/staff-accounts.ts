/**
 * The owner's staff accounts (docs/product.md#staff-accounts): list, invite by link, change a role, sign a member out
 * everywhere. Every query is kept to the session's store; another store's member is "not found".
 */
import { hashPassword, sessions, users } from "@seatline/db";
import {
  type AcceptInviteInput,
  type ChangeStaffRoleInput,
  conflict,
  DomainError,
  INVITE_INVALID,
  INVITE_TTL_MS,
  type InviteStaffInput,
  notFound,
  parseStaffRole,
} from "@seatline/domain";
import { and, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { generateSessionToken, sessionIdOf } from "../auth/session-token";
import type { StaffScope } from "../auth/types";
import { recordAudit } from "../privacy/audit";

const MEMBER_NOT_FOUND = "That staff member was not found.";
export const LAST_OWNER = "A store needs at least one owner: make someone else an owner first.";

/**
 * The invitation link. The token rides in the fragment (after #), which browsers never send to a server, so it is in
 * no request log; only its SHA-256 is stored.
 */
export const inviteUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, "")}/staff/invite#${token}`;

/** The store's members, owners first: role, pending invitation, live sessions. */
export async function listStaff(deps: AppDeps, staff: StaffScope) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      pending: sql<boolean>`${users.passwordHash} is null`,
      inviteExpiresAt: users.inviteExpiresAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.storeId, staff.store.id))
    .orderBy(users.createdAt, users.email);
  const live = await deps.db
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.storeId, staff.store.id), gt(sessions.expiresAt, now)))
    .groupBy(sessions.userId);
  const liveOf = new Map(live.map((r) => [r.userId, Number(r.n)]));
  const rank = { owner: 0, manager: 1, host: 2 } as const;
  return rows
    .map((r) => ({
      id: r.id,
      email: r.email,
      role: parseStaffRole(r.role),
      pending: Boolean(r.pending),
      inviteExpired: Boolean(r.pending) && (r.inviteExpiresAt?.getTime() ?? 0) <= now.getTime(),
      activeSessions: liveOf.get(r.id) ?? 0,
      you: r.id === staff.user.id,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role]);
}

/**
 * Invites a member: a pending account (no password) with a one-time token valid 7 days. Asking again for a pending
 * member of this store makes a new link (the old one stops working). An e-mail with an account already is 409.
 * Seatline sends no e-mail: the owner copies the link from the answer and sends it themselves.
 */
export async function inviteStaff(deps: AppDeps, staff: StaffScope, input: InviteStaffInput) {
  const now = deps.clock.now();
  const token = generateSessionToken();
  const inviteTokenHash = sessionIdOf(token);
  const inviteExpiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for("update");
    if (existing && (existing.passwordHash !== null || existing.storeId !== staff.store.id)) {
      throw conflict("That e-mail already has a Seatline account.");
    }
    let id: string;
    if (existing) {
      await tx
        .update(users)
        .set({ role: input.role, inviteTokenHash, inviteExpiresAt })
        .where(eq(users.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: null,
          companyId: staff.company.id,
          storeId: staff.store.id,
          role: input.role,
          inviteTokenHash,
          inviteExpiresAt,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("invite insert returned no row");
      id = row.id;
    }
    await recordAudit(tx, staff.store.id, staff.user, "staff.invite", input.email, { role: input.role }, now);
    return {
      userId: id,
      email: input.email,
      role: input.role,
      inviteUrl: inviteUrl(deps.config.publicUrl, token),
      expiresAt: inviteExpiresAt.toISOString(),
    };
  });
}

/**
 * Changes a member's role; applies to their next call. The store keeps at least one owner: its owners' rows are locked
 * first, so two owners demoting each other at once cannot both succeed.
 */
export async function changeStaffRole(deps: AppDeps, staff: StaffScope, input: ChangeStaffRoleInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.storeId, staff.store.id), eq(users.role, "owner"), isNotNull(users.passwordHash)))
      .orderBy(users.id)
      .for("update");
    const [member] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.storeId, staff.store.id)))
      .for("update");
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const from = parseStaffRole(member.role);
    if (from === input.role) return { userId: member.id, role: from };
    // An invited owner who has not accepted yet cannot sign in: only signed-up owners count.
    if (from === "owner" && member.passwordHash !== null && owners.length <= 1) throw conflict(LAST_OWNER);
    await tx.update(users).set({ role: input.role }).where(eq(users.id, member.id));
    await recordAudit(
      tx,
      staff.store.id,
      staff.user,
      "staff.role",
      member.email,
      { from, to: input.role },
      now,
    );
    return { userId: member.id, role: input.role };
  });
}

/** Signs a member out on every device at once (their open live streams end within seconds too). */
export async function revokeStaffSessions(deps: AppDeps, staff: StaffScope, userId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.storeId, staff.store.id)));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const gone = await tx
      .delete(sessions)
      .where(eq(sessions.userId, member.id))
      .returning({ id: sessions.id });
    await recordAudit(
      tx,
      staff.store.id,
      staff.user,
      "staff.revoke",
      member.email,
      { sessions: gone.length },
      now,
    );
    return { revoked: gone.length };
  });
}

async function pendingByToken(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.inviteTokenHash, sessionIdOf(token)), gt(users.inviteExpiresAt, deps.clock.now())));
  return row ?? null;
}

/** What the invitation page shows before the member sets a password: the e-mail and the role. */
export async function inviteInfo(deps: AppDeps, token: string) {
  const row = await pendingByToken(deps, token);
  if (!row || row.passwordHash !== null) throw notFound(INVITE_INVALID);
  return { email: row.email, role: parseStaffRole(row.role) };
}

/**
 * Accepts an invitation: sets the password and spends the token (one use), under the row's lock so a link clicked
 * twice at once sets one password. The page then signs in with it like anyone else.
 */
export async function acceptInvite(deps: AppDeps, input: AcceptInviteInput) {
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.inviteTokenHash, sessionIdOf(input.token)), gt(users.inviteExpiresAt, now)))
      .for("update");
    if (!row || row.passwordHash !== null) throw new DomainError("NOT_FOUND", INVITE_INVALID);
    await tx
      .update(users)
      .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null })
      .where(eq(users.id, row.id));
    return { email: row.email };
  });
}
