/**
 * The owner's staff accounts (docs/product.md#staff-accounts): list, invite by link, list and revoke invitations,
 * change a role, sign a member out everywhere. Every query is kept to the session's store; another store's member is "not found".
 */
import {
  type Executor,
  hashPassword,
  leaveStands,
  saveStandPin,
  sessions,
  staffInvites,
  users,
} from "@seatline/db";
import {
  type AcceptInviteInput,
  type ChangeStaffRoleInput,
  conflict,
  DomainError,
  INVITE_HAS_ACCOUNT,
  INVITE_INVALID,
  INVITE_TTL_MS,
  type InviteStaffInput,
  notFound,
  parseStaffRole,
} from "@seatline/domain";
import { and, count, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { generateSessionToken, sessionIdOf } from "../auth/session-token";
import type { StaffScope } from "../auth/types";
import { recordAudit } from "../privacy/audit";

export const MEMBER_NOT_FOUND = "That staff member was not found.";
const INVITE_NOT_FOUND = "That invitation was not found.";
export const LAST_OWNER = "A store needs at least one owner: make someone else an owner first.";

/**
 * The invitation link. The token rides in the fragment (after #), which browsers never send to a server, so it is in
 * no request log; only its SHA-256 is stored.
 */
export const inviteUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, "")}/staff/invite#${token}`;

/**
 * The store's members, owners first and deactivated ones last: role, live sessions, whether deactivated.
 * Invitations are listed apart (listInvites).
 */
export async function listStaff(deps: AppDeps, staff: StaffScope) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
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
      activeSessions: liveOf.get(r.id) ?? 0,
      deactivated: r.deactivatedAt !== null,
      you: r.id === staff.user.id,
    }))
    .sort((a, b) => Number(a.deactivated) - Number(b.deactivated) || rank[a.role] - rank[b.role]);
}

/**
 * Invites an e-mail address to this store: an invitation row (not an account) with a one-time token valid 7 days.
 * Asking again for the same address makes a new link (the old one stops working) and takes the new role.
 *
 * The answer is the same whether or not the address has a Seatline account anywhere: telling them apart would let
 * any owner probe which addresses are known. Whether the address can take the invitation is only decided when the
 * link is accepted (acceptInvite), and only the invitee, who holds the link, sees that answer. Invitations are per
 * store (and so per company): two companies inviting one address do not collide.
 * Seatline sends no e-mail: the owner copies the link from the answer and sends it themselves.
 */
export async function inviteStaff(deps: AppDeps, staff: StaffScope, input: InviteStaffInput) {
  const now = deps.clock.now();
  const token = generateSessionToken();
  const tokenHash = sessionIdOf(token);
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvites)
      .values({
        companyId: staff.company.id,
        storeId: staff.store.id,
        email: input.email,
        role: input.role,
        tokenHash,
        expiresAt,
        invitedBy: staff.user.id,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [staffInvites.storeId, staffInvites.email],
        set: { role: input.role, tokenHash, expiresAt, invitedBy: staff.user.id, createdAt: now },
      })
      .returning({ id: staffInvites.id });
    if (!row) throw new Error("invite upsert returned no row");
    await recordAudit(tx, staff.store.id, staff.user, "staff.invite", input.email, { role: input.role }, now);
    return {
      inviteId: row.id,
      email: input.email,
      role: input.role,
      inviteUrl: inviteUrl(deps.config.publicUrl, token),
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/** This store's invitations nobody has accepted yet (an expired one stays listed until revoked or asked again). */
export async function listInvites(deps: AppDeps, staff: StaffScope) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.storeId, staff.store.id))
    .orderBy(staffInvites.createdAt, staffInvites.email);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: parseStaffRole(r.role),
    expiresAt: r.expiresAt.toISOString(),
    expired: r.expiresAt.getTime() <= now.getTime(),
  }));
}

