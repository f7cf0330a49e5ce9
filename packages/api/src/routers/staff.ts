/** The owner's staff accounts (docs/product.md#staff-accounts): thin procedures over services/staff. */
import { changeStaffRoleInput, inviteStaffInput, staffInviteInput, staffMemberInput } from "@seatline/domain";
import { deactivateMember, reactivateMember } from "../services/staff/deactivate-member";
import {
  changeStaffRole,
  inviteStaff,
  listInvites,
  listStaff,
  revokeInvite,
  revokeStaffSessions,
} from "../services/staff/staff-accounts";
import { ownerProcedure, router } from "../trpc";

export const staffRouter = router({
  list: ownerProcedure.query(({ ctx }) => listStaff(ctx.deps, ctx.staff)),
  /**
   * An invitation and its one-time link (7 days), shown to the owner to copy: Seatline sends no e-mail. The answer is
   * the same whether the address has an account or not.
   */
  invite: ownerProcedure
    .input(inviteStaffInput)
    .mutation(({ ctx, input }) => inviteStaff(ctx.deps, ctx.staff, input)),
  /** The store's invitations not accepted yet. */
  invites: ownerProcedure.query(({ ctx }) => listInvites(ctx.deps, ctx.staff)),
  /** Deletes one of the store's invitations: its link stops working. */
  revokeInvite: ownerProcedure
    .input(staffInviteInput)
    .mutation(({ ctx, input }) => revokeInvite(ctx.deps, ctx.staff, input.inviteId)),
  changeRole: ownerProcedure
    .input(changeStaffRoleInput)
    .mutation(({ ctx, input }) => changeStaffRole(ctx.deps, ctx.staff, input)),
  /** Signs the member out on every device at once. */
  revokeSessions: ownerProcedure
    .input(staffMemberInput)
    .mutation(({ ctx, input }) => revokeStaffSessions(ctx.deps, ctx.staff, input.userId)),
  /**
   * A member who left: no sign-in, sessions, stand PIN or invitations of theirs from now on; their name stays in the
   * history. Never the caller themselves.
   */
  deactivate: ownerProcedure
    .input(staffMemberInput)
    .mutation(({ ctx, input }) => deactivateMember(ctx.deps, ctx.staff, input.userId)),
  /** A deactivated member signs in with their password again (nothing else of theirs comes back). */
  reactivate: ownerProcedure
    .input(staffMemberInput)
    .mutation(({ ctx, input }) => reactivateMember(ctx.deps, ctx.staff, input.userId)),
});
