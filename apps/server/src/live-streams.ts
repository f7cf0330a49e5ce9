/**
 * Live-update streams (tRPC SSE subscriptions: events.onStoreChange, guest.onStatus), served lean (docs/architecture.md#live-updates).
 *
 * tRPC's Fastify adapter answers a subscription through a Fetch Request/Response pair, a web ReadableStream pipeline
 * wrapped into a Node stream, and a ping timer per stream: measured, ~118 kB of server RSS per open stream. Here the
 * same procedures are called (createCaller, so one implementation of who may listen and what is sent) and their
 * events written straight to the socket in tRPC's SSE wire format (packages/api trpc-wire.ts: what
 * httpSubscriptionLink reads), with one ping timer for all streams of the process.
 *
 * Streams never end on their own, so they would keep a shutting-down server open for as long as a staff console or
 * guest page is open: when the server closes they are cut (after it stopped listening, before it waits for in-flight
 * requests); clients reconnect, to another instance behind the balancer.
 */
import type { ServerResponse } from "node:http";
import {
  type AppDeps,
  createCaller,
  createContext,
  SSE_HEADERS,
  SSE_PING_INTERVAL_MS,
  sseEvents,
  subscriptionRequest,
} from "@seatline/api";
import { getTRPCErrorFromUnknown } from "@trpc/server";
import type { FastifyInstance, FastifyRequest } from "fastify";

type Path = "events.onStoreChange" | "guest.onStatus";

/** The open streams of this process, pinged together and cut on close. */
class OpenStreams {
  private readonly open = new Set<ServerResponse>();
  private timer: NodeJS.Timeout | null = null;

  add(res: ServerResponse): void {
    this.open.add(res);
    this.timer ??= setInterval(() => {
      for (const r of this.open) r.write(sseEvents.ping);
    }, SSE_PING_INTERVAL_MS).unref();
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
      // The headers the hooks set (helmet, CORS for CORS_ORIGINS) go out too: the answer is written by hand.
      const headers = { ...reply.getHeaders(), ...SSE_HEADERS };
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, headers as Record<string, string>);
      res.write(sseEvents.connected);
      const ac = new AbortController();
      streams.add(res);
      res.once("close", () => {
        streams.delete(res);
        ac.abort();
      });
      // Not awaited: the handler returns, so nothing keeps Fastify's request and reply alive for the stream's life.
      void pump(path, await open(req, path, ac.signal), res);
    });

  async function open(
    req: FastifyRequest,
    path: Path,
    signal: AbortSignal,
  ): Promise<AsyncIterable<unknown> | { error: unknown; input: unknown }> {
    let input: unknown;
    try {
      const call = subscriptionRequest(req.query);
      input = call.input;
      const ctx = await createContext(deps, {
        authorization: req.headers.authorization,
        streamTicket: call.connectionParams?.ticket,
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
        res.write(sseEvents.message(value));
      }
      if (!res.destroyed) res.end(sseEvents.return);
    } catch (cause) {
      if (res.destroyed) return;
      const error = getTRPCErrorFromUnknown(cause);
      if (error.code === "INTERNAL_SERVER_ERROR")
        app.log.error({ err: error.cause ?? error, path }, "tRPC error");
      res.end(sseEvents.serializedError(error, { path, input }));
    }
  }

  route("events.onStoreChange");
  route("guest.onStatus");
  app.addHook("preClose", async () => streams.cutAll());
  return { openStreams: () => streams.size };
}
