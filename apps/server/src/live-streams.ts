/**
 * Live-update streams (tRPC SSE subscriptions: events.onStoreChange, guest.onStatus), served lean (docs/architecture.md#live-updates).
 *
 * tRPC's Fastify adapter answers a subscription through a Fetch Request/Response pair, a web ReadableStream pipeline
 * wrapped into a Node stream, and a ping timer per stream: measured, ~118 kB of server RSS per open stream. Here the
 * same procedures are called (createCaller, so one implementation of who may listen and what is sent) and their
 * events written straight to the socket in tRPC's SSE wire format (what httpSubscriptionLink reads: `connected`,
 * `id:`/`data:` messages, `ping`, `serialized-error`, `return`), with one ping timer for all streams of the process.
 *
 * Streams never end on their own, so they would keep a shutting-down server open for as long as a staff console or
 * guest page is open: when the server closes they are cut (after it stopped listening, before it waits for in-flight
 * requests); clients reconnect, to another instance behind the balancer.
 */
import type { ServerResponse } from "node:http";
import { type AppDeps, appRouter, createCaller, createContext } from "@seatline/api";
import { getErrorShape, getTRPCErrorFromUnknown, isTrackedEnvelope } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** What the client is told on connect (tRPC's sse.client options): reconnect when no ping came for 25 s. */
const CLIENT_OPTIONS = JSON.stringify({ reconnectAfterInactivityMs: 25_000 });
export const PING_INTERVAL_MS = 10_000;
const PING = "event: ping\ndata: \n\n";
const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  Connection: "keep-alive",
};

type Path = "events.onStoreChange" | "guest.onStatus";

function parseJson(raw: unknown): unknown {
  if (typeof raw !== "string") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The open streams of this process, pinged together and cut on close. */
class OpenStreams {
  private readonly open = new Set<ServerResponse>();
  private timer: NodeJS.Timeout | null = null;

  add(res: ServerResponse): void {
    this.open.add(res);
    this.timer ??= setInterval(() => {
      for (const r of this.open) r.write(PING);
    }, PING_INTERVAL_MS).unref();
  }

  delete(res: ServerResponse): void {
    this.open.delete(res);
    if (this.open.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  get size(): number {
    return this.open.size;
  }

  cutAll(): void {
    for (const r of this.open) r.socket?.destroy();
    this.open.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** Serves the subscription paths of /trpc; answers the count of open streams (tests, bench). */
export function serveLiveStreams(app: FastifyInstance, deps: AppDeps): { openStreams(): number } {
  const streams = new OpenStreams();
  const route = (path: Path) =>
    // Fastify's per-request "incoming request"/"request completed" lines are left out for these long-lived requests
    // (measured: ~40 kB of RSS per open stream); failures are still logged.
    app.get(`/trpc/${path}`, { logLevel: "warn" }, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const connectionParams = parseJson(query.connectionParams) as { ticket?: unknown } | undefined;
      const input = parseJson(query.input);
      // The headers the hooks set (helmet, CORS for CORS_ORIGINS) go out too: the answer is written by hand.
      const headers = { ...reply.getHeaders(), ...SSE_HEADERS };
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, headers as Record<string, string>);
      res.write(`event: connected\ndata: ${CLIENT_OPTIONS}\n\n`);
      const ac = new AbortController();
      streams.add(res);
      res.once("close", () => {
        streams.delete(res);
        ac.abort();
      });
      // Not awaited: the handler returns, so nothing keeps Fastify's request and reply alive for the stream's life.
      void pump(path, await open(req, path, connectionParams?.ticket, input, ac.signal), res);
    });

  async function open(
    req: FastifyRequest,
    path: Path,
    ticket: unknown,
    input: unknown,
    signal: AbortSignal,
  ): Promise<AsyncIterable<unknown> | { error: unknown; input: unknown }> {
    try {
      const ctx = await createContext(deps, {
        authorization: req.headers.authorization,
        streamTicket: ticket,
        ip: req.ip,
      });
      const caller = createCaller(ctx, { signal });
      return path === "events.onStoreChange"
        ? await caller.events.onStoreChange()
        : await caller.guest.onStatus(input as { token: string });
    } catch (error) {
      return { error, input };
    }
  }

  /** Writes the stream's events until it ends, fails or the client goes; holds no request object meanwhile. */
  async function pump(
    path: Path,
    opened: AsyncIterable<unknown> | { error: unknown; input: unknown },
    res: ServerResponse,
  ): Promise<void> {
    let input: unknown;
    try {
      if ("error" in opened) {
        input = opened.input;
        throw opened.error;
      }
      for await (const value of opened) {
        if (res.destroyed) break;
        res.write(
          isTrackedEnvelope(value)
            ? `id: ${value[0]}\ndata: ${JSON.stringify(value[1])}\n\n`
            : `data: ${JSON.stringify(value)}\n\n`,
        );
      }
      if (!res.destroyed) res.end("event: return\ndata: \n\n");
    } catch (cause) {
      if (res.destroyed) return;
      const error = getTRPCErrorFromUnknown(cause);
      if (error.code === "INTERNAL_SERVER_ERROR")
        app.log.error({ err: error.cause ?? error, path }, "tRPC error");
      const shape = getErrorShape({
        config: appRouter._def._config,
        error,
        type: "subscription",
        path,
        input,
        ctx: undefined,
      });
      res.end(`event: serialized-error\ndata: ${JSON.stringify(shape)}\n\n`);
    }
  }

  route("events.onStoreChange");
  route("guest.onStatus");
  app.addHook("preClose", async () => streams.cutAll());
  return { openStreams: () => streams.size };
}
