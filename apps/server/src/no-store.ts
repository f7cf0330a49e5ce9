import type { FastifyInstance } from "fastify";
import { isAppFileRequest } from "./static-apps";

/**
 * Nothing the server answers is kept by a browser's or a proxy's cache, except the apps' own files and pages
 * (static-apps.ts sets theirs: hashed assets a year, index.html revalidated). A shared tablet's browser kept the line's
 * tRPC answers (guests' names, phones, notes) in its disk cache after Sign Out, readable there and by
 * `fetch(…, { cache: "only-if-cached" })` with no token (SECURITY.md, findings, 30). So every other answer says
 * `no-store`: tRPC queries by GET, mutations, batches and event streams, the legacy /api paths, the guest pages'
 * data, webhooks, health checks, refusals and 404s. No read of the API is meant for a CDN: the public page on a CDN
 * is the page's static files, its reads go to this server (docs/operations.md).
 */
export function keepAnswersOutOfCaches(app: FastifyInstance): void {
  app.addHook("onSend", (req, reply, payload, done) => {
    if (isAppFileRequest(req.method, req.url) && reply.hasHeader("cache-control")) return done(null, payload);
    reply.header("cache-control", "no-store");
    // tRPC answers with a Response whose own headers Fastify copies over the reply's after this hook; its event
    // streams say "no-cache, no-transform" (stored, then revalidated). no-transform stays: proxies must not buffer
    // or compress a stream.
    if (payload instanceof Response) {
      const own = payload.headers.get("cache-control");
      if (own)
        payload.headers.set(
          "cache-control",
          /no-transform/.test(own) ? "no-store, no-transform" : "no-store",
        );
    }
    done(null, payload);
  });
}
