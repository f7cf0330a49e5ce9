/**
 * tRPC over Fastify, with plain calls answered without the Fetch API.
 *
 * tRPC's Fastify adapter turns every request into a Fetch `Request` (a `URL`, a `Headers` copy, an `AbortSignal`
 * pair) and its answer into a Fetch `Response` whose body Fastify pumps through a web stream into the socket: measured,
 * about an eighth of a join's server CPU, plus the streams and garbage behind it. The calls the apps make almost all
 * the time are plain: one query by GET or one mutation by POST with a JSON body (httpLink; queries go through
 * httpBatchLink, which sends a lone query unbatched too). Those are answered here by the same steps tRPC's
 * `resolveResponse` takes for them, with tRPC's own pieces (the procedure lookup, the procedure call with its input
 * parsers and middlewares, `getErrorShape` through the router's error formatter, `transformTRPCResponse`,
 * `getHTTPStatusCode`), the same createContext and onError, and the body written by Fastify in one piece. Everything
 * else (batches, subscriptions, HEAD, other methods and content types, `?batch`/`?connectionParams`, a streaming
 * accept header, percent-encoded paths, a body with a byte-order mark) goes to tRPC's own handler unchanged.
 *
 * The answer is tRPC's, byte for byte: status, body, `content-type: application/json` and `vary: trpc-accept,
 * accept` (apps/server trpc-plain-calls.contract.int.test.ts compares the two for each kind of call). The one
 * difference is the framing: the body is sent with a content-length instead of chunked.
 *
 * Kept in step with @trpc/server's resolveResponse (http/resolveResponse.ts) and its JSON content type handler
 * (http/contentType.ts); the contract test fails when an upgrade changes what those answer.
 */
import type { AnyTRPCProcedure } from "@trpc/server";
import { getErrorShape, getTRPCErrorFromUnknown, TRPCError, transformTRPCResponse } from "@trpc/server";
import { type FastifyTRPCPluginOptions, fastifyRequestHandler } from "@trpc/server/adapters/fastify";
import { getHTTPStatusCode } from "@trpc/server/http";
import {
  getProcedureAtPath,
  isAsyncIterable,
  isObject,
  isPromise,
  type TRPCRequestInfo,
} from "@trpc/server/unstable-core-do-not-import";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "./context";
import type { AppRouter } from "./root";

/** tRPC's own options (the router, createContext, onError); no responseMeta, which answerPlainCall does not apply. */
type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>["trpcOptions"] & { responseMeta?: never };

/** What a plain call carries: its procedure path and the JSON text of its input (undefined: none sent). */
interface PlainCall {
  path: string;
  method: "GET" | "POST";
  inputText: string | undefined;
}

/** The media type of a content-type header, as tRPC compares it (case-insensitive, parameters dropped). */
function mediaType(header: string): string | undefined {
  return header.toLowerCase().split(";", 1)[0]?.trim();
}

/**
 * The request as a plain call, or null for anything tRPC's own handler must answer. Conservative: when in doubt,
 * null (tRPC's handler answers every request correctly, only more slowly).
 */
function plainCallOf(req: FastifyRequest, path: string): PlainCall | null {
  const method = req.method;
  if (method !== "GET" && method !== "POST") return null;
  // tRPC decodes the path once more (Fastify already did); without a '%' that changes nothing.
  if (path.includes("%")) return null;
  const headers = req.headers;
  // A streaming (jsonl) accept header makes a lone call an error in tRPC's handler; leave it to it.
  if (headers["trpc-accept"] !== undefined) return null;
  if (headers.accept?.includes("jsonl")) return null;
  const contentType = headers["content-type"];
  let inputText: string | undefined;
  const url = req.url;
  const q = url.indexOf("?");
  if (q !== -1 && url.includes("#")) return null;
  // Read the query string as tRPC reads it (URLSearchParams), not as Fastify's parser does.
  const search = q === -1 ? null : new URLSearchParams(url.slice(q + 1));
  if (search && (search.has("batch") || search.has("connectionParams"))) return null;
  if (method === "GET") {
    // Without a content type tRPC reads a GET as JSON; with one, it may refuse it (multipart): its handler answers.
    if (contentType !== undefined) return null;
    inputText = search?.get("input") || undefined;
  } else {
    if (contentType === undefined || mediaType(contentType) !== "application/json") return null;
    // The JSON parser of this plugin leaves the body as text; tRPC's Request.json() would drop a leading BOM.
    const body = req.body;
    if (typeof body !== "string" || body.charCodeAt(0) === 0xfeff) return null;
    inputText = body;
  }
  return { path, method, inputText };
}

const ACCEPTED_METHOD = { query: "GET", mutation: "POST" } as const;

/** resolveResponse's isDataStream: a stream-like answer is refused outside httpBatchStreamLink. */
function isDataStream(v: unknown): boolean {
  if (!isObject(v)) return false;
  if (isAsyncIterable(v)) return true;
  return Object.values(v).some(isPromise) || Object.values(v).some(isAsyncIterable);
}

/**
 * Answers one plain call as tRPC's resolveResponse answers a non-batched query or mutation. Never throws: every
 * failure becomes tRPC's error answer, as there.
 */
