import {
  badRequest,
  DEVICE_SESSION_REFUSED,
  DomainError,
  noLocationMessage,
  roleAllows,
  roleRefusal,
  STAND_ONLY,
  type StaffRole,
} from "@seatline/domain";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { type Context, sessionForTicket } from "./context";
import { CONCURRENT_CHANGE, isConcurrentChange } from "./db-conflict";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./db-unavailable";
import { nulField, nulMessage } from "./security/input-guard";
import { personAtStand } from "./services/host-stand/stand-person";
import { keepHostScreenOpen } from "./services/kiosk-lock/host-screen";
import { runIdempotent } from "./services/repeat-keys/idempotent";
import type { RepeatRule } from "./services/repeat-keys/keyed-write";
import { parseRepeatKey } from "./services/repeat-keys/repeat-key";
import { storeOfCall } from "./store-share";

/** The first zod issue as a sentence naming its field, e.g. "party_size: Too small: expected number to be >=1". */
export function describeZodError(e: ZodError): string {
  const issue = e.issues[0];
  if (!issue) return "Invalid input.";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** The per-address limit a call counts against at the door (apps/server rate-limits.ts has the numbers). */
export type RateLimitClass = "login" | "booking" | "publicWrite" | "publicRead";

/** What a kiosk's device session may call: its guest screens, or its host screen once unlocked. */
export type KioskUse = "guest" | "host";

/**
 * What a procedure declares about itself: `limit` is the door's class for it (security/rate-limit-classes.ts reads
 * it); procedures anyone may call declare one, staff procedures none. `role` is the least staff role that may call
 * it, set by the builder it was made with (hostProcedure, managerProcedure, ownerProcedure); the trust suite's role
 * matrix reads it for every procedure (trust/role-matrix.int.test.ts).
 */
export interface ProcedureMeta {
  limit?: RateLimitClass;
  role?: StaffRole;
  /**
   * What a kiosk's device session may do with the procedure (docs/architecture.md "Device sessions"): "guest" for the
   * guest-facing ones, "host" for the host screen's (only while the server's PIN check holds it open). Unset: a
   * device is refused. Set by kioskProcedure, like `role`; the device suite enumerates it.
   */
  kiosk?: KioskUse;
  /**
   * "own": one of the host stand's own procedures (its lock screen), which only a stand's device session calls, locked
   * or not. A stand calls the rest as the person at it, those of role "host" only (roleProcedure).
   */
  stand?: "own";
  /** What a repeat with the same Idempotency-Key answers (services/repeat-keys/keyed-write.ts); the first answer by default. */
  repeat?: RepeatRule;
  /**
   * Input fields left out of a repeat's comparison: the same user action may be sent again with them added. The
   * kiosk's offline replay adds the leased ticket the guest was shown to the join it first tried online; if that try
   * was written after all, the replay answers its entry instead of a 422 that would lose the guest.
   */
  repeatIgnores?: readonly string[];
  /**
   * The procedure's one SQL statement claims the Idempotency-Key itself (the join, the public booking:
   * services/repeat-keys/keyed-statement.ts), so no transaction is opened around it and the store's locks are held
   * for no round trip to the server.
   */
  keyInStatement?: boolean;
}

/**
 * Live-update streams (tRPC's SSE: events.onStoreChange, guest.onStatus). The server pings every open stream on
 * SSE_PING_INTERVAL_MS; the `connected` event tells the client (httpSubscriptionLink) to reconnect after
 * SSE_RECONNECT_AFTER_INACTIVITY_MS without a ping, so the ping must come well within it. A stream lives at most
 * SSE_MAX_DURATION_MS, then ends as a dropped connection does: EventSource reconnects (a staff stream with a fresh
 * ticket: packages/ui use-store-events.ts), so no one connection holds its process for a whole service.
 */
const SSE_PING_INTERVAL_MS = 10_000;
const SSE_RECONNECT_AFTER_INACTIVITY_MS = 25_000;
const SSE_MAX_DURATION_MS = 4 * 60 * 60_000;

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    sse: {
      ping: { enabled: true, intervalMs: SSE_PING_INTERVAL_MS },
      client: { reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS },
      maxDurationMs: SSE_MAX_DURATION_MS,
    },
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      // An unexpected error's own message can carry SQL and its parameters: never send it to the client.
      const internal = error.code === "INTERNAL_SERVER_ERROR";
      return {
        ...shape,
        message: zod ? describeZodError(zod) : internal ? INTERNAL_ERROR_MESSAGE : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          field: error.cause instanceof DomainError ? error.cause.field : zod?.issues[0]?.path.join("."),
        },
      };
    },
  });

