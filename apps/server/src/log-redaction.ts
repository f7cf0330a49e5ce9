/**
 * What the request logs may say (SECURITY.md): no bearer token, stream ticket or guest status token in any line.
 * URLs are logged with the token-bearing parts replaced: the path segment after /w/ (guest status page) and /r/
 * (booking page), and the values of query parameters that carry tokens or whole tRPC inputs (input, connectionParams,
 * token, ticket). Headers are not logged; Authorization and cookies are censored should anything log them.
 */
import type { FastifyRequest } from "fastify";

export const REDACTED = "<redacted>";

/** Path prefixes whose next segment is a secret (the token of a guest page). */
const SECRET_SEGMENT = /(^|\/)(w|r)\/[^/?#]+/g;
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

/** Free text (e.g. a logged text message) with the token of every /w/… and /r/… link replaced by <redacted>. */
export function redactText(text: string): string {
  return text.replace(/\/(w|r)\/[A-Za-z0-9_-]{16,}/g, (_m, prefix: string) => `/${prefix}/${REDACTED}`);
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

/** The logger options every server uses (level and transport are added by the caller). */
export const logRedaction = {
  serializers: { req: serializeRequest },
  redact: {
    paths: ["req.headers.authorization", "req.headers.cookie", "headers.authorization", "headers.cookie"],
    censor: REDACTED,
  },
};
