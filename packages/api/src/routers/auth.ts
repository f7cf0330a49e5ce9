import { loginInput } from "@seatline/domain";
import { login } from "../services/auth/login";
import { revokeSession } from "../services/auth/sessions";
import { profileOf } from "../services/auth/types";
import { authedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  login: publicProcedure
    // Answers a session token: never kept for a repeat (a repeated sign-in is just another session).
    .meta({ limit: "login", repeat: "off" })
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx.deps, input, ctx.ip)),
  me: authedProcedure.query(({ ctx }) => profileOf(ctx.session)),
  logout: authedProcedure.meta({ repeat: "off" }).mutation(async ({ ctx }) => {
    await revokeSession(ctx.deps, ctx.token);
    return { ok: true as const };
  }),
});
