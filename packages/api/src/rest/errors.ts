import { DomainError, httpStatusOf } from "@seatline/domain";
import type { FastifyError, FastifyReply } from "fastify";
import { ZodError, z } from "zod";
import { CONCURRENT_CHANGE, isConcurrentChange } from "../db-conflict";
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../db-unavailable";
import { describeZodError } from "../trpc";
import type { RestStyle } from "./route";

/** The error answer of host_info and auth paths: the message, the field it names (bad input), the status. */
export const plainErrorAnswer = z
  .object({ detail: z.string(), field: z.string().optional(), status: z.number().int() })
  .strict()
  .meta({ id: "PlainError" });
/** The error answer of reservation_info paths: the {payload, system} envelope with a null payload. */
export const envelopeErrorAnswer = z
  .object({
    payload: z.null(),
    system: z.object({ message: z.string(), field: z.string().optional() }).strict(),
  })
  .strict()
  .meta({ id: "EnvelopeError" });

export function errorBody(
  style: RestStyle,
  status: number,
  message: string,
  field?: string,
): z.infer<typeof plainErrorAnswer> | z.infer<typeof envelopeErrorAnswer> {
  if (style === "envelope") return { payload: null, system: { message, ...(field ? { field } : {}) } };
  return { detail: message, ...(field ? { field } : {}), status };
}

/**
 * Maps any thrown error to the legacy shape: domain and validation errors keep their status, a lock cycle PostgreSQL
 * broke is a 409 (db-conflict.ts), an outage or a wait past the time limits a 503 with Retry-After
 * (db-unavailable.ts); the rest is a 500.
 */
export function sendError(reply: FastifyReply, style: RestStyle, err: unknown): FastifyReply {
  if (err instanceof DomainError) {
    return reply
      .status(httpStatusOf[err.code])
      .send(errorBody(style, httpStatusOf[err.code], err.message, err.field));
  }
  if (err instanceof ZodError) {
    const field = err.issues[0]?.path.join(".");
    return reply.status(400).send(errorBody(style, 400, describeZodError(err), field || undefined));
  }
  const fe = err as Partial<FastifyError>;
  if (typeof fe.statusCode === "number" && fe.statusCode >= 400 && fe.statusCode < 500) {
    return reply.status(fe.statusCode).send(errorBody(style, fe.statusCode, fe.message ?? "Bad request."));
  }
  if (isConcurrentChange(err)) {
    reply.log.warn({ err }, "transaction stopped by a lock cycle");
    return reply.status(409).send(errorBody(style, 409, CONCURRENT_CHANGE));
  }
  if (isDatabaseUnavailable(err)) {
    reply.log.warn({ err }, "database unavailable");
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_S))
      .send(errorBody(style, 503, DATABASE_UNAVAILABLE));
  }
  reply.log.error({ err }, "unhandled error in REST route");
  return reply.status(500).send(errorBody(style, 500, "Something went wrong on our side. Please try again."));
}
