/**
 * E-mail transports (docs/architecture.md#the-outbox): `smtp` (nodemailer, SMTP_URL) and `log` (the default without
 * SMTP_URL: each e-mail is printed, as the `log` text provider prints texts, and kept in memory for tests).
 */
import nodemailer from "nodemailer";

export interface OutgoingMail {
  /** Outbox id, for logs. */
  id: number;
  /** The store's name as display name, at the MAIL_FROM address. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every attempt of one outbox row. */
  messageId: string;
  /** The unsubscribe link: List-Unsubscribe (and RFC 8058 one-click POST). */
  unsubscribeUrl: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

export interface MailTransport {
  readonly name: string;
  /** Sends one e-mail; throws when it was not taken (MailSendError with permanent = true is not retried). */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** A refused send. Permanent failures (the server answered 5xx: no such mailbox, refused) are not retried. */
export class MailSendError extends Error {
  override readonly name = "MailSendError";
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

export interface LoggedMail extends OutgoingMail {
  at: Date;
}

/** Prints each e-mail's header lines and text body (links redacted by the server's log line), keeps the last ones. */
export function createLogMailTransport(log: (line: string) => void = (l) => console.log(l), keep = 200) {
  const sent: LoggedMail[] = [];
  const transport: MailTransport & { sent: LoggedMail[] } = {
    name: "log",
    sent,
    async send(mail) {
      sent.push({ ...mail, at: new Date() });
      if (sent.length > keep) sent.shift();
      const files = mail.attachments.map((a) => a.filename).join(", ");
      log(
        `[mail:log] #${mail.id} from "${mail.from.name}" <${mail.from.address}> to ${mail.to}: ${mail.subject}${files ? ` [${files}]` : ""}\n${mail.text}`,
      );
      return { messageId: mail.messageId };
    },
    close() {},
  };
  return transport;
}

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  url: string;
  /** Per-step limits, so a dead server fails an attempt (retried later) instead of holding the dispatcher. */
  timeoutMs?: number;
}

/** The SMTP transport: one nodemailer transport, its connection pooled across sends. */
export function createSmtpTransport(opts: SmtpOptions): MailTransport {
  const timeout = opts.timeoutMs ?? 20_000;
  const url = new URL(opts.url);
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 2,
  });
  return {
    name: "smtp",
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from: { name: mail.from.name, address: mail.from.address },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          list: { unsubscribe: { url: mail.unsubscribeUrl, comment: "Unsubscribe" } },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
        return { messageId: info.messageId ?? mail.messageId };
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        const message = err instanceof Error ? err.message : String(err);
        throw new MailSendError(message, typeof code === "number" && code >= 500 && code < 600);
      }
    },
    close() {
      transporter.close();
    },
  };
}
