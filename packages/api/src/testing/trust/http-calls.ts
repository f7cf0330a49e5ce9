/** Calls to /trpc and /api through Fastify's inject, answering status and raw body text. */
import type { FastifyInstance } from "fastify";

export interface Reply {
  status: number;
  body: string;
}

export type ProcedureType = "query" | "mutation" | "subscription";

const authHeader = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** A tRPC procedure over HTTP (no batching): queries as GET ?input=, mutations as POST with a JSON body. */
export async function callTrpc(
  app: FastifyInstance,
  path: string,
  type: ProcedureType,
  input: unknown,
  opts: { token?: string; rawInput?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const encoded = opts.rawInput ?? (input === undefined ? undefined : JSON.stringify(input));
  const headers = { ...authHeader(opts.token), ...opts.headers };
  const res =
    type === "query"
      ? await app.inject({
          method: "GET",
          url: `/trpc/${path}${encoded === undefined ? "" : `?input=${encodeURIComponent(encoded)}`}`,
          headers,
        })
      : await app.inject({
          method: "POST",
          url: `/trpc/${path}`,
          headers: { "content-type": "application/json", ...headers },
          payload: encoded,
        });
  return { status: res.statusCode, body: res.body };
}

export interface RestCall {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The route's URL with any :id filled in. */
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Sent as is (malformed JSON, oversized bodies). */
  rawBody?: string;
  contentType?: string;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) {
      params.append(k, typeof one === "string" ? one : JSON.stringify(one));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** A legacy /api path as a legacy client calls it (`Authorization: Token <key>`). */
export async function callRest(app: FastifyInstance, call: RestCall, token?: string): Promise<Reply> {
  const payload = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  const headers: Record<string, string> = token ? { authorization: `Token ${token}` } : {};
  if (payload !== undefined) headers["content-type"] = call.contentType ?? "application/json";
  const res = await app.inject({
    method: call.method,
    url: `${call.url}${queryString(call.query)}`,
    headers,
    payload,
  });
  return { status: res.statusCode, body: res.body };
}

/** The route URL with its :id parameter filled. */
export const withId = (url: string, id: number | string) => url.replace(":id", String(id));
