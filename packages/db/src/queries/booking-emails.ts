/**
 * The booking e-mail outbox (drizzle/0030_booking_emails.sql, docs/architecture.md#the-outbox) and the unsubscribe
 * list. The dispatcher works across stores, by row id; every row carries its store_id. Addresses on the unsubscribe
 * list and its links are kept as SHA-256 of the lower-cased address only.
 */
import { createHash } from "node:crypto";
import type { GuestLanguage } from "@seatline/domain";
import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Executor } from "../client";
import {
  type BookingEmailStatus,
  bookingEmails,
  emailUnsubscribeLinks,
  emailUnsubscribes,
} from "../schema/booking-emails";
import { reservations } from "../schema/reservations";
import { stores } from "../schema/tenancy";
import { columnJson, rowsOf } from "./column-json";

export type BookingEmailRow = typeof bookingEmails.$inferSelect;
export type NewBookingEmailRow = typeof bookingEmails.$inferInsert;

/** How an address is known on the unsubscribe list: the SHA-256 of it trimmed and lower-cased, in hex. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** Whether the address unsubscribed from the store's e-mails. */
export async function isEmailUnsubscribed(db: Executor, storeId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ at: emailUnsubscribes.createdAt })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.storeId, storeId), eq(emailUnsubscribes.emailHash, emailHash(email))));
  return row !== undefined;
}

/**
 * Queues one e-mail by the e-mails' one rule (seatline_queue_email: not to an address that unsubscribed from the
 * store; a bounded one counted against its address, held past the bound); answers its id, or null when none was
 * queued (unsubscribed, or a row with the same dedupe key exists).
 */
export async function insertBookingEmail(db: Executor, row: NewBookingEmailRow): Promise<number | null> {
  const [queued] = rowsOf<{ id: number | string | null }>(
    await db.execute(
      sql`select seatline_queue_email(${row.storeId}::uuid, ${JSON.stringify(columnJson(bookingEmails, row))}::jsonb, ${emailHash(row.toEmail)}::text) as id`,
    ),
  );
  return queued?.id == null ? null : Number(queued.id);
}

/**
 * The reason a booking's last e-mail was held back, by booking (the host's marks, services/texting/text-marks.ts);
 * bookings whose last e-mail was not held are left out.
 */
export async function heldEmailReasons(
  db: Executor,
  storeId: string,
  reservationIds: readonly number[],
): Promise<Map<number, string>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: bookingEmails.reservationId,
      status: bookingEmails.status,
      lastError: bookingEmails.lastError,
    })
    .from(bookingEmails)
    .where(and(eq(bookingEmails.storeId, storeId), inArray(bookingEmails.reservationId, [...reservationIds])))
    .orderBy(asc(bookingEmails.id));
  const last = new Map<number, (typeof rows)[number]>();
  for (const r of rows) last.set(r.reservationId, r);
  const held = new Map<number, string>();
  for (const [id, r] of last) if (r.status === "held") held.set(id, r.lastError ?? "");
  return held;
}

/** Staff entered the address for the store's company (a staff booking, a staff correction): it is confirmed. */
export async function proveEmail(db: Executor, storeId: string, email: string, at: Date): Promise<void> {
  if (!email.trim()) return;
  await db.execute(
    sql`insert into email_proofs (company_id, email_hash, proven_at)
      select s.company_id, ${emailHash(email)}, ${at.toISOString()}::timestamptz from stores s where s.id = ${storeId}::uuid
      on conflict do nothing`,
  );
}

/** Keeps the hash of an e-mail's unsubscribe link (made as the e-mail is sent), with the e-mail's language. */
export async function insertUnsubscribeLink(
  db: Executor,
  link: { tokenHash: string; storeId: string; email: string; language: GuestLanguage; createdAt: Date },
): Promise<void> {
  await db.insert(emailUnsubscribeLinks).values({
    tokenHash: link.tokenHash,
    storeId: link.storeId,
    emailHash: emailHash(link.email),
    language: link.language,
    createdAt: link.createdAt,
  });
}

/** What an unsubscribe link's page may show: the store's name and the language of the e-mail it came in. */
export interface UnsubscribeLinkView {
  storeId: string;
  storeName: string;
  language: GuestLanguage | null;
}

async function findLink(db: Executor, tokenHash: string) {
  const [link] = await db
    .select({
      storeId: emailUnsubscribeLinks.storeId,
      emailHash: emailUnsubscribeLinks.emailHash,
      language: emailUnsubscribeLinks.language,
      storeName: stores.name,
    })
    .from(emailUnsubscribeLinks)
    .innerJoin(stores, eq(stores.id, emailUnsubscribeLinks.storeId))
    .where(eq(emailUnsubscribeLinks.tokenHash, tokenHash));
  return link;
}

