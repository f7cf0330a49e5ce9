/**
 * A booking's change notices (notify/change-notices.ts): the text or e-mail of a change still waiting to be sent, which
 * a later change rewrites instead of queuing another, and the notices of the day, which bound a guest's changes. Read
 * with the booking's row locked by the change, so one change after another sees the other's notice.
 */
import { and, count, desc, eq, gt, gte, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { type BookingEmailDetails, bookingEmails } from "../schema/booking-emails";
import { messages } from "../schema/messages";
import { reservationChanges } from "../schema/reservation-changes";
import { emailHash } from "./booking-emails";

/** A change notice not yet sent: its row (locked until the change commits). */
export interface PendingNotice {
  id: number;
  createdAt: Date;
}

/** The booking's change text to `phone` still pending, locked (FOR UPDATE): the dispatcher then waits, or took it first. */
export async function pendingChangeText(
  tx: Executor,
  storeId: string,
  reservationId: number,
  phone: string,
): Promise<(PendingNotice & { body: string }) | undefined> {
  const [row] = await tx
    .select({ id: messages.id, createdAt: messages.createdAt, body: messages.body })
    .from(messages)
    .where(
      and(
        eq(messages.storeId, storeId),
        eq(messages.reservationId, reservationId),
        eq(messages.kind, "reservation_changed"),
        eq(messages.toPhone, phone),
        eq(messages.status, "pending"),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1)
    .for("update");
  return row;
}

/** Rewrites a pending change text (its body and the link tokens it names); false when it is no longer pending. */
export async function rewritePendingText(
  tx: Executor,
  id: number,
  text: { body: string; linkTokens: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(messages)
    .set(text)
    .where(and(eq(messages.id, id), eq(messages.status, "pending")))
    .returning({ id: messages.id });
  return rows.length === 1;
}

/** The booking's change e-mail to `email` still pending, locked (FOR UPDATE), with what it says. */
export async function pendingChangeEmail(
  tx: Executor,
  storeId: string,
  reservationId: number,
  email: string,
): Promise<(PendingNotice & { details: BookingEmailDetails }) | undefined> {
  const [row] = await tx
    .select({ id: bookingEmails.id, createdAt: bookingEmails.createdAt, details: bookingEmails.details })
    .from(bookingEmails)
    .where(
      and(
        eq(bookingEmails.storeId, storeId),
        eq(bookingEmails.reservationId, reservationId),
        eq(bookingEmails.kind, "changed"),
        eq(bookingEmails.toEmail, email),
        eq(bookingEmails.status, "pending"),
      ),
    )
    .orderBy(desc(bookingEmails.id))
    .limit(1)
    .for("update");
  return row;
}

/**
 * Rewrites what a pending change e-mail says, what the guest typed only if its address is confirmed
 * (seatline_email_words, as when it was queued); false when it is no longer pending.
 */
export async function rewritePendingEmail(
  tx: Executor,
  pending: { id: number; storeId: string; toEmail: string },
  details: BookingEmailDetails,
): Promise<boolean> {
  const { id, storeId, toEmail } = pending;
  const rows = await tx
    .update(bookingEmails)
    .set({
      details: sql`seatline_email_words(${storeId}::uuid, ${emailHash(toEmail)}::text, ${JSON.stringify(details)}::jsonb)`,
    })
    .where(and(eq(bookingEmails.id, id), eq(bookingEmails.status, "pending")))
    .returning({ id: bookingEmails.id });
  return rows.length === 1;
}

/** The booking's change notices queued to go out since `since` (held and skipped ones were never sent). */
export async function changeNoticesSince(
  tx: Executor,
  channel: "text" | "email",
  reservationId: number,
  since: Date,
): Promise<number> {
  const [row] =
    channel === "text"
      ? await tx
          .select({ n: count() })
          .from(messages)
          .where(
            and(
              eq(messages.reservationId, reservationId),
              eq(messages.kind, "reservation_changed"),
              gt(messages.createdAt, since),
              notInArray(messages.status, ["held", "skipped"]),
            ),
          )
      : await tx
          .select({ n: count() })
          .from(bookingEmails)
          .where(
            and(
              eq(bookingEmails.reservationId, reservationId),
              eq(bookingEmails.kind, "changed"),
              gt(bookingEmails.createdAt, since),
              notInArray(bookingEmails.status, ["held", "skipped"]),
            ),
          );
  return Number(row?.n ?? 0);
}

/** The booking's changes made since `since` (its history: the one a pending notice was queued for, and later ones). */
export async function changesSince(tx: Executor, reservationId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reservationChanges)
    .where(
      and(eq(reservationChanges.reservationId, reservationId), gte(reservationChanges.createdAt, since)),
    );
  return Number(row?.n ?? 0);
}
