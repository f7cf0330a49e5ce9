/**
 * The contract test's requests: one spec per documented operation says how to make a valid call and, where the
 * generic derivation does not fit, a bad one (400), one for another store (403), for an unknown store or record
 * (404) and one the record's state refuses (409). 401, 413, 415, 429 and 503 are derived from the valid call.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export type Query = Record<string, string | number>;
export interface Req {
  params?: { id: string | number };
  query?: Query;
  body?: unknown;
  /** "none": no Authorization header; otherwise the demo session unless a token is given. */
  auth?: "none" | { token: string };
  /** Runs after the call (puts back a setting the call needed). */
  after?: () => Promise<void>;
}
export type Make = () => Promise<Req> | Req;

export interface OpSpec {
  op: string;
  valid: Make;
  bad: Make;
  other?: Make;
  unknown?: Make;
  conflict?: Make;
}

/** Today and later dates at the test clock (the store is in New York; the clock is noon there). */
export const CLOCK_START = "2026-06-10T16:00:00Z";
export const TODAY = "2026-06-10";
export const dayAfter = (n: number) => {
  const d = new Date(`${TODAY}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export interface Api {
  app: FastifyInstance;
  demoToken: string;
  /** One call; the path template's :id is filled from req.params. */
  send(
    method: string,
    path: string,
    req: Req,
    extra?: { remoteAddress?: string; idempotencyKey?: string },
  ): Promise<LightMyRequestResponse>;
}

export function apiOf(app: FastifyInstance, demoToken: string): Api {
  // Each call from its own address unless told (so the per-address rate limits only answer the 429 cases).
  let calls = 0;
  const nextAddress = () => {
    calls += 1;
    return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
  };
  return {
    app,
    demoToken,
    send: (method, path, req, extra = {}) => {
      const url = path.replace(":id", String(req.params?.id ?? ""));
      const qs = new URLSearchParams(
        Object.entries(req.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      const headers: Record<string, string> = {};
      const auth = req.auth ?? { token: demoToken };
      if (auth !== "none") headers.authorization = `Token ${auth.token}`;
      if (req.body !== undefined) headers["content-type"] = "application/json";
      if (extra.idempotencyKey) headers["idempotency-key"] = extra.idempotencyKey;
      return app.inject({
        method: method as "GET",
        url: qs ? `${url}?${qs}` : url,
        headers,
        ...(req.body !== undefined ? { payload: JSON.stringify(req.body) } : {}),
        remoteAddress: extra.remoteAddress ?? nextAddress(),
      });
    },
  };
}

/** Another store (rival) or an unknown one, wherever the request names its store. */
export function retarget(req: Req, to: "rival" | "nobody"): Req {
  const swap = (o: unknown) => {
    if (!o || typeof o !== "object" || Array.isArray(o)) return o;
    const out: Record<string, unknown> = { ...(o as Record<string, unknown>) };
    if ("company" in out) out.company = to;
    if ("legacy_store_id" in out) out.legacy_store_id = to === "rival" ? 2001 : 999_999;
    return out;
  };
  const query = swap(req.query) as Query | undefined;
  const named = (o: unknown) => !!o && typeof o === "object" && ("company" in o || "legacy_store_id" in o);
  if (!named(req.query) && !named(req.body)) {
    // Paths whose store reference is optional (PUT by id, settings bodies): name the store in the query.
    return { ...req, query: { ...req.query, company: to, store: 1 } };
  }
  return { ...req, query, body: swap(req.body) };
}

/** A body just over the server's limit, and one that is not JSON. */
export const oversized = (limit: number) => `{"pad":"${"x".repeat(limit)}"}`;
