/**
 * Queues booking e-mails in the outbox (docs/architecture.md#the-outbox) inside the caller's transaction, as queueText
 * queues texts: the e-mail exists exactly when the booking's change committed; the mail dispatcher sends it. A
 * booking without an e-mail, or whose address unsubscribed from the store (checked in the same transaction), gets
 * none. The public booking's confirmation is queued inside its one statement (bookingEmailRow, packages/db
 * queries/booking-statement.ts).
 */
import {
  type BookingEmailDetails,
  type BookingEmailKind,
  type BookingEmailSlot,
  type Executor,
  emailHash,
  findStoreById,
  insertBookingEmail,
  isEmailUnsubscribed,
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
    status: "pending",
    nextAttemptAt: email.notBefore ?? now,
    notBefore: email.notBefore ?? null,
    dedupeKey: email.dedupeKey ?? null,
    createdAt: now,
  };
}

/**
 * The confirmation's row for the booking's one statement (without the reservation id, nor the booking's uuid, which
 * the statement makes: the dispatcher reads it from the booking), and its address's hash for the unsubscribe check.
 * Null for a booking without an e-mail.
 */
export function confirmationEmailForStatement(
  store: EmailStore,
  booking: Omit<EmailBooking, "uuid">,
  now: Date,
): { row: Omit<NewBookingEmailRow, "reservationId">; emailHash: string } | null {
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
      },
      now,
    ),
    emailHash: emailHash(to),
  };
}

/** Queues one e-mail; answers its id, or null when none was queued (no address, unsubscribed, dedupe key taken). */
export async function queueBookingEmail(
  tx: Executor,
  email: OutgoingBookingEmail,
  now: Date,
): Promise<number | null> {
  const to = email.toEmail.trim();
  if (!to) return null;
  if (await isEmailUnsubscribed(tx, email.storeId, to)) return null;
  return insertBookingEmail(tx, { ...bookingEmailRow(email, now), reservationId: email.reservationId });
}

async function emailStore(tx: Executor, storeId: string): Promise<EmailStore | null> {
  const found = await findStoreById(tx, storeId);
  return found ? found.store : null;
}

/**
 * The e-mails of a change to a booking, in the change's transaction: a new date, time or party size is told to the
 * booking's address (with the booking as it was, and who changed it); an address that changed gets the booking as a
 * confirmation instead (it has not heard of it). `changedBy`: staff (the console, the legacy API) or the guest.
 */
export async function queueBookingChangeEmails(
  tx: Executor,
  change: { before: ReservationRecord; after: ReservationRecord; changedBy: "staff" | "guest" },
  now: Date,
): Promise<number | null> {
  const { before, after } = change;
  const moved =
    before.reservationDate !== after.reservationDate ||
    before.reservationTime !== after.reservationTime ||
    before.partySize !== after.partySize;
  const newAddress = after.guestEmail.trim().toLowerCase() !== before.guestEmail.trim().toLowerCase();
  if (!after.guestEmail.trim() || (!moved && !newAddress)) return null;
  const store = await emailStore(tx, after.storeId);
  if (!store) return null;
  const kind: BookingEmailKind = newAddress ? "confirmed" : "changed";
  return queueBookingEmail(
    tx,
    {
      kind,
      storeId: after.storeId,
      reservationId: after.id,
      toEmail: after.guestEmail,
      language: after.language,
      details: bookingEmailDetails(
        store,
        after,
        kind === "changed" ? { before: slotOf(before), by: change.changedBy } : {},
      ),
    },
    now,
  );
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
    },
    now,
  );
}
