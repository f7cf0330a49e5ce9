import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { repoRoot } from "@seatline/db";
import {
  BOOKING_PAGE_ROOT,
  REMOTE_JOIN_ROOT as GUEST_JOIN_ROOT,
  STATUS_PAGE_ROOT as GUEST_STATUS_ROOT,
  NOTIFY_PAGE_ROOT,
} from "@seatline/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Paths that never reach an app's SPA fallback (docs/architecture.md#tenancy-and-time: reserved slugs). */
const reservedRoots = new Set([
  "api",
  "trpc",
  "healthz",
  "readyz",
  "assets",
  "_public",
  "staff",
  GUEST_STATUS_ROOT,
  GUEST_JOIN_ROOT,
  BOOKING_PAGE_ROOT,
  NOTIFY_PAGE_ROOT,
  "_guest",
  // Booking e-mails' unsubscribe links (@seatline/api UNSUBSCRIBE_ROOT), answered by their own route.
  "u",
]);

const defaultDistOf = (app: string) => resolve(repoRoot, "apps", app, "dist");

/** First path segments that are the API, never an app's files or pages (their requests stay logged at info). */
const apiRoots = new Set(["api", "trpc", "webhooks", "healthz", "readyz"]);

/**
 * A request for an app's file or page (GET/HEAD outside the API): logged at debug, not info, since one page load
 * asks for a dozen files (request-log.ts).
 */
export function isAppFileRequest(method: string, url: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const root = url.split("?")[0]?.split("/")[1] ?? "";
  return !apiRoots.has(root);
}

/** Text files the apps' builds write .br and .gz copies of (packages/ui/src/precompress.ts). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)(?:\.br|\.gz)?$/i;

/**
 * Cache headers of a built file: hashed files under assets/ never change under their name, so browsers and CDNs
 * keep them a year without asking; everything else (index.html, the service worker, icons) is revalidated on
 * every use. Text files come in up to three encodings, so caches must key them on Accept-Encoding.
 */
export function fileHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {
    "cache-control": /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
  };
  if (COMPRESSIBLE.test(path)) headers.vary = "Accept-Encoding";
  return headers;
}

/**
 * The encoding to answer with, from what the client accepts: brotli before gzip, none when it accepts neither
 * (or refuses both with q=0). "*" stands for both.
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

export interface ServedApps {
  kiosk: boolean;
  staff: boolean;
  public: boolean;
  guest: boolean;
}

/** Where the guest pages' files are served (vite base); their index.html answers /w/{token} and /join/{c}/{s}. */
export const GUEST_ASSETS_PREFIX = "/_guest/";

/** Where the public page's files are served; its index.html is answered at /{company}/{store}/{code?}. */
export const PUBLIC_ASSETS_PREFIX = "/_public/";

/**
 * The public page is built with relative asset URLs (vite base "./") so that the same dist/ works from any CDN
 * folder. Served here at a deep path such as /demo/downtown/VIP, "./assets/x.js" would resolve under
 * /demo/downtown/, so its index.html gets a <base href="/_public/">: every relative URL in the document then
 * resolves to the one place the files are (lazy chunks resolve against their importer, so they follow).
 */
export function withPublicBase(html: string): string {
  return html.replace(/<head[^>]*>/i, (head) => `${head}\n    <base href="${PUBLIC_ASSETS_PREFIX}" />`);
}

/**
 * One-port mode: the kiosk at / (/, /login, /app/*), staff at /staff/*, the public page at
 * /{company}/{store}/{code?} (its files under /_public/, see withPublicBase), the guest pages at /w/{token} and
 * /join/{company}/{store} (files under /_guest/). Unknown asset paths get 404, not index.html.
 */
