import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { authRouter } from "./routers/auth";
import { eventsRouter } from "./routers/events";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  events: eventsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
