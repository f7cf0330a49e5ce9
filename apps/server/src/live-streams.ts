/**
 * Live-update streams (tRPC SSE subscriptions) never end on their own, so they would keep a shutting-down server
 * open for as long as a staff console or guest page is open. When the server closes they are cut (after it stopped
 * listening, before it waits for in-flight requests); clients reconnect, to another instance behind the balancer.
 */
import type { IncomingMessage } from "node:http";
import { appRouter } from "@seatline/api";
import type { FastifyInstance } from "fastify";

const subscriptions = new Set(
  Object.entries(appRouter._def.procedures)
    .filter(([, p]) => (p as unknown as { _def: { type: string } })._def.type === "subscription")
    .map(([path]) => path),
);

export function endLiveStreamsOnClose(app: FastifyInstance): void {
  const open = new Set<IncomingMessage>();
  app.addHook("onRequest", async (req) => {
    const path = (req.params as { path?: string } | undefined)?.path;
    if (req.routeOptions.url !== "/trpc/:path" || !path || !subscriptions.has(path)) return;
    open.add(req.raw);
    req.raw.once("close", () => open.delete(req.raw));
  });
  app.addHook("preClose", async () => {
    for (const raw of open) raw.socket?.destroy();
    open.clear();
  });
}
