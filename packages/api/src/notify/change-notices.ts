/**
 * The notices of a change to a booking (its text and its e-mail), in the change's transaction with the booking's row
 * locked (docs/product.md#texts, SECURITY.md item 29). Anyone holding a booking's /r/ link can move it, and the
 * public page verifies neither its phone nor its e-mail, so a guest's changes are told sparingly:
 *   - a notice still waiting to be sent is rewritten by the guest's next change rather than joined by another: the
 *     phone hears once that the booking changed so many times and how it is now (the e-mail keeps how it was before);
 *   - a guest's changes send at most CHANGE_NOTICES_PER_BOOKING_PER_DAY notices a booking in 24 hours, per channel;
 *     the next is kept as held, with the reason the host reads, and never sent;
 *   - a guest's notice counts against its phone or address like every message a stranger can cause
 *     (seatline_recipient_held).
 * Staff's changes are told every time, each in a notice of its own.
 */
import {
  type BookingEmailDetails,
  changeNoticesSince,
  changesSince,
  type Executor,
  pendingChangeEmail,
  pendingChangeText,
  type ReservationRecord,
  rewritePendingEmail,
  rewritePendingText,
} from "@seatline/db";
import {
  CHANGE_NOTICES_PER_BOOKING_PER_DAY,
  changeNoticeHeldReason,
  type ReservationChangeActor,
} from "@seatline/domain";
import {
  bookingEmailDetails,
  emailStore,
  type OutgoingBookingEmail,
  queueBookingEmail,
  slotOf,
} from "./mail-outbox";
import { type OutgoingText, optOutLine, outboxRow, queueText } from "./outbox";

const DAY = 24 * 60 * 60_000;

/** The held reason of a guest's notice past the booking's notices of the day, or undefined. */
async function heldPastDay(
  tx: Executor,
  channel: "text" | "email",
  reservationId: number,
  by: ReservationChangeActor,
  now: Date,
): Promise<string | undefined> {
  if (by !== "guest") return undefined;
  const sent = await changeNoticesSince(tx, channel, reservationId, new Date(now.getTime() - DAY));
  return sent >= CHANGE_NOTICES_PER_BOOKING_PER_DAY ? changeNoticeHeldReason[channel] : undefined;
}

/**
 * The change's text to the booking's phone. `body` words it for the number of changes it tells (1, or more when it
 * rewrites a pending one).
 */
export async function queueChangeText(
  tx: Executor,
  text: Omit<OutgoingText, "body" | "kind"> & { reservationId: number },
  body: (changes: number) => string,
  by: ReservationChangeActor,
  now: Date,
): Promise<void> {
  const pending =
    by === "guest" ? await pendingChangeText(tx, text.storeId, text.reservationId, text.toPhone) : undefined;
  if (pending) {
    const changes = Math.max(1, await changesSince(tx, text.reservationId, pending.createdAt));
    const row = outboxRow({ ...text, kind: "reservation_changed", body: body(changes) }, now);
    // The way out stays on a first text that carried it (seatline_queue_text added it when it was queued).
    const line = text.language ? `\n${optOutLine(text.language)}` : "";
    const kept = line && pending.body.endsWith(line) ? line : "";
    if (
      await rewritePendingText(tx, pending.id, { body: row.body + kept, linkTokens: row.linkTokens ?? null })
    )
      return;
  }
  const heldReason = await heldPastDay(tx, "text", text.reservationId, by, now);
  await queueText(
    tx,
    {
      ...text,
      kind: "reservation_changed",
      body: body(1),
      bounded: by === "guest",
      ...(heldReason ? { heldReason } : {}),
    },
    now,
  );
}

/** The change's e-mail (kind changed) to the booking's address. */
async function queueChangeEmail(
  tx: Executor,
  email: OutgoingBookingEmail,
  by: ReservationChangeActor,
  now: Date,
): Promise<number | null> {
  const to = email.toEmail.trim();
  const pending =
    by === "guest" ? await pendingChangeEmail(tx, email.storeId, email.reservationId, to) : undefined;
  if (pending) {
    const changes = Math.max(1, await changesSince(tx, email.reservationId, pending.createdAt));
    const details: BookingEmailDetails = {
      ...email.details,
      // How it was before the first of the changes it tells.
      ...(pending.details.before ? { before: pending.details.before } : {}),
      changes,
    };
    if (await rewritePendingEmail(tx, { id: pending.id, storeId: email.storeId, toEmail: to }, details))
      return pending.id;
  }
  const heldReason = await heldPastDay(tx, "email", email.reservationId, by, now);
  return queueBookingEmail(
    tx,
    { ...email, bounded: by === "guest", ...(heldReason ? { heldReason } : {}) },
    now,
  );
}

/**
 * The e-mails of a change to a booking, in the change's transaction: a new date, time or party size is told to the
 * booking's address (with the booking as it was, and who changed it); an address that changed gets the booking as a
 * confirmation instead (it has not heard of it). `changedBy`: staff (the console, the legacy API) or the guest.
 */
export async function queueBookingChangeEmails(
  tx: Executor,
  change: { before: ReservationRecord; after: ReservationRecord; changedBy: ReservationChangeActor },
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
  const email = {
    storeId: after.storeId,
    reservationId: after.id,
    toEmail: after.guestEmail,
    language: after.language,
  };
  if (newAddress)
    return queueBookingEmail(
      tx,
      { ...email, kind: "confirmed", details: bookingEmailDetails(store, after) },
      now,
    );
  return queueChangeEmail(
    tx,
    {
      ...email,
      kind: "changed",
      details: bookingEmailDetails(store, after, { before: slotOf(before), by: change.changedBy }),
    },
    change.changedBy,
    now,
  );
}
