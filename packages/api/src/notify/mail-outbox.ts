/**
 * Queues booking e-mails in the outbox (docs/architecture.md#the-outbox) inside the caller's transaction, as queueText
 * queues texts: the e-mail exists exactly when the booking's change committed; the mail dispatcher sends it. A
 * booking without an e-mail, or whose address unsubscribed from the store (checked in the same transaction), gets
 * none. What the guest typed (their name, their special requests) goes only to an address staff entered
 * (seatline_email_words): anyone may type any address on the public page, so an e-mail to any other names the store's
 * own words only. The public booking's confirmation is queued inside its one statement (bookingEmailRow, packages/db
 * queries/booking-statement.ts); a change's notice is change-notices.ts's.
 */
import {
  type BookingEmailDetails,
  type BookingEmailKind,
  type BookingEmailSlot,
  type Executor,
  emailHash,
  findStoreById,
  insertBookingEmail,
  type NewBookingEmailRow,
  type ReservationRecord,
} from "@seatline/db";
import type { GuestLanguage } from "@seatline/domain";

/** The store as an e-mail names it. */
export interface EmailStore {
  id: string;
  name: string;
  phone: string;
  address: string;
  timezone: string;
}

/** The booking fields an e-mail tells (a ReservationRecord has them all). */
export type EmailBooking = Pick<
  ReservationRecord,
  | "reservationDate"
  | "reservationTime"
  | "partySize"
  | "guestName"
  | "guestEmail"
  | "specialRequests"
  | "language"
> & { uuid: string };

export function slotOf(b: Pick<ReservationRecord, "reservationDate" | "reservationTime" | "partySize">) {
  return { date: b.reservationDate, time: b.reservationTime, partySize: b.partySize };
}

/** What the e-mail says about the booking, fixed now (docs: booking_emails.details). */
export function bookingEmailDetails(
  store: EmailStore,
  booking: EmailBooking,
  extra: { before?: BookingEmailSlot; by?: "staff" | "guest" } = {},
): BookingEmailDetails {
  return {
    storeName: store.name,
    storePhone: store.phone,
    storeAddress: store.address,
    timezone: store.timezone,
    guestName: booking.guestName,
    specialRequests: booking.specialRequests ?? "",
    uuid: booking.uuid,
    ...slotOf(booking),
    ...(extra.before ? { before: extra.before } : {}),
    ...(extra.by ? { by: extra.by } : {}),
  };
}

export interface OutgoingBookingEmail {
  kind: BookingEmailKind;
  storeId: string;
  reservationId: number;
  toEmail: string;
  language: GuestLanguage;
  details: BookingEmailDetails;
  /** Not sent before (reminders). */
  notBefore?: Date;
  dedupeKey?: string;
  /** An anonymous action queues it: it counts against its address's bound (seatline_recipient_held). */
  bounded?: boolean;
  /** Kept but never sent, with the reason the host reads (change-notices.ts). */
  heldReason?: string;
}

/** The outbox row of an e-mail (the booking statement adds the reservation id itself). */
export function bookingEmailRow(
  email: Omit<OutgoingBookingEmail, "reservationId">,
  now: Date,
): Omit<NewBookingEmailRow, "reservationId"> {
  return {
    storeId: email.storeId,
    kind: email.kind,
    toEmail: email.toEmail.trim(),
    language: email.language,
    details: email.details,
    status: email.heldReason === undefined ? "pending" : "held",
    lastError: email.heldReason ?? null,
    nextAttemptAt: email.notBefore ?? now,
    notBefore: email.notBefore ?? null,
    dedupeKey: email.dedupeKey ?? null,
    createdAt: now,
    bounded: email.bounded === true,
  };
}

/**
 * The confirmation's row for the booking's one statement (without the reservation id, nor the booking's uuid, which
 * the statement makes: the dispatcher reads it from the booking), and its address's hash for the unsubscribe check.
 * `byStaff`: staff entered the address, which confirms it from now on (its e-mails carry the guest's words); else
 * the public page's booking, which counts against its address (bounded). Null for a booking without an e-mail.
 */
export function confirmationEmailForStatement(
  store: EmailStore,
  booking: Omit<EmailBooking, "uuid">,
  now: Date,
  byStaff: boolean,
): { row: Omit<NewBookingEmailRow, "reservationId">; emailHash: string; proven: boolean } | null {
  const to = booking.guestEmail.trim();
  if (!to) return null;
  return {
    row: bookingEmailRow(
      {
        kind: "confirmed",
        storeId: store.id,
        toEmail: to,
        language: booking.language,
        details: bookingEmailDetails(store, { ...booking, uuid: "" }),
        bounded: !byStaff,
      },
      now,
    ),
    emailHash: emailHash(to),
    proven: byStaff,
  };
}

/**
 * Queues one e-mail (seatline_queue_email: the guest's words only to an address staff entered); answers its id, or
 * null when none was queued (no address, unsubscribed, dedupe key taken).
 */
export async function queueBookingEmail(
  tx: Executor,
  email: OutgoingBookingEmail,
  now: Date,
): Promise<number | null> {
  if (!email.toEmail.trim()) return null;
  return insertBookingEmail(tx, { ...bookingEmailRow(email, now), reservationId: email.reservationId });
}

export async function emailStore(tx: Executor, storeId: string): Promise<EmailStore | null> {
  const found = await findStoreById(tx, storeId);
  return found ? found.store : null;
}

/** The notice of a cancellation, in its transaction (staff's, or the guest's own from a text or the booking page). */
export async function queueCancellationEmail(
  tx: Executor,
  booking: ReservationRecord,
  cancelledBy: "staff" | "guest",
  now: Date,
): Promise<number | null> {
  if (!booking.guestEmail.trim()) return null;
  const store = await emailStore(tx, booking.storeId);
  if (!store) return null;
  return queueBookingEmail(
    tx,
    {
      kind: "cancelled",
      storeId: booking.storeId,
      reservationId: booking.id,
      toEmail: booking.guestEmail,
      language: booking.language,
      details: bookingEmailDetails(store, booking, { by: cancelledBy }),
      // A guest's cancellation (their booking page, a text reply) counts against the address.
      bounded: cancelledBy === "guest",
    },
    now,
  );
}
