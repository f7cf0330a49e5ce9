import type { StaffRole } from "@seatline/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import type { SessionInfo, StaffScope } from "../services/auth/types";
import type { StatementKey } from "../services/repeat-keys/keyed-statement";
import type { RepeatRule } from "../services/repeat-keys/keyed-write";

/** How a legacy path answers: host_info paths plain JSON, reservation_info paths the {payload, system} envelope. */
export type RestStyle = "plain" | "envelope";

/**
 * The zod schemas of one path, its single declaration: Fastify parses the query, path parameters and body with them
 * before the handler runs (fastify-type-provider-zod; a failure is the path's 400), checks the answer against
 * `response` (the payload of envelope paths), and @fastify/swagger writes /api/openapi.json from all four.
 */
export interface RestSchema {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** Absent on hidden paths that stream a file. */
  response?: z.ZodType;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RestRequestContext<S extends RestSchema = RestSchema> {
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  token: string | null;
  session: SessionInfo | null;
  /** Present on routes with access "staff". */
  staff: StaffScope;
  /** The query, path parameters and body as the route's schemas parsed them. */
  query: Parsed<S["query"]>;
  params: Parsed<S["params"]>;
  body: Parsed<S["body"]>;
  /**
   * A keyed call's Idempotency-Key on a path whose one statement claims it (`keyInStatement`): handed to the service,
   * which may return an earlier call's kept answer instead (a KeyedRepeat, answered as that call's status and body).
   */
  statementKey?: StatementKey;
}

/**
 * Who may call a path. staff: a session of a store and at least `role` (docs/product.md#staff-roles; a staff path
 * without a role does not type-check); public: anyone (a signed-in caller may get more); session: any signed-in user.
 */
export type RestAccess =
  | { access: "staff"; role: StaffRole }
  | { access: "public" | "session"; role?: undefined };

/** Demo-data examples of one path (packages/db/src/seed.ts); `response` is the payload of envelope paths. */
export interface RestExamples {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
  response?: unknown;
  /** The 400 answer's example where the path has its own (login). */
  badRequest?: unknown;
}

interface RestRouteBody<S extends RestSchema> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  style: RestStyle;
  summary: string;
  /** The success status (200 unless said). */
  status?: number;
  schema: S;
  handler: (ctx: RestRequestContext<S>) => Promise<unknown>;
  /**
   * What a repeat of a POST, PUT or DELETE with the same Idempotency-Key answers (services/repeat-keys/keyed-write.ts):
   * the first answer (status and body) by default; "off" for paths that answer secrets or write their own reply.
   */
  repeat?: RepeatRule;
  /** The path's one SQL statement claims the Idempotency-Key itself (the join: services/repeat-keys/keyed-statement.ts). */
  keyInStatement?: boolean;
  /** Internal paths (file downloads) stay out of the OpenAPI document; every other path has an operationId. */
  hide?: boolean;
  operationId?: string;
  /** 403 (session paths), 404 (unknown store or record), 409 (the record's state does not allow it). */
  errors?: readonly (403 | 404 | 409)[];
  /** The 400 answer when it is not the path's usual error shape (login's non_field_errors): bad input answers `invalid`. */
  badRequest?: { schema: z.ZodType; invalid: unknown };
  examples?: RestExamples;
}

export type RestRoute<S extends RestSchema = RestSchema> = RestAccess & RestRouteBody<S>;

/** One legacy path: the handler's query, params and body are typed by the schemas that parse them. */
export const defineRoute = <S extends RestSchema>(route: RestRoute<S>): RestRoute =>
  route as unknown as RestRoute;
