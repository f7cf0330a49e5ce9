import type { StaffRole } from "@seatline/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import type { SessionInfo, StaffScope } from "../services/auth/types";
import type { RepeatRule } from "../services/repeat-keys/keyed-write";

/** How a legacy path answers: host_info paths plain JSON, reservation_info paths the {payload, system} envelope. */
export type RestStyle = "plain" | "envelope";

export interface RestRequestContext {
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  token: string | null;
  session: SessionInfo | null;
  /** Present on routes with access "staff". */
  staff: StaffScope;
}

/**
 * Who may call a path. staff: a session of a store and at least `role` (docs/product.md#staff-roles; a staff path
 * without a role does not type-check); public: anyone (a signed-in caller may get more); session: any signed-in user.
 */
export type RestAccess =
  | { access: "staff"; role: StaffRole }
  | { access: "public" | "session"; role?: undefined };

export type RestRoute = RestAccess & RestRouteBody;

interface RestRouteBody {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  style: RestStyle;
  summary: string;
  /** The success status (200 unless said). */
  status?: number;
  handler: (ctx: RestRequestContext) => Promise<unknown>;
  /**
   * What a repeat of a POST, PUT or DELETE with the same Idempotency-Key answers (services/repeat-keys/keyed-write.ts):
   * the first answer (status and body) by default; "off" for paths that answer secrets or write their own reply.
   */
  repeat?: RepeatRule;
  /** The path's one SQL statement claims the Idempotency-Key itself (the join: services/repeat-keys/keyed-statement.ts). */
  keyInStatement?: boolean;
  /** Internal paths (e.g. provider webhooks) stay out of the OpenAPI document. */
  hide?: boolean;
  /** What /api/openapi.json says of this path (rest/openapi.ts); every path not hidden has it. */
  docs?: RestDocs;
}

/**
 * The documentation of one legacy path, from the zod schemas the handler parses with (query, params, body) and the
 * schema its answer is typed by (response; the payload of envelope paths). 400, 401, 403 (staff paths), 413 and 415
 * (POST/PUT), 429 (rate-limited paths) and 503 are added by rest/openapi.ts; `errors` lists the other statuses.
 */
export interface RestDocs {
  operationId: string;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** 403 (session paths), 404 (unknown store or record), 409 (the record's state does not allow it). */
  errors?: readonly (403 | 404 | 409)[];
  /** The 400 body when it is not the path's usual error shape (login's non_field_errors). */
  badRequest?: z.ZodType;
}

export const defineRoutes = (routes: RestRoute[]) => routes;
