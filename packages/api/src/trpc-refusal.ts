/**
 * tRPC's own answer to a /trpc request refused before tRPC runs (the rate-limit door's 429s, a procedure name still
 * percent-encoded, a prototype key in the JSON): tRPC's `resolveResponse` is handed the refusal as the request's error,
 * so every call of the request, each call of a batch, gets the envelope, status and headers tRPC's adapter would send for
 * it, shaped by the router's error formatter. No part of the wire format is written here.
 */
import type { TRPCError } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";
import type { FastifyRequest } from "fastify";
import { appRouter } from "./root";

/** The headers by which tRPC picks the shape of its answer (a streamed batch, SSE), the only ones it is shown. */
const ANSWER_HEADERS = ["accept", "trpc-accept", "last-event-id"] as const;

/** The request tRPC is shown: its URL and answer headers; no body (a refusal reads no input), so always a GET. */
function refusedRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of ANSWER_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // HEAD would be answered 204 without a body; the refusal is the same as the GET's.
  return new Request(new URL(req.url, "http://refused.invalid"), { method: "GET", headers });
}

/**
 * The answer for `error` refusing the /trpc/:path request `req`: send it with `reply.send` (its status is the error's,
 * e.g. 429 for TOO_MANY_REQUESTS). `pathParam` is the procedure path as Fastify decoded it.
 */
export function trpcRefusal(req: FastifyRequest, pathParam: string, error: TRPCError): Promise<Response> {
  return resolveResponse({
    router: appRouter,
    req: refusedRequest(req),
    // tRPC decodes the path once more: encoded here, it reads back exactly the name Fastify decoded.
    path: encodeURIComponent(pathParam),
    error,
    createContext: async () => {
      throw error;
    },
  });
}