/**
 * Looks an unsubscribe link up without using it (its page, opened by a person or fetched by a mail scanner): null for
 * an unknown link.
 */
export async function unsubscribeLinkView(
  db: Executor,
  tokenHash: string,
): Promise<UnsubscribeLinkView | null> {
  const link = await findLink(db, tokenHash);
  return link ? { storeId: link.storeId, storeName: link.storeName, language: link.language } : null;
}

/**
 * Uses an unsubscribe link: its address is put on its store's list at once (again: nothing changes). Answers what its
 * page shows, or null for an unknown link.
 */
export async function unsubscribeByLink(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<UnsubscribeLinkView | null> {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, tokenHash);
    if (!link) return null;
    await tx
      .insert(emailUnsubscribes)
      .values({ storeId: link.storeId, emailHash: link.emailHash, createdAt: now })
      .onConflictDoNothing();
    return { storeId: link.storeId, storeName: link.storeName, language: link.language };
  });
}

/**
 * Claims up to `limit` due e-mails for one dispatcher: FOR UPDATE SKIP LOCKED (another dispatcher skips them), marked
 * 'sending' until `lockedUntil`, the attempt counted. Run inside a transaction.
 */
export async function claimDueEmails(
  tx: Executor,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<BookingEmailRow[]> {
  const due = await tx
    .select({ id: bookingEmails.id })
    .from(bookingEmails)
    .where(and(eq(bookingEmails.status, "pending"), lte(bookingEmails.nextAttemptAt, now)))
    .orderBy(asc(bookingEmails.nextAttemptAt), asc(bookingEmails.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  const rows = await tx
    .update(bookingEmails)
    .set({ status: "sending", lockedUntil, attempts: sql`${bookingEmails.attempts} + 1` })
    .where(
      inArray(
        bookingEmails.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export const INTERRUPTED_EMAIL = "Interrupted while sending; sent again.";

/**
 * An e-mail left 'sending' past its lock (its dispatcher stopped mid-send, or lost its database): back to pending and
 * sent again, as the texts' dispatcher sends a text its provider never got. An SMTP server offers no lookup, so the
 * guest may get it twice, never not at all; the dispatcher expires it once it is no longer of use.
 */
export async function releaseAbandonedEmails(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(bookingEmails)
    .set({ status: "pending", lockedUntil: null, nextAttemptAt: now, lastError: INTERRUPTED_EMAIL })
    .where(and(eq(bookingEmails.status, "sending"), lt(bookingEmails.lockedUntil, now)))
    .returning({ id: bookingEmails.id });
  return rows.length;
}

async function settle(
  db: Executor,
  id: number,
  set: Partial<NewBookingEmailRow> & { status: BookingEmailStatus },
): Promise<boolean> {
  const rows = await db
    .update(bookingEmails)
    .set({ lockedUntil: null, ...set })
    .where(and(eq(bookingEmails.id, id), eq(bookingEmails.status, "sending")))
    .returning({ id: bookingEmails.id });
  return rows.length === 1;
}

/** The mail server took it. */
export function markEmailSent(db: Executor, id: number, at: Date, messageId: string) {
  return settle(db, id, { status: "sent", sentAt: at, messageId, lastError: null });
}

/** A failed attempt: pending again at `retryAt`, or failed for good when `retryAt` is null. */
export function markEmailFailed(db: Executor, id: number, error: string, retryAt: Date | null) {
  return settle(
    db,
    id,
    retryAt
      ? { status: "pending", nextAttemptAt: retryAt, lastError: error }
      : { status: "failed", lastError: error },
  );
}

/** Not sent while it was of use (domain bookingMessageUsefulUntil): kept, with the reason. */
export function markEmailExpired(db: Executor, id: number, reason: string) {
  return settle(db, id, { status: "expired", lastError: reason });
}

/** Not to be sent (unsubscribed, the booking changed): kept, with the reason. */
export function markEmailSkipped(db: Executor, id: number, reason: string) {
  return settle(db, id, { status: "skipped", lastError: reason });
}

/** A booking as it is now, for the last check before its e-mail goes out. */
export async function reservationForEmail(db: Executor, reservationId: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      uuid: reservations.uuid,
      storeId: reservations.storeId,
      status: reservations.status,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
      guestEmail: reservations.guestEmail,
      createdAt: reservations.createdAt,
      timezone: stores.timezone,
    })
    .from(reservations)
    .innerJoin(stores, eq(stores.id, reservations.storeId))
    .where(eq(reservations.id, reservationId));
  return row;
}
