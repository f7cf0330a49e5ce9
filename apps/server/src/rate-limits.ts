/**
 * Per-address rate limits at the door, before any database work: sign-in, public bookings, other public writes (guest
 * pages), public reads. Staff calls are not limited. Each call of a tRPC batch counts, and HEAD counts as GET.
 * Addresses are counted by addressKey (IPv6 per /64), in the same counters as the services' limits (deps.counters,
 * packages/api security/counters.ts): in memory by default; with REDIS_URL in Redis, so the limits hold across
 * processes; counters that do not answer let requests through here (sign-in is then refused by its own counters). On
 * by default; RATE_LIMITS=off turns them off (SECURITY.md lists the numbers).
 */
import {
  type AppDeps,
  addressKey,
  appRouter,
  countLinkCodeLookups,
  declaredLimits,
  errorBody,
  LINK_CODE_MISS_LIMIT,
  limitCounts,
  linkCodesNamed,
  type RateLimitClass,
  TOO_MANY_LINK_CODES,
  trpcRefusal,
} from "@seatline/api";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface RateLimit {
  max: number;
  windowMs: number;
  message: string;
}

export const RATE_LIMITS: Record<RateLimitClass, RateLimit> = {
  // Guessing is held by the failed-sign-in counters of the login service; this caps the work (argon2id) per address
  // while leaving room for a restaurant's devices behind one address signing in at the start of a shift.
  login: {
    max: 100,
    windowMs: 5 * 60_000,
    message: "Too many sign-in attempts. Please wait a few minutes and try again.",
  },
  booking: {
    max: 20,
    windowMs: 10 * 60_000,
    message: "Too many reservation attempts. Please wait a few minutes and try again.",
  },
  publicWrite: {
    max: 20,
    windowMs: 10 * 60_000,
    message: "Too many requests from this device. Please wait a few minutes and try again.",
  },
  publicRead: {
    max: 300,
    windowMs: 60_000,
    message: "Too many requests. Please wait a minute and try again.",
  },
};

/** The 429 answer in the shape the caller reads: tRPC's own (one error per batched call), or the legacy envelope. */
async function tooManyBody(req: FastifyRequest, message: string) {
  const pathParam = (req.params as { path?: string } | undefined)?.path;
  if (req.routeOptions.url === "/trpc/:path" && pathParam !== undefined) {
    return trpcRefusal(req, pathParam, new TRPCError({ code: "TOO_MANY_REQUESTS", message }));
  }
  return errorBody(req.url.startsWith("/api/reservation_info") ? "envelope" : "plain", 429, message);
}

/** The classes the procedures declare (`.meta({ limit })`), looked up per call. */
const declared = declaredLimits(appRouter);

export function registerRateLimits(app: FastifyInstance, deps: AppDeps): void {
  const limiters = Object.entries(RATE_LIMITS).map(([cls, limit]) => ({
    cls: cls as RateLimitClass,
    limit,
    counter: deps.counters.counter(`door:${cls}`, limit),
  }));

  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    const procedures = (req.params as { path?: string } | undefined)?.path;
    const counts = limitCounts(declared, req.method, req.routeOptions.url, procedures);
    if (counts.size === 0) return;
    const address = addressKey(req.ip);
    for (const { cls, limit, counter } of limiters) {
      const n = counts.get(cls) ?? 0;
      for (let i = 0; i < n; i++) {
        const taken = await counter.take(address).catch((err: unknown) => {
          deps.onCounterError?.(err);
          return null;
        });
        // Counters away: let the request through (its service-level counters decide; sign-in fails closed there).
        if (!taken) return;
        if (!taken.within) {
          return reply
            .status(429)
            .header("retry-after", String(Math.max(1, Math.ceil(taken.msLeft / 1000))))
            .send(await tooManyBody(req, limit.message));
        }
      }
    }
  });

  // Unknown special-access link codes (after the body is parsed, before the handler): counted before the lookup runs,
  // given back by the lookup when the code exists (packages/api security/link-code-misses.ts).
  app.addHook("preHandler", (req, reply, done) => {
    const n = linkCodesNamed({
      method: req.method,
      routeUrl: req.routeOptions.url,
      procedures: (req.params as { path?: string } | undefined)?.path,
      query: req.query,
      body: req.body,
    });
    if (n === 0) return done();
    countLinkCodeLookups(deps, req.ip, n).then(async (run) => {
      if (run) return run(done);
      reply
        .status(429)
        .header("retry-after", String(LINK_CODE_MISS_LIMIT.windowMs / 1000))
        .send(await tooManyBody(req, TOO_MANY_LINK_CODES));
    }, done);
  });
}
