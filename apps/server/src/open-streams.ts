/**
 * Live-update streams (tRPC subscriptions over SSE, answered by tRPC's own adapter: docs/architecture.md#live-updates)
 * never end on their own, so they would keep a stopping server open for as long as a staff console or guest page is
 * open: Fastify's close waits for every request in flight. When the server closes they are cut; EventSource
 * reconnects, to another instance behind the balancer. A stream that begins while the server is closing is cut as it
 * begins.
 */
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

/** Whether an answer is an SSE stream: tRPC's adapter sends a Fetch Response with its event-stream content type. */
function isEventStream(payload: unknown): boolean {
  return payload instanceof Response && payload.headers.get("content-type") === "text/event-stream";
}

/** Cuts the open streams when `app` closes. */
export function cutStreamsOnClose(app: FastifyInstance): void {
  const open = new Set<ServerResponse>();
  let closing = false;
  app.addHook("onSend", (_req, reply, payload, done) => {
    if (isEventStream(payload)) {
      const res = reply.raw;
      if (closing) res.socket?.destroy();
      else {
        open.add(res);
        res.once("close", () => open.delete(res));
      }
    }
    done(null, payload);
  });
  app.addHook("preClose", async () => {
    closing = true;
    for (const res of open) res.socket?.destroy();
    open.clear();
  });
}
