/** The owner's staff accounts (docs/product.md#staff-accounts): thin procedures over services/staff. */
import { changeStaffRoleInput, inviteStaffInput, staffMemberInput } from "@seatline/domain";
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  revokeStaffSessions,
} from "../services/staff/staff-accounts";
import { ownerProcedure, router } from "../trpc";

export const staffRouter = router({
  list: ownerProcedure.query(({ ctx }) => listStaff(ctx.deps, ctx.staff)),
  /** A pending account and its one-time link (7 days), shown to the owner to copy: Seatline sends no e-mail. */
  invite: ownerProcedure
    .input(inviteStaffInput)
    .mutation(({ ctx, input }) => inviteStaff(ctx.deps, ctx.staff, input)),
  changeRole: ownerProcedure
    .input(changeStaffRoleInput)
    .mutation(({ ctx, input }) => changeStaffRole(ctx.deps, ctx.staff, input)),
  /** Signs the member out on every device at once. */
  revokeSessions: ownerProcedure
    .input(staffMemberInput)
    .mutation(({ ctx, input }) => revokeStaffSessions(ctx.deps, ctx.staff, input.userId)),
});
