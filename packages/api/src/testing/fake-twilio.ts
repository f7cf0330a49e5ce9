/**
 * A local stand-in for Twilio's Messages API (docs/product.md#texts), for tests, the e2e suite and demos: no network, no account.
 * - POST /2010-04-01/Accounts/{sid}/Messages.json (basic auth with the account sid and auth token, form body) takes a
 *   text and answers 201 with a message sid; then posts signed delivery reports (sent, then delivered; failed with
 *   error 30003 for numbers in `failTo`) to the text's StatusCallback, as Twilio does.
 * - GET /2010-04-01/Accounts/{sid}/Messages.json (the same basic auth) lists the texts it took, newest first, in
 *   Twilio's shape, filtered by To, From and DateSent (DateSent<, DateSent>), paged by PageSize and Page: the lookup
 *   the dispatcher asks after an interrupted send (notify/twilio.ts).
 * - outage(status): every API call answers that 5xx until outage(null), as Twilio in an outage.
 * - inbound(): posts a signed inbound text to `inboundUrl` and answers Seatline's TwiML, like a guest replying.
 * - Control endpoints for scripts and browsers' tests: GET /_fake/messages, POST /_fake/inbound (JSON {from, to?, body}).
 * Run it alone with `pnpm --filter @seatline/api fake-twilio` (fake-twilio-cli.ts). Imports only node built-ins.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { twilioSignature } from "../notify/twilio-signature";

export interface FakeTwilioOptions {
  accountSid: string;
  authToken: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where inbound texts are posted (Seatline's PUBLIC_URL + /webhooks/twilio/inbound). */
  inboundUrl?: string;
  /** Pause before each delivery report. */
  reportDelayMs?: number;
  /** Phones (E.164) whose texts fail with error 30003 (unreachable handset). */
  failTo?: string[];
  /** Delay before answering a send (a slow provider). */
  answerDelayMs?: number;
  /** Its clock for the texts' dates (a test's clock); the machine's by default. */
  now?: () => Date;
  log?: (line: string) => void;
}

export interface FakeTwilioText {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  dateCreated: Date;
  /** queued, then the last status reported (sent, delivered, failed). */
  status: string;
  /** Each report posted: status and the HTTP status Seatline answered. */
  reports: { status: string; answered: number; at: number }[];
}

export interface FakeTwilio {
  url: string;
  port: number;
  texts: FakeTwilioText[];
  /** A guest's reply: posts a signed inbound text; answers Seatline's status and body (TwiML). */
  inbound(text: { from: string; to?: string; body: string }): Promise<{ status: number; body: string }>;
  /** From now on every API call answers `status` (an outage), or, with null, is served again. */
  outage(status: number | null): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      data += c;
      if (data.length > 100_000) req.destroy();
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

/** Twilio's dates: RFC 2822 in GMT ("Sat, 21 Nov 2026 18:00:00 +0000"). */
const rfc2822 = (d: Date) => d.toUTCString().replace("GMT", "+0000");
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** A text as Twilio's Message resource shows it. */
function messageResource(accountSid: string, t: FakeTwilioText) {
  const sentAt = t.status === "queued" ? null : rfc2822(t.dateCreated);
  return {
    account_sid: accountSid,
    api_version: "2010-04-01",
    body: t.body,
    date_created: rfc2822(t.dateCreated),
    date_sent: sentAt,
    date_updated: rfc2822(t.dateCreated),
    direction: "outbound-api",
    error_code: t.status === "failed" ? 30003 : null,
    error_message: null,
    from: t.from,
    messaging_service_sid: null,
    num_media: "0",
    num_segments: "1",
    price: null,
    price_unit: "USD",
    sid: t.sid,
    status: t.status,
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${t.sid}/Media.json` },
    to: t.to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${t.sid}.json`,
  };
}

/** Twilio's list filters: To, From, DateSent (that UTC day), DateSent< (on or before it), DateSent> (on or after). */
function listed(texts: FakeTwilioText[], q: URLSearchParams): FakeTwilioText[] {
  const to = q.get("To");
  const from = q.get("From");
  const on = q.get("DateSent");
  const before = q.get("DateSent<");
  const after = q.get("DateSent>");
  return texts
    .filter((t) => {
      const day = t.status === "queued" ? null : utcDay(t.dateCreated);
      if (to && t.to !== to) return false;
      if (from && t.from !== from) return false;
      if ((on || before || after) && day === null) return false;
      if (on && day !== on) return false;
      if (before && day !== null && day > before) return false;
      if (after && day !== null && day < after) return false;
      return true;
    })
    .sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime());
}

