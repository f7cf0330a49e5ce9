import {
  DEVICE_SESSION_REFUSED,
  DomainError,
  noLocationMessage,
  roleAllows,
  roleRefusal,
  STAND_SESSION_REFUSED,
} from "@seatline/domain";
import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from "fastify";
import type { AppDeps } from "../deps";
import { nulField, nulMessage } from "../security/input-guard";
import { tokenFromAuthorization } from "../services/auth/session-token";
import { validateSession } from "../services/auth/sessions";
import type { StaffScope } from "../services/auth/types";
import { runKeyedStatement } from "../services/repeat-keys/keyed-statement";
import { runKeyed } from "../services/repeat-keys/keyed-write";
import { IDEMPOTENCY_KEY_HEADER, parseRepeatKey } from "../services/repeat-keys/repeat-key";
import { authRoutes } from "./auth-routes";
import { sendError } from "./errors";
import { hostInfoRoutes } from "./host-info-routes";
import { reportRoutes } from "./report-routes";
import { reservationInfoRoutes } from "./reservation-info-routes";
import type { RestRoute } from "./route";

/** Every legacy path, in one table: the REST adapter and the tenant-isolation suite both read it. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...hostInfoRoutes,
  ...reservationInfoRoutes,
  ...reportRoutes,
];

export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, routes: RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      // summary and tags are read by @fastify/swagger for /api/openapi.json
      schema: { summary: route.summary, tags: [route.url.split("/")[2] ?? "api"] } as FastifySchema,
      handler: async (req, reply) => {
        try {
          for (const part of [req.params, req.query, req.body]) {
            const field = nulField(part);
            if (field !== null) throw new DomainError("BAD_REQUEST", nulMessage(field), field);
          }
          const token = tokenFromAuthorization(req.headers.authorization);
          const session = token ? await validateSession(deps, token) : null;
          if (route.access !== "public" && !session) {
            throw new DomainError(
              "UNAUTHORIZED",
              "Authentication credentials were not provided or are invalid.",
            );
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
          const answer = async (callDeps: AppDeps) => {
            const result = await route.handler({ deps: callDeps, req, reply, token, session, staff });
            const body = route.style === "envelope" ? { payload: result, system: { message: "OK" } } : result;
            return { status: route.status ?? 200, body };
          };
          const header = req.headers[IDEMPOTENCY_KEY_HEADER];
          // Without the header (every legacy client) a path runs exactly as it always did.
          if (header === undefined || route.method === "GET" || route.repeat === "off") {
            const plain = await answer(deps);
            return reply.sent ? reply : reply.status(plain.status).send(plain.body);
          }
          const outcome = await (route.keyInStatement ? runKeyedStatement : runKeyed)(
            deps,
            {
              key: parseRepeatKey(header),
              session,
              call: `rest ${route.method} ${route.url}`,
              body: { params: req.params, query: req.query, body: req.body },
              rule: route.repeat,
            },
            async (txDeps) => {
              const value = await answer(txDeps);
              return { value, answer: value };
            },
          );
          const sent = outcome.replayed
            ? (outcome.answer as { status: number; body: unknown })
            : outcome.value;
          if (outcome.replayed) reply.header("idempotent-replayed", "true");
          return reply.status(sent.status).send(sent.body);
        } catch (err) {
          return sendError(reply, route.style, err);
        }
      },
    });
  }
}

/** The legacy /api adapter as a Fastify plugin. */
export const restPlugin: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Legacy clients send PUT actions with an empty body but a JSON content type: treat that as no body.
  app.addHook("onRequest", async (req) => {
    if (req.headers["content-length"] === "0") delete req.headers["content-type"];
  });
  registerRestRoutes(app, deps, restRoutes);
};
