/** Guest privacy and the audit log (docs/product.md#guest-privacy), owners only: thin procedures over services/privacy. */
import { guestPhoneInput, retentionInput } from "@seatline/domain";
import { readAuditLog } from "../services/privacy/audit";
import { eraseGuestData, exportGuestData } from "../services/privacy/guest-privacy";
import { readRetention, saveRetention } from "../services/privacy/retention";
import { ownerProcedure, router } from "../trpc";

export const privacyRouter = router({
  /** Everything held on one phone (visits, bookings, texts, replies, opt-outs, notes, notify requests) as JSON. */
  exportGuest: ownerProcedure
    .input(guestPhoneInput)
    .mutation(({ ctx, input }) => exportGuestData(ctx.deps, ctx.staff, input.phone)),
  /** Scrubs the guest's name, phone, e-mail, notes and texts from every row; counts stay. */
  eraseGuest: ownerProcedure
    .input(guestPhoneInput)
    .mutation(({ ctx, input }) => eraseGuestData(ctx.deps, ctx.staff, input.phone)),
  retention: ownerProcedure.query(({ ctx }) => readRetention(ctx.deps, ctx.staff)),
  saveRetention: ownerProcedure
    .input(retentionInput)
    .mutation(({ ctx, input }) => saveRetention(ctx.deps, ctx.staff, input.months)),
  /** Who exported, erased, invited, changed a role or signed someone out: the last 200 lines. */
  auditLog: ownerProcedure.query(({ ctx }) => readAuditLog(ctx.deps, ctx.staff)),
});