export async function startFakeTwilio(opts: FakeTwilioOptions): Promise<FakeTwilio> {
  const log = opts.log ?? (() => {});
  const texts: FakeTwilioText[] = [];
  const now = opts.now ?? (() => new Date());
  let down: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString("base64")}`;
  const sendsPath = `/2010-04-01/Accounts/${opts.accountSid}/Messages.json`;

  async function postSigned(url: string, params: Record<string, string>) {
    const form = new URLSearchParams(params);
    const signature = twilioSignature(opts.authToken, url, [...form.entries()]);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
      body: form.toString(),
    });
    return { status: res.status, body: await res.text() };
  }

  async function report(text: FakeTwilioText) {
    if (!text.statusCallback) return;
    const fails = opts.failTo?.includes(text.to) ?? false;
    for (const status of fails ? ["sent", "failed"] : ["sent", "delivered"]) {
      await new Promise((r) => setTimeout(r, opts.reportDelayMs ?? 50));
      const params: Record<string, string> = {
        AccountSid: opts.accountSid,
        MessageSid: text.sid,
        SmsSid: text.sid,
        MessageStatus: status,
        SmsStatus: status,
        To: text.to,
        From: text.from,
        ApiVersion: "2010-04-01",
      };
      if (status === "failed") params.ErrorCode = "30003";
      try {
        text.status = status;
        const res = await postSigned(text.statusCallback, params);
        text.reports.push({ status, answered: res.status, at: Date.now() });
        log(`[fake-twilio] report ${status} for ${text.sid} → ${res.status}`);
      } catch (err) {
        text.reports.push({ status, answered: 0, at: Date.now() });
        log(`[fake-twilio] report ${status} for ${text.sid} failed: ${String(err)}`);
      }
    }
  }

  async function inbound(t: { from: string; to?: string; body: string }) {
    if (!opts.inboundUrl) throw new Error("fake Twilio has no inboundUrl");
    const to = t.to ?? texts.findLast((x) => x.to === t.from)?.from ?? "";
    return postSigned(opts.inboundUrl, {
      AccountSid: opts.accountSid,
      MessageSid: sid("SM"),
      SmsSid: "",
      From: t.from,
      To: to,
      Body: t.body,
      NumMedia: "0",
      ApiVersion: "2010-04-01",
    });
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const raw = await readBody(req);
      const api = url.pathname === sendsPath;
      if (api && down !== null) {
        return json(res, down, { code: 20500, message: "Service unavailable", status: down });
      }
      if (api && req.headers.authorization !== expectedAuth) {
        return json(res, 401, { code: 20003, message: "Authenticate", status: 401 });
      }
      if (req.method === "GET" && api) {
        const all = listed(texts, url.searchParams);
        const size = Math.min(1000, Math.max(1, Number(url.searchParams.get("PageSize")) || 50));
        const page = Math.max(0, Number(url.searchParams.get("Page")) || 0);
        const pageUri = (n: number) => {
          const q = new URLSearchParams(url.searchParams);
          q.set("PageSize", String(size));
          q.set("Page", String(n));
          return `${sendsPath}?${q.toString()}`;
        };
        const items = all.slice(page * size, (page + 1) * size);
        return json(res, 200, {
          messages: items.map((t) => messageResource(opts.accountSid, t)),
          end: page * size + Math.max(0, items.length - 1),
          first_page_uri: pageUri(0),
          next_page_uri: all.length > (page + 1) * size ? pageUri(page + 1) : null,
          page,
          page_size: size,
          previous_page_uri: page > 0 ? pageUri(page - 1) : null,
          start: page * size,
          uri: `${url.pathname}${url.search}`,
        });
      }
      if (req.method === "POST" && api) {
        const form = new URLSearchParams(raw);
        const to = form.get("To") ?? "";
        const from = form.get("From") ?? form.get("MessagingServiceSid") ?? "";
        if (!/^\+\d{8,15}$/.test(to)) {
          return json(res, 400, {
            code: 21211,
            message: `The 'To' number ${to} is not a valid phone number.`,
          });
        }
        const text: FakeTwilioText = {
          sid: sid("SM"),
          to,
          from,
          body: form.get("Body") ?? "",
          statusCallback: form.get("StatusCallback"),
          dateCreated: now(),
          status: "queued",
          reports: [],
        };
        texts.push(text);
        log(`[fake-twilio] text ${text.sid} to ${to}: ${text.body}`);
        if (opts.answerDelayMs) await new Promise((r) => setTimeout(r, opts.answerDelayMs));
        json(res, 201, { sid: text.sid, status: "queued", to, from, body: text.body });
        void report(text);
        return;
      }
      if (req.method === "GET" && url.pathname === "/_fake/messages") return json(res, 200, texts);
      if (req.method === "POST" && url.pathname === "/_fake/inbound") {
        const t = JSON.parse(raw || "{}") as { from?: string; to?: string; body?: string };
        if (!t.from || t.body === undefined) return json(res, 400, { message: "from and body are required" });
        return json(res, 200, await inbound({ from: t.from, to: t.to, body: t.body }));
      }
      json(res, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
    })().catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { message: String(err) });
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", r));
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    port,
    texts,
    inbound,
    outage: (status) => {
      down = status;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
