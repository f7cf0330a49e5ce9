import { TRPCError } from "@trpc/server";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { createContext } from "./context";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./db-unavailable";
import type { AppDeps } from "./deps";
import { restPlugin } from "./rest/plugin";
import { type AppRouter, appRouter } from "./root";
import { refusePrototypeKeys } from "./security/prototype-keys";
import { retryAfterOf } from "./security/retry-later";
import { SIGN_OUT_HEADERS } from "./security/sign-out-headers";
import { IDEMPOTENCY_KEY_HEADER } from "./services/repeat-keys/repeat-key";

/**
 * Mounts /trpc (tRPC's own Fastify adapter: queries, mutations, batches, and subscriptions as SSE on the timings of
 * trpc.ts) and /api (the legacy REST adapter) on a Fastify app.
 */
export async function registerApi(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { checkAnswers?: boolean } = {},
): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    createContext: async ({ req, info }) => {
      try {
        return await createContext(deps, {
          authorization: req.headers.authorization,
          streamTicket: info.connectionParams?.ticket,
          ip: req.ip,
          idempotencyKey: req.headers[IDEMPOTENCY_KEY_HEADER],
          calls: info.calls.length,
        });
      } catch (err) {
        // The session lookup is the first query of a request: an outage there is a 503 too.
        if (!isDatabaseUnavailable(err)) throw err;
        throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE, cause: err });
      }
    },
    // A sign-out's answer clears the browser's HTTP cache of the site, batched or not (security/sign-out-headers.ts).
    // Cache-Control: no-store on every answer is the server's (docs/architecture.md "Nothing private is cached").
    // A service's 429 that knows its wait says it as Retry-After (security/retry-later.ts); so does a 503 (the
    // database away or too busy to answer in time: db-unavailable.ts).
    responseMeta: ({ paths, errors }) => {
      const headers = new Headers(paths?.includes("auth.logout") ? SIGN_OUT_HEADERS : {});
      const retryAfter =
        retryAfterOf(errors) ??
        (errors.some((e) => e.code === "SERVICE_UNAVAILABLE") ? DATABASE_RETRY_AFTER_S : null);
      if (retryAfter !== null) headers.set("retry-after", String(retryAfter));
      return { headers };
    },
    onError: ({ error, path }) => {
      if (error.code === "SERVICE_UNAVAILABLE")
        app.log.warn({ err: error.cause ?? error, path }, "database unavailable");
      if (error.code === "INTERNAL_SERVER_ERROR")
        app.log.error({ err: error.cause ?? error, path }, "tRPC error");
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"];
  // /trpc's JSON is parsed by tRPC, not by Fastify's parser as /api's is: the same check runs on it first.
  refusePrototypeKeys(app);
  await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions });
  // The legacy answers are checked against their schemas where asked (docs/architecture.md "The legacy API").
  await app.register(restPlugin, { deps, checkAnswers: opts.checkAnswers });
}
