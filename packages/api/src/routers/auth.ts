import { loginInput } from "@seatline/domain";
import { login } from "../services/auth/login";
import { revokeSession } from "../services/auth/sessions";
import { profileOf } from "../services/auth/types";
import { authedProcedure, publicProcedure, router } from "../trpc";

export const authRouter = router({
  login: publicProcedure
    .meta({ limit: "login" })
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx.deps, input, ctx.ip)),
  me: authedProcedure.query(({ ctx }) => profileOf(ctx.session)),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.deps, ctx.token);
    return { ok: true as const };
  }),
});
