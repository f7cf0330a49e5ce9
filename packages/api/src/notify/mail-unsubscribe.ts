/**
 * Unsubscribe links (docs/product.md#booking-e-mails): every booking e-mail carries /u/{token}, in its footer and as
 * List-Unsubscribe. The token is 192 random bits made when the e-mail is sent; only its SHA-256 is kept, naming the
 * store and the address (by its hash), so a link unsubscribes only the address it was sent to, from that store, and
 * nobody can make one for an address they do not receive mail at. Opening it (GET) only asks: mail scanners and link
 * previews fetch every link of an e-mail, so a GET must change nothing. A POST (the page's button, or the one-click
 * POST of RFC 8058 that mail apps send) puts the address on the store's list at once: nothing more is queued to it,
 * and what is queued is skipped by the dispatcher.
 */
import { createHash, randomBytes } from "node:crypto";
import { unsubscribeByLink, unsubscribeLinkView } from "@seatline/db";
import { type GuestLanguage, isGuestLanguage, msg, translate } from "@seatline/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../deps";
import { escapeHtml } from "./booking-email-content";

/** The first path segment of unsubscribe links (a reserved root: no company slug may take it). */
export const UNSUBSCRIBE_ROOT = "u";
export const UNSUBSCRIBE_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export function hashUnsubscribeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new unsubscribe link: its URL (for the e-mail) and the hash its row keeps. */
export function newUnsubscribeLink(publicUrl: string): { url: string; tokenHash: string } {
  const token = randomBytes(24).toString("base64url");
  return {
    url: `${publicUrl.replace(/\/+$/, "")}/${UNSUBSCRIBE_ROOT}/${token}`,
    tokenHash: hashUnsubscribeToken(token),
  };
}

/** The page's words in the address's booking language (docs/product.md#languages: catalog-es-texts.ts has the Spanish). */
function pageWords(language: GuestLanguage) {
  const say = (message: string, store = "") => translate(language, message, { store });
  return {
    ask: (store: string) => say(msg("Stop booking e-mails from {store} to this address?"), store),
    button: say(msg("Unsubscribe")),
    doneTitle: say(msg("You are unsubscribed")),
    done: (store: string) => say(msg("{store} will send no more e-mails to this address."), store),
    texts: say(msg("Texts about a booking are not changed: reply STOP to a text to stop those.")),
  };
}

/** A stored language as the page speaks it: a guest language Seatline speaks, else English. */
const pageLanguage = (stored: unknown): GuestLanguage => (isGuestLanguage(stored) ? stored : "en");

// An unknown link says nothing of whose it might be, so its page is in English.
const BAD_TITLE = "This link is not valid";
const BAD = "This unsubscribe link is not valid. Please use the link from your latest e-mail.";

interface Page {
  lang: GuestLanguage;
  title: string;
  lines: string[];
  /** The button's words: a form that POSTs to this same URL. */
  button?: string;
}

function page(reply: FastifyReply, status: number, p: Page) {
  // No action: the form posts to the URL the page was opened at, whatever origin or prefix a proxy gave it.
  const form = p.button
    ? `<form method="post" style="margin:16px 0 0"><button type="submit" style="display:block;width:100%;min-height:44px;padding:10px 16px;font-size:16px;font-weight:bold;color:#fff;background:#18181b;border:0;border-radius:6px;cursor:pointer">${escapeHtml(p.button)}</button></form>\n`
    : "";
  const body = `<!doctype html>
<html lang="${p.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(p.title)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#18181b;background:#f4f4f5">
<main style="box-sizing:border-box;max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;overflow-wrap:anywhere">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(p.title)}</h1>
${p.lines.map((l) => `<p style="font-size:16px;line-height:1.4;margin:0 0 8px">${escapeHtml(l)}</p>`).join("\n")}
${form}</main>
</body>
</html>
`;
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(body);
}

const notFound = (reply: FastifyReply) => page(reply, 404, { lang: "en", title: BAD_TITLE, lines: [BAD] });

/** The stored hash of a well-formed token; null for anything else (never looked up). */
const tokenHash = (token: string) => (UNSUBSCRIBE_TOKEN_RE.test(token) ? hashUnsubscribeToken(token) : null);

/**
 * GET /u/{token}: a page that asks, changing nothing. POST /u/{token}: the address is unsubscribed from the store at
 * once; a page says so. An unknown or malformed token: a 404 page.
 */
export async function mailUnsubscribeRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const { deps } = opts;
  // The one-click POST's body (List-Unsubscribe=One-Click) and the page's empty form say nothing the link does not:
  // read and ignored.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string" }, (_req, _body, done) => done(null, null));
  }
  const schema = { schema: { hide: true } as object };
  app.get<{ Params: { token: string } }>(`/${UNSUBSCRIBE_ROOT}/:token`, schema, async (req, reply) => {
    const hash = tokenHash(req.params.token);
    const link = hash ? await unsubscribeLinkView(deps.db, hash) : null;
    if (!link) return notFound(reply);
    const lang = pageLanguage(link.language);
    const w = pageWords(lang);
    return page(reply, 200, {
      lang,
      title: link.storeName,
      lines: [w.ask(link.storeName)],
      button: w.button,
    });
  });
  app.post<{ Params: { token: string } }>(`/${UNSUBSCRIBE_ROOT}/:token`, schema, async (req, reply) => {
    const hash = tokenHash(req.params.token);
    const done = hash ? await unsubscribeByLink(deps.db, hash, deps.clock.now()) : null;
    if (!done) return notFound(reply);
    const lang = pageLanguage(done.language);
    const w = pageWords(lang);
    return page(reply, 200, { lang, title: w.doneTitle, lines: [w.done(done.storeName), w.texts] });
  });
}
