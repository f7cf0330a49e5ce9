import { acceptInviteInput, inviteTokenInput, loginInput } from "@seatline/domain";
import { login } from "../services/auth/login";
import { revokeSession } from "../services/auth/sessions";
import { profileOf } from "../services/auth/types";
import { acceptInvite, inviteInfo } from "../services/staff/staff-accounts";
import { authedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  login: publicProcedure
    // Answers a session token: never kept for a repeat (a repeated sign-in is just another session).
    .meta({ limit: "login", repeat: "off" })
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx.deps, input, ctx.ip)),
  me: authedProcedure.query(({ ctx }) => profileOf(ctx.session)),
  /** The invitation page (/staff/invite#token): the invited e-mail and role; 404 once used, revoked or expired. */
  inviteInfo: publicProcedure
    .meta({ limit: "publicRead" })
    .input(inviteTokenInput)
    .query(({ ctx, input }) => inviteInfo(ctx.deps, input.token)),
  /**
   * Makes the invited member's account with their password (the link's one use); the page then signs in with it.
   * Refused (409) when the address already has an account: sign-in is by e-mail, one address is one account.
   */
  acceptInvite: publicProcedure
    .meta({ limit: "login" })
    .input(acceptInviteInput)
    .mutation(({ ctx, input }) => acceptInvite(ctx.deps, input)),
  logout: authedProcedure.meta({ repeat: "off" }).mutation(async ({ ctx }) => {
    await revokeSession(ctx.deps, ctx.token);
    return { ok: true as const };
  }),
});
