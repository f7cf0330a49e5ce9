import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { createContext } from "./context";
import type { AppDeps } from "./deps";
import { restPlugin } from "./rest/plugin";
import { type AppRouter, appRouter } from "./root";

/** Mounts /trpc (tRPC over HTTP, SSE for subscriptions) and /api (the legacy REST adapter) on a Fastify app. */
export async function registerApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, info }) =>
        createContext(deps, {
          authorization: req.headers.authorization,
          connectionToken: info.connectionParams?.token,
          ip: req.ip,
        }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "tRPC error");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
  await app.register(restPlugin, { deps });
}
