import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import { repoRoot } from "@seatline/db";
import {
  BOOKING_PAGE_ROOT,
  REMOTE_JOIN_ROOT as GUEST_JOIN_ROOT,
  STATUS_PAGE_ROOT as GUEST_STATUS_ROOT,
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
  "_guest",
]);

const distOf = (app: string) => resolve(repoRoot, "apps", app, "dist");

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
export async function serveApps(app: FastifyInstance): Promise<ServedApps> {
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
      setHeaders: (res, path) => {
        res.setHeader(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
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
  // Read per request (a few hundred bytes), so a rebuilt public app is picked up like the others.
  const sendPublicIndex = async (reply: FastifyReply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(withPublicBase(await readFile(resolve(distOf("public"), "index.html"), "utf8")));

  // The status page is a capability link: keep its token out of Referer headers and search engines.
  const sendGuestIndex = (reply: FastifyReply) =>
    served.guest
      ? reply
          .header("referrer-policy", "no-referrer")
          .header("x-robots-tag", "noindex")
          .type("text/html")
          .header("cache-control", "no-cache")
          .sendFile("index.html", distOf("guest"))
      : null;

  // A static mount answers its own directory with 403: serve the app's index there instead.
  const hidden = { schema: { hide: true } as object };
  if (served.kiosk) app.get("/", hidden, (_req, reply) => sendIndex(reply, "kiosk"));
  if (served.staff) app.get("/staff/", hidden, (_req, reply) => sendIndex(reply, "staff"));

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split("?")[0] ?? "/";
    const parts = path.split("/").filter(Boolean);
    const root = parts[0] ?? "";
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
    if (req.method === "GET" && !looksLikeFile) {
      if (root === "staff") return sendIndex(reply, "staff") ?? notFound(reply);
      if (root === "" || root === "login" || root === "app")
        return sendIndex(reply, "kiosk") ?? notFound(reply);
      // The guest pages: /w/{token} (status), /r/{token} (booking) and /join/{company}/{store} (remote join).
      const guestPage =
        (root === GUEST_STATUS_ROOT && parts.length === 2) ||
        (root === BOOKING_PAGE_ROOT && parts.length === 2) ||
        (root === GUEST_JOIN_ROOT && parts.length === 3);
      if (guestPage) return sendGuestIndex(reply) ?? notFound(reply);
      if (!reservedRoots.has(root) && parts.length >= 2 && parts.length <= 3) {
        return served.public ? sendPublicIndex(reply) : notFound(reply);
      }
    }
    return notFound(reply);
  });
  return served;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ detail: "Not found.", status: 404 });
}
