import {
  DEVICE_SESSION_REFUSED,
  DomainError,
  noLocationMessage,
  roleAllows,
  roleRefusal,
  STAND_SESSION_REFUSED,
} from "@seatline/domain";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { AppDeps } from "../deps";
import { nulField, nulMessage } from "../security/input-guard";
import { tokenFromAuthorization } from "../services/auth/session-token";
import { validateSession } from "../services/auth/sessions";
import type { SessionInfo, StaffScope } from "../services/auth/types";
import { runIdempotent } from "../services/repeat-keys/idempotent";
import { answerOf, isRepeat, type StatementKey } from "../services/repeat-keys/keyed-statement";
import { IDEMPOTENCY_KEY_HEADER, parseRepeatKey } from "../services/repeat-keys/repeat-key";
import { storeOfCall } from "../store-share";
import { authRoutes } from "./auth-routes";
import { errorBody, sendError } from "./errors";
import { hostInfoRoutes } from "./host-info-routes";
import { reportRoutes } from "./report-routes";
import { reservationInfoRoutes } from "./reservation-info-routes";
import type { RestRoute } from "./route";
import { routeSchemaOf } from "./route-schema";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The legacy path's declaration (rest/route.ts): the error handler and the document read it. */
    rest?: RestRoute;
  }
}

/** Every legacy path, in one table: the REST adapter and the tenant-isolation suite both read it. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...hostInfoRoutes,
  ...reservationInfoRoutes,
  ...reportRoutes,
];

/** Who called (the gate's findings), and the request as sent (an Idempotency-Key's request is the raw one). */
interface Caller {
  token: string | null;
  session: SessionInfo | null;
  staff: StaffScope;
  sent: { params: unknown; query: unknown; body: unknown };
}
const callers = new WeakMap<FastifyRequest, Caller>();

/**
 * Before the schemas parse the input: a NUL anywhere is refused naming its field, then who may call the path
 * (401, a device's session 403, a user without a store 403, a role below the path's 403). Bad input is a 400 only
 * for a caller allowed to call the path.
 */
const gate = (deps: AppDeps, route: RestRoute) => async (req: FastifyRequest, reply: FastifyReply) => {
  try {
    for (const part of [req.params, req.query, req.body]) {
      const field = nulField(part);
      if (field !== null) throw new DomainError("BAD_REQUEST", nulMessage(field), field);
    }
    const token = tokenFromAuthorization(req.headers.authorization);
    const session = token ? await validateSession(deps, token) : null;
    if (route.access !== "public" && !session) {
      throw new DomainError("UNAUTHORIZED", "Authentication credentials were not provided or are invalid.");
    }
    // The legacy paths are a person's (or an old tablet's own sign-in): a device's session calls none.
    if (route.access !== "public" && session?.device)
      throw new DomainError(
        "FORBIDDEN",
        session.device === "stand" ? STAND_SESSION_REFUSED : DEVICE_SESSION_REFUSED,
      );
    if (route.access === "staff" && session && (!session.company || !session.store)) {
      throw new DomainError(
        "FORBIDDEN",
        noLocationMessage(session.company?.supportEmail ?? deps.config.supportEmail),
      );
    }
    if (route.access === "staff" && session && !roleAllows(session.user.role, route.role)) {
      throw new DomainError("FORBIDDEN", roleRefusal(route.role));
    }
    const staff = (
      session?.company && session.store
        ? { user: session.user, company: session.company, store: session.store }
        : null
    ) as StaffScope;
    callers.set(req, {
      token,
      session,
      staff,
      sent: { params: req.params, query: req.query, body: req.body },
    });
    // No body (a legacy PUT action, an empty POST) is parsed as an empty object.
    if (route.schema.body && req.body == null) req.body = {};
  } catch (err) {
    return sendError(reply, route.style, err);
  }
};

export function registerRestRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  routes: RestRoute[],
  opts: { checkAnswers?: boolean } = {},
): void {
  app.setValidatorCompiler(validatorCompiler);
  // docs/architecture.md "The legacy API": answers are checked against their schemas where checkAnswers says so.
  app.setSerializerCompiler(
    opts.checkAnswers === false ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  app.setErrorHandler((err, req, reply) => {
    const route = req.routeOptions.config.rest;
    if (!route || !hasZodFastifySchemaValidationErrors(err)) throw err;
    if (route.badRequest) return reply.status(400).send(route.badRequest.invalid);
    const first = err.validation[0];
    const field = first?.instancePath.split("/").filter(Boolean).join(".") ?? "";
    const message = field ? `${field}: ${first?.message}` : (first?.message ?? "Invalid input.");
    return reply.status(400).send(errorBody(route.style, 400, message, field || undefined));
  });
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: routeSchemaOf(route),
      config: { rest: route },
      preValidation: gate(deps, route),
      handler: async (req, reply) => {
        const caller = callers.get(req) as Caller;
        // A write of a signed-in store runs within that store's share of the database pool (store-share.ts); reads
        // take no row locks and do not queue there, as in trpc.ts.
        const store = deps.storeShares && req.method !== "GET" && storeOfCall(caller.session, null);
        const respond = async () => {
          const answer = async (callDeps: AppDeps, statementKey?: StatementKey) => {
            const result = await route.handler({
              deps: callDeps,
              req,
              reply,
              token: caller.token,
              session: caller.session,
              staff: caller.staff,
              query: req.query,
              params: req.params,
              body: req.body,
              statementKey,
            });
            // An earlier call of the key kept its answer (its status and body): that is this call's answer.
            if (isRepeat(result)) return answerOf<{ status: number; body: unknown }>(statementKey, result);
            const body = route.style === "envelope" ? { payload: result, system: { message: "OK" } } : result;
            return { status: route.status ?? 200, body };
          };
          const header = req.headers[IDEMPOTENCY_KEY_HEADER];
          // Without the header (every legacy client) a path runs exactly as it always did.
          if (header === undefined || route.method === "GET" || route.repeat === "off") {
            const plain = await answer(deps);
            return reply.sent ? reply : reply.status(plain.status).send(plain.body);
          }
          const outcome = await runIdempotent(
            deps,
            {
              key: parseRepeatKey(header),
              session: caller.session,
              call: `rest ${route.method} ${route.url}`,
              body: caller.sent,
              rule: route.repeat,
              inStatement: route.keyInStatement,
            },
            async (run) => {
              const value = await answer(run.deps, run.statementKey);
              return { value, answer: value };
            },
          );
          const sent = outcome.replayed
            ? (outcome.answer as { status: number; body: unknown })
            : outcome.value;
          if (outcome.replayed) reply.header("idempotent-replayed", "true");
          return reply.status(sent.status).send(sent.body);
        };
        try {
          return await (store && deps.storeShares ? deps.storeShares.run(store, respond) : respond());
        } catch (err) {
          return sendError(reply, route.style, err);
        }
      },
    });
  }
}

/** The legacy /api adapter as a Fastify plugin. */
export const restPlugin: FastifyPluginAsync<{ deps: AppDeps; checkAnswers?: boolean }> = async (
  app,
  { deps, checkAnswers },
) => {
  // Legacy clients send PUT actions with an empty body but a JSON content type: treat that as no body.
  app.addHook("onRequest", async (req) => {
    if (req.headers["content-length"] === "0") delete req.headers["content-type"];
  });
  registerRestRoutes(app, deps, restRoutes, { checkAnswers });
};
