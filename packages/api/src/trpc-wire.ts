/**
 * tRPC's HTTP wire format, server side: what the answers written outside tRPC's own adapter look like (the 429s of
 * the rate-limit door, the lean SSE streams of apps/server live-streams.ts) and how a /trpc request names its calls
 * and inputs. Anything else that needs to know the envelope asks here, so a tRPC upgrade that changes it is met in one
 * place (the contract test, apps/server trpc-wire.contract.int.test.ts, drives the real client against these).
 */
import {
  getErrorShape,
  isTrackedEnvelope,
  type TRPCError,
  type TRPCProcedureType,
  transformTRPCResponse,
} from "@trpc/server";
import { parseConnectionParamsFromString } from "@trpc/server/http";
import { rootConfig } from "./trpc";

/** One query parameter of a Fastify request (`req.query` is untyped). */
function queryParam(query: unknown, name: string): string | undefined {
  const v = query && typeof query === "object" ? (query as Record<string, unknown>)[name] : undefined;
  return typeof v === "string" ? v : undefined;
}

/** `?batch=1`: the path lists several calls, comma-separated, and their inputs are keyed by call index. */
function isBatchCall(query: unknown): boolean {
  return queryParam(query, "batch") === "1";
}

/** The procedure paths of a /trpc/:path request, split as tRPC splits them (only a batch lists several). */
function callPaths(pathParam: string, query: unknown): string[] {
  return isBatchCall(query) ? pathParam.split(",") : [pathParam];
}

/**
 * The raw input of each call, read as tRPC reads it: a GET (or HEAD) carries JSON in `?input=`, anything else a JSON
 * body; a batch's inputs are an object keyed by call index. Throws when `?input=` or the body is not JSON (tRPC refuses
 * those).
 */
export function rawCallInputs(req: {
  method: string;
  query: unknown;
  body: unknown;
}): (index: number) => unknown {
  const fromQuery = req.method === "GET" || req.method === "HEAD";
  const text = fromQuery ? queryParam(req.query, "input") : undefined;
  // /trpc keeps a JSON body as its text (tRPC parses it itself): read it as tRPC will.
  const fromBody = () =>
    typeof req.body === "string" ? (req.body ? JSON.parse(req.body) : undefined) : req.body;
  const inputs: unknown = fromQuery ? (text ? JSON.parse(text) : undefined) : fromBody();
  if (!isBatchCall(req.query)) return () => inputs;
  return (index) =>
    inputs && typeof inputs === "object" ? (inputs as Record<string, unknown>)[String(index)] : undefined;
}

/** The error shape tRPC would send for `error` (through the router's error formatter). */
function errorShape(
  error: TRPCError,
  call: { path: string; type: TRPCProcedureType | "unknown"; input: unknown },
) {
  return getErrorShape({ config: rootConfig, error, ctx: undefined, ...call });
}

/**
 * The body tRPC's adapter answers when `error` fails every call of a /trpc/:path request: the JSON-RPC error
 * envelope, one per call of a batch. For refusals made before tRPC runs (the rate-limit door), sent with the status
 * the error's code maps to (429 for TOO_MANY_REQUESTS), which the client reads along with the body.
 */
export function trpcErrorBody(error: TRPCError, req: { pathParam: string; query: unknown }): unknown {
  const envelope = (path: string) => ({
    error: errorShape(error, { path, type: "unknown", input: undefined }),
  });
  const body = isBatchCall(req.query)
    ? callPaths(req.pathParam, req.query).map(envelope)
    : envelope(req.pathParam);
  return transformTRPCResponse(rootConfig, body);
}

/**
 * SSE timings. The server pings every open stream on this interval; the `connected` event tells the client
 * (httpSubscriptionLink) to reconnect after this long without a ping. The ping must come well within it.
 */
export const SSE_PING_INTERVAL_MS = 10_000;
export const SSE_RECONNECT_AFTER_INACTIVITY_MS = 25_000;

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache, no-transform",
  // nginx would otherwise buffer the stream.
  "X-Accel-Buffering": "no",
  Connection: "keep-alive",
} as const;

/** What a subscription request sends in its URL: connectionParams (JSON, string values) and input (JSON). */
export function subscriptionRequest(query: unknown): {
  connectionParams: Partial<Record<string, string>> | null;
  /** Undefined when `?input=` is missing or not JSON: the procedure's input parser refuses it, naming the field. */
  input: unknown;
} {
  const params = queryParam(query, "connectionParams");
  const text = queryParam(query, "input");
  let input: unknown;
  try {
    input = text === undefined ? undefined : JSON.parse(text);
  } catch {
    input = undefined;
  }
  return {
    // tRPC's own parser: a PARSE_ERROR for anything httpSubscriptionLink would not send.
    connectionParams: params === undefined ? null : parseConnectionParamsFromString(params),
    input,
  };
}

const serialize = (value: unknown) => JSON.stringify(rootConfig.transformer.output.serialize(value));

/** The events of tRPC's SSE stream, as httpSubscriptionLink reads them. */
export const sseEvents = {
  connected: `event: connected\ndata: ${JSON.stringify({ reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS })}\n\n`,
  ping: "event: ping\ndata: \n\n",
  /** The procedure's iterator ended: the client completes the subscription and does not reconnect. */
  return: "event: return\ndata: \n\n",
  /** One yielded value; a `tracked(id, data)` one carries its id (sent back as lastEventId on reconnect). */
  message(value: unknown): string {
    return isTrackedEnvelope(value)
      ? `id: ${value[0]}\ndata: ${serialize(value[1])}\n\n`
      : `data: ${serialize(value)}\n\n`;
  },
  /**
   * The stream failed: the client gets a TRPCClientError of this shape and ends the subscription (on tRPC's retryable
   * codes, INTERNAL_SERVER_ERROR and the 502/503/504 ones, EventSource reconnects instead).
   */
  serializedError(error: TRPCError, call: { path: string; input: unknown }): string {
    const shape = errorShape(error, { ...call, type: "subscription" });
    return `event: serialized-error\ndata: ${serialize(shape)}\n\n`;
  },
};
