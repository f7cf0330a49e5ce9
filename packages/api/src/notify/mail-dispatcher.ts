/**
 * The e-mail dispatcher (docs/architecture.md#the-outbox), the texts' dispatcher's twin for booking e-mails: claims due
 * rows with FOR UPDATE SKIP LOCKED (several processes may run one: a claimed row is one dispatcher's), checks each once
 * more (the address unsubscribed since, the booking's address changed, a reminder's booking moved or began), makes its
 * links (a fresh /r/ booking link, an unsubscribe link) and its words, sends it through the transport, and retries a
 * failure with a capped backoff while the e-mail is of use (domain bookingMessageUsefulUntil: until the booking
 * starts), then marks it expired (notify/retry-rule.ts, the texts' rule). A failed e-mail never touches the booking:
 * it was committed before. A row left 'sending' by a stopped process is sent again: an SMTP server offers no lookup
 * to ask whether it took it (docs/operations.md#what-is-sent-and-when), so an e-mail may arrive twice, never not at all.
 */
import {
  type BookingEmailRow,
  claimDueEmails,
  type Db,
  insertUnsubscribeLink,
  isEmailUnsubscribed,
  markEmailExpired,
  markEmailFailed,
  markEmailSent,
  markEmailSkipped,
  releaseAbandonedEmails,
  reservationForEmail,
} from "@seatline/db";
import { bookingMessageUsefulUntil, storeInstant } from "@seatline/domain";
import type { Clock } from "../clock";
import { renderBookingEmail } from "./booking-email-content";
import { issueBookingLink } from "./booking-link";
import { MailSendError, type MailTransport } from "./mail-transport";
import { newUnsubscribeLink } from "./mail-unsubscribe";
import { emailReminderSkipReason } from "./reminders";
import { retryAt, stillUseful } from "./retry-rule";

export interface MailDispatcherOptions {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  /** PUBLIC_URL: the origin of the booking page and unsubscribe links. */
  publicUrl: string;
  /** MAIL_FROM: the address every e-mail comes from; the store's name is its display name. */
  from: string;
  intervalMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** How long a claim lasts; must exceed a send's own time limit. */
  lockMs?: number;
  batchSize?: number;
  onError?: (err: unknown, context: string) => void;
}

export interface MailDispatchResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  /** Not sent while it was of use (the mail server down until the booking began). */
  expired: number;
}

export interface MailDispatcher {
  runOnce(): Promise<MailDispatchResult>;
  start(): void;
  stop(): Promise<void>;
}

export const MAIL_DISPATCH_DEFAULTS = {
  intervalMs: 1000,
  // 1 min, doubling, at most an hour, until the booking starts (a mail server down for a while).
  backoffBaseMs: 60_000,
  backoffMaxMs: 60 * 60_000,
  lockMs: 120_000,
  batchSize: 10,
};

export const MAIL_SKIP = {
  unsubscribed: "Not sent: the address unsubscribed from the store's e-mails.",
  addressChanged: "Not sent: the booking's e-mail address changed.",
  gone: "Not sent: the booking no longer exists.",
} as const;

/** Why an e-mail was not sent: it could not go out before the booking began (then the mail server's last answer). */
const EMAIL_NOT_SENT_IN_TIME = "Not sent: it could not be sent before the booking began.";
const expiredEmailReason = (last: string | null) =>
  last ? `${EMAIL_NOT_SENT_IN_TIME} (${last})` : EMAIL_NOT_SENT_IN_TIME;

