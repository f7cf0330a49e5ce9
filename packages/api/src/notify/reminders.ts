/**
 * Reservation reminders (docs/product.md#texts): the dispatcher scans upcoming bookings now and then and queues each reminder as an
 * outbox row with `not_before`, once per booking, start time and hours (a unique dedupe key, so several dispatchers
 * scheduling at once queue one row). The row is claimed like any text (FOR UPDATE SKIP LOCKED: sent once), and just
 * before it goes out it is checked again: a cancelled or moved booking gets no reminder.
 *
 * A booking with an e-mail also gets one e-mail reminder (docs/product.md#booking-e-mails), at the first of its
 * reminder times still to come, queued the same way in the e-mail outbox under a key of its own (one per booking and
 * start time, whichever reminder time queued it) and checked the same way before it is sent.
 */

import {
  type BookingEmailRow,
  type Db,
  type MessageRow,
  type ReminderCandidate,
  reminderCandidates,
  reservationForText,
} from "@seatline/db";
import {
  addDays,
  formatLongDate,
  formatPartySize,
  formatTime12,
  type GuestLanguage,
  reminderTimes,
  storeDate,
  storeInstant,
  toGsm7,
  translate,
} from "@seatline/domain";
import { issueBookingLink } from "./booking-link";
import { bookingEmailDetails, queueBookingEmail } from "./mail-outbox";
import { queueText } from "./outbox";

/** Reminders are queued this far ahead of their time (then wait for not_before in the outbox). */
export const REMINDER_LOOKAHEAD_MS = 6 * 3_600_000;
/** A reminder whose time passed longer ago than this (the server was down) is not sent late. */
export const REMINDER_GRACE_MS = 30 * 60_000;

class NothingQueued extends Error {}

export function reminderKey(uuid: string, date: string, time: string, hours: number): string {
  return `reminder:${uuid}:${date}T${time}:${hours}h`;
}

/** The e-mail reminder's key: one per booking and start time. */
export function emailReminderKey(uuid: string, date: string, time: string): string {
  return `email-reminder:${uuid}:${date}T${time}`;
}

export function reminderText(r: {
  storeName: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  link: string;
  language?: GuestLanguage;
}): string {
  const language = r.language ?? "en";
  return toGsm7(
    translate(
      language,
      "{store}: reminder of your reservation for {people} on {date} at {time}. Reply 1 to confirm or 9 to cancel. {link}",
      {
        store: r.storeName,
        people: formatPartySize(r.partySize, language),
        date: formatLongDate(r.reservationDate, language),
        time: formatTime12(r.reservationTime),
        link: r.link,
      },
    ),
  );
}

/** Queues the reminders due within the lookahead; answers how many rows were queued (0 when already queued). */
export async function scheduleReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  const today = storeDate("UTC", now);
  const candidates = await reminderCandidates(db, addDays(today, -1), addDays(today, 4));
  let queued = 0;
  for (const c of candidates) {
    if (!c.remindersEnabled) continue;
    const times = reminderTimes({
      tz: c.timezone,
      date: c.reservationDate,
      time: c.reservationTime,
      hours: c.reminderHours,
      bookedAt: c.createdAt,
    });
    if (c.guestEmail.trim()) await scheduleEmailReminder(db, c, times, now);
    for (const t of times) {
      const ms = t.at.getTime() - now.getTime();
      if (ms > REMINDER_LOOKAHEAD_MS || ms < -REMINDER_GRACE_MS) continue;
      const dedupeKey = reminderKey(c.reservationUuid, c.reservationDate, c.reservationTime, t.hours);
      const id = await db
        .transaction(async (tx) => {
          const link = await issueBookingLink(
            tx,
            { storeId: c.storeId, reservationId: c.reservationId },
            publicUrl,
            now,
          );
          const body = reminderText({ ...c, link });
          const row = await queueText(
            tx,
            {
              storeId: c.storeId,
              kind: "reservation_reminder",
              toPhone: c.guestPhone,
              body,
              reservationId: c.reservationId,
              language: c.language,
              notBefore: t.at,
              dedupeKey,
            },
            now,
          );
          // Already queued (or opted out): the link just made is not needed.
          if (row === null) throw new NothingQueued();
          return row;
        })
        .catch((err: unknown) => {
          if (err instanceof NothingQueued) return null;
          throw err;
        });
      if (id !== null) queued += 1;
    }
  }
  return queued;
}

/**
 * The booking's e-mail reminder, at the first of its reminder times within the lookahead (a time missed while the
 * server was down gives way to the next); its key makes it one per booking and start time.
 */
async function scheduleEmailReminder(
  db: Db,
  c: ReminderCandidate,
  times: readonly { at: Date }[],
  now: Date,
): Promise<void> {
  const t = times.find((x) => {
    const ms = x.at.getTime() - now.getTime();
    return ms <= REMINDER_LOOKAHEAD_MS && ms >= -REMINDER_GRACE_MS;
  });
  if (!t) return;
  const store = {
    id: c.storeId,
    name: c.storeName,
    phone: c.storePhone,
    address: c.storeAddress,
    timezone: c.timezone,
  };
  await db.transaction((tx) =>
    queueBookingEmail(
      tx,
      {
        kind: "reminder",
        storeId: c.storeId,
        reservationId: c.reservationId,
        toEmail: c.guestEmail,
        language: c.language,
        details: bookingEmailDetails(store, { ...c, uuid: c.reservationUuid }),
        notBefore: t.at,
        dedupeKey: emailReminderKey(c.reservationUuid, c.reservationDate, c.reservationTime),
      },
      now,
    ),
  );
}

/** Why an e-mail reminder must not go out now (its booking was cancelled, moved or has begun), or null. */
export function emailReminderSkipReason(
  row: Pick<BookingEmailRow, "dedupeKey">,
  r: { uuid: string; status: string; reservationDate: string; reservationTime: string; timezone: string },
  now: Date,
): string | null {
  if (r.status !== "PENDING" && r.status !== "CONFIRMED") return "Not sent: the booking is no longer open.";
  if (row.dedupeKey !== emailReminderKey(r.uuid, r.reservationDate, r.reservationTime)) {
    return "Not sent: the booking moved to another time.";
  }
  if (now.getTime() >= storeInstant(r.timezone, r.reservationDate, r.reservationTime).getTime()) {
    return "Not sent: the booking has begun.";
  }
  return null;
}

/** Why a reminder must not go out now (its booking was cancelled, moved or has begun), or null. */
export async function reminderSkipReason(db: Db, row: MessageRow, now: Date): Promise<string | null> {
  const r = row.reservationId === null ? undefined : await reservationForText(db, row.reservationId);
  if (!r || (r.status !== "PENDING" && r.status !== "CONFIRMED"))
    return "Not sent: the booking is no longer open.";
  if (!row.dedupeKey?.startsWith(`reminder:${r.uuid}:${r.reservationDate}T${r.reservationTime}:`)) {
    return "Not sent: the booking moved to another time.";
  }
  if (now.getTime() >= storeInstant(r.timezone, r.reservationDate, r.reservationTime).getTime()) {
    return "Not sent: the booking has begun.";
  }
  return null;
}
