/**
 * People who leave are gone (docs/product.md#staff-accounts; SECURITY.md item 32). An owner deactivates a member: in
 * one transaction their sign-in is refused from then on (login.ts, like a wrong password), every session of theirs
 * ends (the devices they paired too), their stand PIN ends and their name leaves every lock screen, any stand they
 * are at locks, and the invitations they made (and any to their own address here) are revoked, so no link they kept
 * lets anyone in. Their row stays: the audit log, seatings and notes keep their name. An owner may reactivate them:
 * they sign in with their password again; sessions, PIN and invitations stay gone (a PIN is set again by them).
 */
import { leaveStands, saveStandPin, sessions, staffInvites, users } from "@seatline/db";
import { conflict, DomainError, notFound, roleRefusal } from "@seatline/domain";
import { and, eq, isNull, or } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { recordAudit } from "../privacy/audit";
import { lockOwners, MEMBER_NOT_FOUND } from "./staff-accounts";

export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account: another owner can.";

/** Deactivates a member of the owner's store; a member already deactivated answers the same and changes nothing. */
export async function deactivateMember(deps: AppDeps, staff: StaffScope, userId: string) {
  if (userId === staff.user.id) throw conflict(CANNOT_DEACTIVATE_SELF);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const owners = await lockOwners(tx, staff.store.id);
    // Deactivated (or demoted) by another owner since this call read its session: it deactivates no one.
    if (!owners.some((o) => o.id === staff.user.id)) throw new DomainError("FORBIDDEN", roleRefusal("owner"));
    const [member] = await tx
      .select({ id: users.id, email: users.email, role: users.role, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.storeId, staff.store.id)))
      .for("update");
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.deactivatedAt) return { userId: member.id, deactivated: true };
    // The caller is an owner who stays one (locked above, and never themselves): the store keeps an owner.
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, member.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, member.id))
      .returning({ id: sessions.id });
    await leaveStands(tx, member.id);
    await saveStandPin(tx, member.id, null);
    // Links made before invitations recorded their maker (migration 0038) count as theirs when they are an owner.
    const invites = await tx
      .delete(staffInvites)
      .where(
        and(
          eq(staffInvites.storeId, staff.store.id),
          or(
            eq(staffInvites.invitedBy, member.id),
            eq(staffInvites.email, member.email),
            member.role === "owner" ? isNull(staffInvites.invitedBy) : undefined,
          ),
        ),
      )
      .returning({ id: staffInvites.id });
    await recordAudit(
      tx,
      staff.store.id,
      staff.user,
      "staff.deactivate",
      member.email,
      { sessions: ended.length, invitations: invites.length },
      now,
    );
    return { userId: member.id, deactivated: true };
  });
}

/** Lets a deactivated member sign in again with their password; nothing else of theirs comes back. */
export async function reactivateMember(deps: AppDeps, staff: StaffScope, userId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.storeId, staff.store.id)))
      .for("update");
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (!member.deactivatedAt) return { userId: member.id, deactivated: false };
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, member.id));
    await recordAudit(tx, staff.store.id, staff.user, "staff.reactivate", member.email, {}, now);
    return { userId: member.id, deactivated: false };
  });
}