/** Revokes (deletes) one of this store's invitations: its link stops working at once. Another store's is "not found". */
export async function revokeInvite(deps: AppDeps, staff: StaffScope, inviteId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(staffInvites)
      .where(and(eq(staffInvites.id, inviteId), eq(staffInvites.storeId, staff.store.id)))
      .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role });
    if (!gone) throw notFound(INVITE_NOT_FOUND);
    await recordAudit(
      tx,
      staff.store.id,
      staff.user,
      "staff.invite_revoke",
      gone.email,
      { role: gone.role },
      now,
    );
    return { inviteId: gone.id };
  });
}

/**
 * The store's owners who can sign in (a password, not deactivated), their rows locked in a fixed order: a change that
 * could leave the store without one (a role change, a deactivation) takes this lock first, so two owners acting on
 * each other at once cannot both succeed.
 */
export function lockOwners(tx: Executor, storeId: string) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.storeId, storeId),
        eq(users.role, "owner"),
        isNotNull(users.passwordHash),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(users.id)
    .for("update");
}

/**
 * Changes a member's role; applies to their next call, and a host stand they are at locks (SECURITY.md item 32): it
 * runs as them only after their PIN again, under the role they have then. The store keeps at least one owner
 * (lockOwners).
 */
export async function changeStaffRole(deps: AppDeps, staff: StaffScope, input: ChangeStaffRoleInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owners = await lockOwners(tx, staff.store.id);
    const [member] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.storeId, staff.store.id)))
      .for("update");
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    const from = parseStaffRole(member.role);
    if (from === input.role) return { userId: member.id, role: from };
    // An invited owner who has not accepted yet cannot sign in: only signed-up owners count.
    if (from === "owner" && owners.some((o) => o.id === member.id) && owners.length <= 1)
      throw conflict(LAST_OWNER);
    await tx.update(users).set({ role: input.role }).where(eq(users.id, member.id));
    await leaveStands(tx, member.id);
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

/**
 * Signs a member out on every device at once (their open live streams end within seconds too), and ends their stand
 * PIN: "End all sessions" is the tool for a member whose access must end, and the PIN opened the stand as them.
 */
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
    // Signed out everywhere: at a host stand too, where they were not signed in but at it by their PIN, which ends.
    await leaveStands(tx, member.id);
    await saveStandPin(tx, member.id, null);
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

/** What the invitation page shows before the member sets a password: the e-mail and the role. */
export async function inviteInfo(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({ email: staffInvites.email, role: staffInvites.role })
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, sessionIdOf(token)), gt(staffInvites.expiresAt, deps.clock.now())));
  if (!row) throw notFound(INVITE_INVALID);
  return { email: row.email, role: parseStaffRole(row.role) };
}

/**
 * Accepts an invitation: makes the account with the password, the store and the role, and spends the link (one use),
 * under the invitation's lock so a link clicked twice at once makes one account. The page then signs in with it.
 *
 * Sign-in is by e-mail alone, so an address is one account in one store: an address that already has an account
 * (made by another store's invitation or anyhow) is refused here, with a message only the link's holder sees; the
 * invitation stays listed for its owner to revoke. The insert skips a taken e-mail rather than failing, so two
 * invitations of one address accepted at once also give one account and one plain refusal.
 */
export async function acceptInvite(deps: AppDeps, input: AcceptInviteInput) {
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(staffInvites)
      .where(and(eq(staffInvites.tokenHash, sessionIdOf(input.token)), gt(staffInvites.expiresAt, now)))
      .for("update");
    if (!invite) throw new DomainError("NOT_FOUND", INVITE_INVALID);
    const [made] = await tx
      .insert(users)
      .values({
        email: invite.email,
        passwordHash,
        companyId: invite.companyId,
        storeId: invite.storeId,
        role: parseStaffRole(invite.role),
        createdAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!made) throw conflict(INVITE_HAS_ACCOUNT);
    await tx.delete(staffInvites).where(eq(staffInvites.id, invite.id));
    return { email: invite.email };
  });
}