async function answerPlainCall(
  opts: TrpcOptions,
  req: FastifyRequest,
  reply: FastifyReply,
  call: PlainCall,
  procedure: AnyTRPCProcedure | null,
): Promise<void> {
  const { router } = opts;
  const config = router._def._config;
  const { path, method } = call;
  const type = procedure ? (procedure._def.type as "query" | "mutation") : "unknown";

  // The input, parsed on first read and kept (tRPC's memo): a JSON error is BAD_REQUEST with the parser's message.
  let input: { value: unknown } | undefined;
  let reading: Promise<unknown> | undefined;
  const readInput = async (): Promise<unknown> => {
    const inputs = call.inputText === undefined ? undefined : JSON.parse(call.inputText);
    return inputs === undefined ? undefined : config.transformer.input.deserialize(inputs);
  };
  const getRawInput = async (): Promise<unknown> => {
    if (input) return input.value;
    reading ??= readInput().catch((cause: unknown) => {
      if (cause instanceof TRPCError) throw cause;
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: cause instanceof Error ? cause.message : "Invalid input",
        cause,
      });
    });
    const value = await reading;
    input = { value };
    reading = undefined;
    return value;
  };
  const inputSoFar = () => input?.value;

  // The request's signal, as tRPC's adapter makes it: aborted when the client goes before the answer is sent.
  const abort = new AbortController();
  const raw = reply.raw;
  const onClose = () => {
    req.raw.off("aborted", onClose);
    raw.off("close", onClose);
    if (!raw.writableEnded) abort.abort();
  };
  raw.once("close", onClose);
  req.raw.once("aborted", onClose);

  const info: TRPCRequestInfo = {
    isBatchCall: false,
    accept: null,
    calls: [{ batchIndex: 0, path, procedure, getRawInput, result: inputSoFar }],
    type,
    connectionParams: null,
    signal: abort.signal,
    // Not built (a URL per request): createContext (http.ts) does not read it.
    url: null,
  };

  let ctx: { ok: true; value: Context } | { ok: false; error: TRPCError } | undefined;
  const ctxOrUndefined = () => (ctx?.ok ? ctx.value : undefined);
  const onError = (error: TRPCError, at: { path: string | undefined; input: unknown }) =>
    opts.onError?.({ error, ...at, ctx: ctxOrUndefined(), type, req });

  let status: number;
  let body: string;
  try {
    let created: typeof ctx;
    try {
      created = { ok: true, value: await opts.createContext({ req, res: reply, info }) };
    } catch (cause) {
      created = { ok: false, error: getTRPCErrorFromUnknown(cause) };
    }
    ctx = created;

    let error: TRPCError | undefined;
    let data: unknown;
    try {
      if (!procedure) {
        throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${path}"` });
      }
      if (ACCEPTED_METHOD[type as "query" | "mutation"] !== method) {
        throw new TRPCError({
          code: "METHOD_NOT_SUPPORTED",
          message: `Unsupported ${method}-request to ${type} procedure at path "${path}"`,
        });
      }
      if (!created.ok) throw created.error;
      data = await procedure({
        path,
        getRawInput,
        ctx: created.value,
        type: type as "query" | "mutation",
        signal: abort.signal,
        batchIndex: 0,
      });
    } catch (cause) {
      error = getTRPCErrorFromUnknown(cause);
      onError(error, { path, input: inputSoFar() });
    }

    if (!error && isDataStream(data)) {
      throw new TRPCError({
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
      });
    }
    const res = error
      ? {
          error: getErrorShape({
            config,
            ctx: ctxOrUndefined(),
            error,
            input: inputSoFar(),
            path,
            type,
          }),
        }
      : { result: { data } };
    status = getHTTPStatusCode([res]);
    body = JSON.stringify(transformTRPCResponse(config, res));
  } catch (cause) {
    // resolveResponse's last resort: the error answered for the whole request (no path, no input).
    const error = getTRPCErrorFromUnknown(cause);
    onError(error, { path: undefined, input: undefined });
    const res = {
      error: getErrorShape({ config, ctx: ctxOrUndefined(), error, input: undefined, path: undefined, type }),
    };
    status = getHTTPStatusCode(res);
    body = JSON.stringify(transformTRPCResponse(config, res));
  }

  // tRPC's two headers, as its Response carries them. A Buffer, so Fastify adds no charset to the content type.
  reply.status(status).header("content-type", "application/json").header("vary", "trpc-accept, accept");
  reply.send(Buffer.from(body));
}

/**
 * Mounts `/:path` under the plugin's prefix as tRPC's fastifyTRPCPlugin does (the same body parsers: JSON kept as
 * text, multipart passed through), answering plain calls here and every other request with tRPC's own handler.
 */
export const trpcPlugin: FastifyPluginCallback<{ trpcOptions: TrpcOptions }> = (app, opts, done) => {
  const trpcOptions = opts.trpcOptions;
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, parsed) =>
    parsed(null, body),
  );
  app.removeContentTypeParser("multipart/form-data");
  app.addContentTypeParser("multipart/form-data", {}, (_req, body, parsed) => parsed(null, body));

  app.all<{ Params: { path: string } }>("/:path", async (req, reply) => {
    const path = req.params.path;
    const call = plainCallOf(req, path);
    if (call) {
      const procedure = await getProcedureAtPath(trpcOptions.router, path);
      const procType = procedure?._def.type;
      if (procType !== "subscription") return answerPlainCall(trpcOptions, req, reply, call, procedure);
    }
    await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path });
  });
  done();
};