/**
 * Domain errors become tRPC errors with the same code and message; a database outage becomes a 503; a transaction
 * PostgreSQL stopped to break a lock cycle a 409 (db-conflict.ts); anything else stays a 500 (its message is not
 * shown: see the error formatter).
 */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  if (!result.ok && isConcurrentChange(result.error.cause)) {
    throw new TRPCError({ code: "CONFLICT", message: CONCURRENT_CHANGE, cause: result.error.cause });
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: DATABASE_UNAVAILABLE,
      cause: result.error.cause,
    });
  }
  return result;
});

/** Input with a NUL character anywhere is refused with a 400 naming the field (PostgreSQL cannot take it). */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  // Unreadable input is left to the input parser (procedures without input never read it).
  const field = nulField(await getRawInput().catch(() => undefined));
  if (field !== null) throw new TRPCError({ code: "BAD_REQUEST", message: nulMessage(field) });
  return next();
});

/**
 * A mutation for one store runs within that store's share of the database pool (store-share.ts), so one store's
 * waits on its locks never take every connection. Queries take no row locks (a read never waits behind a write in
 * PostgreSQL) and a stream holds no connection, so neither queues here: a console's refetches after a live event
 * queued behind its own store's other reads and missed the 2 s a host expects.
 */
const withinStoreShare = t.middleware(async ({ ctx, type, getRawInput, next }) => {
  const shares = ctx.deps.storeShares;
  if (!shares || type !== "mutation") return next();
  const store = storeOfCall(ctx.session, await getRawInput().catch(() => undefined));
  return store ? shares.run(store, () => next()) : next();
});

/**
 * Credentials sent as a stream ticket are resolved here, for every procedure: the ticket's session only for the one
 * subscription it was made for, no session for anything else (context.ts sessionForTicket).
 */
const resolveStreamTicket = t.middleware(async ({ ctx, path, type, next }) => {
  if (!ctx.streamTicket) return next();
  const session = await sessionForTicket(ctx, { path, type });
  return next({ ctx: { ...ctx, streamTicket: undefined, session } });
});

/**
 * A mutation sent with an `Idempotency-Key` runs once per key (docs/architecture.md "Writes safe to repeat"): the key's
 * row, the write and its answer commit in one transaction, handed to the procedure as `ctx.deps` (services' own
 * transactions nest in it), or, for a procedure whose one statement claims the key (`keyInStatement`: the joins and
 * the public booking), in that statement, the key handed to the procedure as `ctx.statementKey`; a repeat gets the
 * first answer, the key with another body a 422. Without the header a call runs as it always did. Runs after the
 * session checks, so a refused caller never opens a transaction.
 */
const repeatSafe = t.middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  const sent = ctx.repeatKey;
  if (type !== "mutation" || !sent || meta?.repeat === "off") return next();
  const key = parseRepeatKey(sent.header);
  if (sent.calls > 1)
    throw badRequest("A call with an Idempotency-Key must be sent on its own, not in a batch.");
  const outcome = await runIdempotent(
    ctx.deps,
    {
      key,
      session: ctx.session,
      call: `trpc ${path}`,
      body: withoutFields(await getRawInput(), meta?.repeatIgnores),
      rule: meta?.repeat,
      inStatement: meta?.keyInStatement,
    },
    async ({ deps, statementKey }) => {
      const result = await next({ ctx: { ...ctx, deps, statementKey } });
      // A refused or failed call rolls its key back with it: a retry runs again.
      if (!result.ok) throw result.error;
      return { value: result, answer: result.data };
    },
  );
  if (!outcome.replayed) return outcome.value;
  // The first answer, as the procedure's own result (tRPC reads ok and data of a middleware's result).
  return { ok: true, data: outcome.answer, marker: undefined } as unknown as Awaited<ReturnType<typeof next>>;
});

function withoutFields(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) delete rest[field];
  return rest;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
const anyCaller = t.procedure
  .use(mapDomainErrors)
  .use(resolveStreamTicket)
  .use(refuseNul)
  .use(withinStoreShare);
export const publicProcedure = anyCaller.use(repeatSafe);

