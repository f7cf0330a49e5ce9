/**
 * What the request logs may say (SECURITY.md): no bearer token, stream ticket or guest status token in any line.
 * URLs are logged with the token-bearing parts replaced: the path segment after /w/ (guest status page), /r/
 * (booking page) and /n/ (notify list page), and the values of query parameters that carry tokens or whole tRPC inputs (input, connectionParams,
 * token, ticket). Headers are not logged; Authorization, cookies and Idempotency-Key are censored should anything log them.
 */
import type { FastifyRequest } from "fastify";

export const REDACTED = "<redacted>";

/** Path prefixes whose next segment is a secret (the token of a guest page, or of an e-mail's unsubscribe link). */
const SECRET_SEGMENT = /(^|\/)(w|r|n|u)\/[^/?#]+/g;
/** Query parameters whose values may hold a token. */
const SECRET_PARAMS = new Set(["input", "connectionparams", "token", "ticket", "access_token"]);

/** A URL (path + query, as a request line carries it) with its token-bearing parts replaced by <redacted>. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const redactedPath = path.replace(
    SECRET_SEGMENT,
    (_m, lead: string, prefix: string) => `${lead}${prefix}/${REDACTED}`,
  );
  if (q === -1) return redactedPath;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape: judge it by its raw name.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${query}`;
}

/** Free text (e.g. a logged text or e-mail) with the token of every /w/, /r/, /n/ and /u/ link replaced by <redacted>. */
export function redactText(text: string): string {
  return text.replace(/\/(w|r|n|u)\/[A-Za-z0-9_-]{16,}/g, (_m, prefix: string) => `/${prefix}/${REDACTED}`);
}

/** Fastify's request serializer with the URL redacted (the same fields as Fastify's own). */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fields of query errors that hold the statement's parameters (Drizzle: params; postgres.js: parameters, args). */
const PARAM_FIELDS = new Set(["params", "parameters", "args", "types"]);
/** How deep a chain of causes is followed (a DrizzleQueryError wraps the driver's error, which may wrap another). */
const MAX_CAUSES = 5;

/** Every parameter value of a failed query anywhere in an error's chain of causes, as text (to take out of messages). */
function queryParameters(err: unknown, depth = 0, out = new Set<string>()): Set<string> {
  if (!err || typeof err !== "object" || depth > MAX_CAUSES) return out;
  const e = err as Record<string, unknown>;
  for (const field of PARAM_FIELDS) {
    const value = e[field];
    if (!Array.isArray(value)) continue;
    for (const v of value.flat(2)) {
      const text =
        v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : String(v);
      // Short values (a party size, true) say nothing secret and would blank out half a message.
      if (text && text.length >= 4) out.add(text);
    }
  }
  return queryParameters(e.cause, depth + 1, out);
}

function scrub(text: string, params: Set<string>): string {
  // Drizzle's "Failed query: …\nparams: …" line goes whole; any parameter quoted elsewhere (a driver's message or
  // detail, "Key (status_token)=(…)") is replaced; guest links' tokens too.
  let out = text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
  for (const p of [...params].sort((a, b) => b.length - a.length)) out = out.split(p).join(REDACTED);
  return redactText(out);
}

function serializeErrorWith(err: unknown, params: Set<string>, depth: number): unknown {
  if (!(err instanceof Error) && (!err || typeof err !== "object")) {
    return typeof err === "string" ? scrub(err, params) : err;
  }
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? "Error",
    message: scrub(String(e.message), params),
  };
  if (typeof e.stack === "string") out.stack = scrub(e.stack, params);
  for (const [key, value] of Object.entries(e)) {
    if (key === "cause" || key === "message" || key === "stack" || PARAM_FIELDS.has(key)) continue;
    out[key] = typeof value === "string" ? scrub(value, params) : value;
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeErrorWith(e.cause, params, depth + 1);
  return out;
}

/**
 * pino's `err` serializer for every server: a failed query's error (DrizzleQueryError, and the postgres.js or PGlite
 * error it wraps) is logged without the statement's parameters, which carry guests' tokens, phones and names: the
 * params/parameters/args fields are left out, Drizzle's "params:" line is cut, and any parameter value quoted in a
 * message, detail or stack is replaced by <redacted>. The SQL text (placeholders, no values) stays.
 */
export function serializeError(err: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const out = serializeErrorWith(err, queryParameters(err), 0) as Record<string, unknown>;
  return {
    ...out,
    type: String(out.type ?? "Error"),
    message: String(out.message ?? ""),
    stack: String(out.stack ?? ""),
  };
}

/** The logger options every server uses (level and transport are added by the caller). */
export const logRedaction = {
  serializers: { req: serializeRequest, err: serializeError },
  redact: {
    // An Idempotency-Key answers its first answer again for 24 hours: a credential for that answer.
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      'req.headers["idempotency-key"]',
      "headers.authorization",
      "headers.cookie",
      'headers["idempotency-key"]',
    ],
    censor: REDACTED,
  },
};