/** The Message-ID of an outbox row: the same on every attempt, so a server that took it twice can tell. */
export function bookingEmailMessageId(row: Pick<BookingEmailRow, "id" | "createdAt">, from: string): string {
  const domain = from.split("@")[1] || "seatline.invalid";
  return `<booking-email-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
}

export function createMailDispatcher(opts: MailDispatcherOptions): MailDispatcher {
  const o = { ...MAIL_DISPATCH_DEFAULTS, ...opts };
  const onError = opts.onError ?? ((err, context) => console.error(`[mail] ${context}`, err));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  /** Why not to send this row now, or null. */
  async function skipReason(row: BookingEmailRow, now: Date) {
    const booking = await reservationForEmail(o.db, row.reservationId);
    if (!booking) return { reason: MAIL_SKIP.gone, booking };
    if (!row.toEmail.trim()) return { reason: MAIL_SKIP.addressChanged, booking };
    if (await isEmailUnsubscribed(o.db, row.storeId, row.toEmail))
      return { reason: MAIL_SKIP.unsubscribed, booking };
    if (booking.guestEmail.trim().toLowerCase() !== row.toEmail.trim().toLowerCase()) {
      return { reason: MAIL_SKIP.addressChanged, booking };
    }
    if (row.kind === "reminder") return { reason: emailReminderSkipReason(row, booking, now), booking };
    return { reason: null, booking };
  }

  async function deliver(row: BookingEmailRow, result: MailDispatchResult): Promise<void> {
    const now = o.clock.now();
    const { reason, booking } = await skipReason(row, now);
    if (reason || !booking) {
      await markEmailSkipped(o.db, row.id, reason ?? MAIL_SKIP.gone);
      result.skipped += 1;
      return;
    }
    const usefulUntil = bookingMessageUsefulUntil(
      row.notBefore && row.notBefore > row.createdAt ? row.notBefore : row.createdAt,
      storeInstant(booking.timezone, booking.reservationDate, booking.reservationTime),
    );
    if (!stillUseful(now, usefulUntil)) {
      await markEmailExpired(o.db, row.id, expiredEmailReason(row.lastError));
      result.expired += 1;
      return;
    }
    const unsubscribe = newUnsubscribeLink(o.publicUrl);
    await insertUnsubscribeLink(o.db, {
      tokenHash: unsubscribe.tokenHash,
      storeId: row.storeId,
      email: row.toEmail,
      language: row.language,
      createdAt: now,
    });
    const bookingPage =
      row.kind === "cancelled"
        ? undefined
        : await issueBookingLink(
            o.db,
            { storeId: row.storeId, reservationId: row.reservationId },
            o.publicUrl,
            now,
          );
    const details = { ...row.details, uuid: booking.uuid };
    const content = renderBookingEmail({
      kind: row.kind,
      language: row.language,
      details,
      links: { bookingPage, unsubscribe: unsubscribe.url },
      stamp: row.createdAt,
      // Each later file of the booking replaces the one before in the guest's calendar.
      sequence: Math.max(0, Math.floor((row.createdAt.getTime() - booking.createdAt.getTime()) / 1000)),
      organizer: { name: details.storeName, email: o.from },
    });
    const messageId = bookingEmailMessageId(row, o.from);
    try {
      await o.transport.send({
        id: row.id,
        from: { name: details.storeName, address: o.from },
        to: row.toEmail,
        subject: content.subject,
        text: content.text,
        html: content.html,
        messageId,
        unsubscribeUrl: unsubscribe.url,
        attachments: content.ics
          ? [
              {
                filename: content.ics.method === "CANCEL" ? "cancelled-reservation.ics" : "reservation.ics",
                content: content.ics.content,
                contentType: `text/calendar; charset=utf-8; method=${content.ics.method}`,
              },
            ]
          : [],
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (err instanceof MailSendError && err.permanent) {
        await markEmailFailed(o.db, row.id, message, null);
        result.failed += 1;
        return;
      }
      const next = retryAt(o.clock.now(), row.attempts, usefulUntil, {
        baseMs: o.backoffBaseMs,
        maxMs: o.backoffMaxMs,
      });
      if (next) {
        await markEmailFailed(o.db, row.id, message, next);
        result.retried += 1;
      } else {
        await markEmailExpired(o.db, row.id, expiredEmailReason(message));
        result.expired += 1;
      }
      return;
    }
    await markEmailSent(o.db, row.id, o.clock.now(), messageId);
    result.sent += 1;
  }

  async function runOnce(): Promise<MailDispatchResult> {
    const result: MailDispatchResult = { claimed: 0, sent: 0, retried: 0, failed: 0, skipped: 0, expired: 0 };
    const now = o.clock.now();
    await releaseAbandonedEmails(o.db, now);
    const rows = await o.db.transaction((tx) =>
      claimDueEmails(tx, now, new Date(now.getTime() + o.lockMs), o.batchSize),
    );
    result.claimed = rows.length;
    for (const row of rows) {
      try {
        await deliver(row, result);
      } catch (err) {
        // A database error mid-row: the claim runs out and the row is sent again later.
        onError(err, `e-mail #${row.id} failed`);
      }
    }
    return result;
  }

  async function loop(): Promise<void> {
    if (stopped) return;
    let drained = true;
    try {
      const pass = runOnce();
      running = pass;
      const r = await pass;
      drained = r.claimed < o.batchSize;
    } catch (err) {
      onError(err, "mail dispatch pass failed");
    } finally {
      running = null;
    }
    if (!stopped) timer = setTimeout(() => void loop(), drained ? o.intervalMs : 0);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void loop(), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}