/**
 * Needs a signed-in user of a company and store; the store comes from the session, never from the input. Not
 * exported: a staff procedure is made with one of the role builders below, so none can be made without a role.
 */
const storeStaffProcedure = anyCaller.use(({ ctx, next }) => {
  const s = ctx.session;
  if (!s) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
  if (!s.company || !s.store) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: noLocationMessage(s.company?.supportEmail ?? ctx.deps.config.supportEmail),
    });
  }
  return next({ ctx: { ...ctx, session: s, staff: { user: s.user, company: s.company, store: s.store } } });
});

/**
 * A staff procedure that needs at least `role` (docs/product.md#staff-roles): a lower role is FORBIDDEN with a
 * sentence naming who can. The role is read from the user's row on each call (context.ts), so a change applies at
 * once. The meta carries the same role for the role matrix; the gate itself does not read the meta, so a later
 * `.meta()` cannot lower it.
 */
function roleProcedure(role: StaffRole) {
  return (
    storeStaffProcedure
      .meta({ role })
      .use(async ({ ctx, type, next }) => {
        // A device is not a person: whatever account paired the kiosk, its session runs no staff procedure.
        if (ctx.session.device === "kiosk")
          throw new TRPCError({ code: "FORBIDDEN", message: DEVICE_SESSION_REFUSED });
        // A host stand runs the door's procedures as the person whose PIN opened it, never the pairing account.
        if (ctx.session.device === "stand") {
          const user = await personAtStand(ctx.deps, ctx.session, { role, type });
          return next({ ctx: { ...ctx, staff: { ...ctx.staff, user } } });
        }
        if (!roleAllows(ctx.staff.user.role, role)) {
          throw new TRPCError({ code: "FORBIDDEN", message: roleRefusal(role) });
        }
        return next();
      })
      // After the role gate: a refused caller never opens the keyed transaction.
      .use(repeatSafe)
  );
}

/**
 * A procedure the kiosk tablet calls (docs/architecture.md "Device sessions"): a kiosk's device session may, for
 * "host" only while its host screen is open (the server's PIN check; each call pushes the idle time on); a person
 * needs `role`, as with roleProcedure.
 */
function kioskProcedure(use: KioskUse, role: StaffRole = "host") {
  return storeStaffProcedure
    .meta({ role, kiosk: use })
    .use(async ({ ctx, type, next }) => {
      const s = ctx.session;
      if (s.device === "kiosk") {
        if (use === "host") await keepHostScreenOpen(ctx.deps, s);
      } else if (s.device === "stand") {
        const user = await personAtStand(ctx.deps, s, { role, type });
        return next({ ctx: { ...ctx, staff: { ...ctx.staff, user } } });
      } else if (!roleAllows(ctx.staff.user.role, role)) {
        throw new TRPCError({ code: "FORBIDDEN", message: roleRefusal(role) });
      }
      return next();
    })
    .use(repeatSafe);
}

/**
 * The host stand's own procedures (its lock screen: who may open it, a person's PIN, Switch): a stand's device session
 * only, locked or not; anyone else is refused.
 */
export const standProcedure = storeStaffProcedure
  .meta({ stand: "own" })
  .use(({ ctx, next }) => {
    if (ctx.session.device !== "stand") throw new TRPCError({ code: "FORBIDDEN", message: STAND_ONLY });
    return next();
  })
  .use(repeatSafe);

/** Runs the door: the waitlist, reservations, texts, the notify list, the kiosk. Every staff member may. */
export const hostProcedure = roleProcedure("host");
/** Changes how the store works: the Settings tab, opening hours, the kiosk PIN, tables, texts' settings, reports. */
export const managerProcedure = roleProcedure("manager");
/** Exports and erases guest data, reads the audit log, manages staff accounts. */
export const ownerProcedure = roleProcedure("owner");
/** The kiosk's guest screens and its lock: a kiosk device, or any staff member. */
export const kioskGuestProcedure = kioskProcedure("guest");
/** The kiosk's host screen: a kiosk device with its host screen unlocked, or a person of at least `role`. */
export const kioskHostProcedure = (role: StaffRole = "host") => kioskProcedure("host", role);

/** Signed in, store or not (auth.me must answer a user without a store so the client can show the documented alert). */
export const authedProcedure = anyCaller
  .use(({ ctx, next }) => {
    if (!ctx.session || !ctx.token) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." });
    return next({ ctx: { ...ctx, session: ctx.session, token: ctx.token } });
  })
  .use(repeatSafe);
