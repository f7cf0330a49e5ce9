/**
 * A real SMTP server on this machine (the smtp-server package), for the e-mail tests and the e2e suite: it takes every
 * message nodemailer sends over SMTP, parses it (mailparser) and keeps it to be read. `failNext(n)` refuses the next n
 * messages with a temporary 451 (a delivery the dispatcher must retry); `refuse` lists addresses refused for good (550).
 * With `httpPort`, GET http://127.0.0.1:{httpPort}/messages answers the messages as JSON (the e2e stories run in other
 * processes than the server they read) and DELETE clears them.
 */
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP session gave them. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The From header: display name and address. */
  from: { name: string; address: string };
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header, lower-cased names, values as text. */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: number;
}

export interface LocalSmtp {
  port: number;
  /** smtp://127.0.0.1:{port}: the SMTP_URL to send to it. */
  url: string;
  /** The JSON reader's URL (with httpPort). */
  httpUrl: string | null;
  messages: ReceivedMail[];
  /** The next `n` messages are refused with a temporary error (451). */
  failNext(n: number): void;
  /** Messages to these addresses are refused for good (550). */
  refuse: Set<string>;
  /** Resolves once `count` messages (in all) have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

async function toReceived(raw: Buffer, envelopeFrom: string, envelopeTo: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const from = parsed.from?.value[0];
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ""),
  );
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) {
    const colon = line.line.indexOf(":");
    headers[line.key.toLowerCase()] = line.line.slice(colon + 1).trim();
  }
  return {
    envelopeFrom,
    envelopeTo,
    from: { name: from?.name ?? "", address: from?.address ?? "" },
    to,
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    messageId: parsed.messageId ?? "",
    headers,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? "",
      contentType: a.contentType,
      content: a.content.toString("utf8"),
    })),
    receivedAt: Date.now(),
  };
}

export async function startLocalSmtp(opts: { port?: number; httpPort?: number } = {}): Promise<LocalSmtp> {
  const messages: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let failing = 0;
  const waiters: { count: number; resolve: (m: ReceivedMail[]) => void }[] = [];
  const arrived = () => {
    for (const w of [...waiters]) {
      if (messages.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(messages.slice());
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS with a certificate nobody issued.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (failing > 0) {
          failing -= 1;
          const err = Object.assign(new Error("Try again later"), { responseCode: 451 });
          return callback(err);
        }
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        toReceived(Buffer.concat(chunks), envelopeFrom, envelopeTo).then(
          (mail) => {
            messages.push(mail);
            callback();
            arrived();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  let http: Server | null = null;
  let httpUrl: string | null = null;
  if (opts.httpPort !== undefined) {
    http = createHttpServer((req, res) => {
      if (req.url === "/messages" && req.method === "GET") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify(messages));
      }
      if (req.url === "/messages" && req.method === "DELETE") {
        messages.length = 0;
        res.writeHead(204);
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
    const h = http;
    await new Promise<void>((resolve, reject) => {
      h.once("error", reject);
      h.listen(opts.httpPort, "127.0.0.1", () => resolve());
    });
    httpUrl = `http://127.0.0.1:${(h.address() as AddressInfo).port}`;
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    httpUrl,
    messages,
    refuse,
    failNext(n) {
      failing = n;
    },
    waitFor(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages.slice());
      return new Promise((resolve, reject) => {
        const waiter = { count, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i === -1) return;
          waiters.splice(i, 1);
          reject(new Error(`expected ${count} e-mails, ${messages.length} arrived in ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (http) {
        const h = http;
        await new Promise<void>((resolve) => h.close(() => resolve()));
      }
    },
  };
}