export async function serveApps(
  app: FastifyInstance,
  opts: {
    /** Where an app's built files are (tests point it at a folder of their own). */
    distOf?: (app: keyof ServedApps) => string;
  } = {},
): Promise<ServedApps> {
  const distOf = opts.distOf ?? defaultDistOf;
  const served: ServedApps = {
    kiosk: existsSync(resolve(distOf("kiosk"), "index.html")),
    staff: existsSync(resolve(distOf("staff"), "index.html")),
    public: existsSync(resolve(distOf("public"), "index.html")),
    guest: existsSync(resolve(distOf("guest"), "index.html")),
  };
  let decorate = true;
  const mount = async (name: keyof ServedApps, prefix: string) => {
    if (!served[name]) return;
    await app.register(fastifyStatic, {
      root: distOf(name),
      prefix,
      decorateReply: decorate,
      wildcard: true,
      index: false,
      cacheControl: false,
      // The .br / .gz copies the build wrote, by the client's Accept-Encoding; the file itself when it accepts
      // neither or a copy is missing (also for reply.sendFile of an index.html).
      preCompressed: true,
      setHeaders: (res, path) => {
        for (const [name, value] of Object.entries(fileHeaders(path))) res.setHeader(name, value);
      },
    });
    decorate = false;
  };
  await mount("kiosk", "/");
  await mount("staff", "/staff/");
  await mount("public", PUBLIC_ASSETS_PREFIX);
  await mount("guest", GUEST_ASSETS_PREFIX);

  const sendIndex = (reply: FastifyReply, name: keyof ServedApps) =>
    served[name]
      ? reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html", distOf(name))
      : null;
  // Checked per request (a stat), so a rebuilt public app is picked up like the others; its compressed forms are
  // made once per build (about a kilobyte, under a millisecond).
  const publicIndex = { mtimeMs: -1, raw: Buffer.alloc(0), br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
  const sendPublicIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const file = resolve(distOf("public"), "index.html");
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== publicIndex.mtimeMs) {
      const raw = Buffer.from(withPublicBase(await readFile(file, "utf8")));
      Object.assign(publicIndex, { mtimeMs, raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) });
    }
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "Accept-Encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding ? publicIndex[encoding] : publicIndex.raw);
  };

  // The status and booking pages are capability links: keep their tokens out of Referer headers, search engines
  // and browser caches (a cached page is stored under its address, the token; SECURITY.md, findings, 30). The remote
  // join page is the store's own public page and may be indexed.
  const sendGuestIndex = (reply: FastifyReply, indexable: boolean) => {
    if (!served.guest) return null;
    if (!indexable) reply.header("x-robots-tag", "noindex");
    return reply
      .header("referrer-policy", "no-referrer")
      .type("text/html")
      .header("cache-control", indexable ? "no-cache" : "no-store")
      .sendFile("index.html", distOf("guest"));
  };

  // A static mount answers its own directory with 403: serve the app's index there instead.
  const hidden = { schema: { hide: true } as object };
  if (served.kiosk) app.get("/", hidden, (_req, reply) => sendIndex(reply, "kiosk"));
  if (served.staff) app.get("/staff/", hidden, (_req, reply) => sendIndex(reply, "staff"));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split("?")[0] ?? "/";
    const parts = path.split("/").filter(Boolean);
    const root = parts[0] ?? "";
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
    if ((req.method === "GET" || req.method === "HEAD") && !looksLikeFile) {
      if (root === "staff") return sendIndex(reply, "staff") ?? notFound(reply);
      if (root === "" || root === "login" || root === "app")
        return sendIndex(reply, "kiosk") ?? notFound(reply);
      // The guest pages: /w/{token} (status), /r/{token} (booking) and /join/{company}/{store} (remote join).
      const linkPage =
        (root === GUEST_STATUS_ROOT && parts.length === 2) ||
        (root === BOOKING_PAGE_ROOT && parts.length === 2) ||
        // The notify list's own page: /n/{token}.
        (root === NOTIFY_PAGE_ROOT && parts.length === 2);
      if (linkPage) return sendGuestIndex(reply, false) ?? notFound(reply);
      if (root === GUEST_JOIN_ROOT && parts.length === 3)
        return sendGuestIndex(reply, true) ?? notFound(reply);
      if (!reservedRoots.has(root) && parts.length >= 2 && parts.length <= 3) {
        return served.public ? sendPublicIndex(req, reply) : notFound(reply);
      }
    }
    return notFound(reply);
  });
  return served;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ detail: "Not found.", status: 404 });
}
