/**
 * How long a text or a booking e-mail is still worth sending (docs/operations.md#what-is-sent-and-when): the
 * dispatchers retry a failed send, and resend a send a crash interrupted, until this time; past it the message is
 * marked expired and the host reads "Not texted — call the name" on the party's row or the booking.
 */

/** No message is retried longer than a day after it was due. */
export const MESSAGE_USEFUL_AT_MOST_MS = 24 * 3_600_000;
/** A booking's message is retried a few minutes even when the booking starts sooner. */
export const BOOKING_MESSAGE_USEFUL_AT_LEAST_MS = 5 * 60_000;
/** A test text from Settings: its sender is waiting for it at the stand. */
export const TEST_TEXT_USEFUL_MS = 15 * 60_000;

export interface TextSubject {
  kind: string;
  /** When it was due: queued, or its not-before time (reminders). */
  dueAt: Date;
  /** The store's hold for a called party or an offered table (notify settings' hold minutes). */
  holdMinutes: number;
  /** The waitlist entry's status when the text is about one ('waiting' while the party is in line). */
  entryStatus: string | null;
  /** When the booking the text is about starts, when it is about one. */
  bookingStartsAt: Date | null;
}

const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** A booking's text or e-mail: until the booking starts, at least a few minutes, at most a day. */
export function bookingMessageUsefulUntil(dueAt: Date, bookingStartsAt: Date | null): Date {
  const cap = after(dueAt, MESSAGE_USEFUL_AT_MOST_MS);
  if (!bookingStartsAt) return cap;
  const floor = after(dueAt, BOOKING_MESSAGE_USEFUL_AT_LEAST_MS);
  return new Date(Math.min(cap.getTime(), Math.max(floor.getTime(), bookingStartsAt.getTime())));
}

/** The time a text stops being worth sending; at or before `dueAt` when it already is not (the party left the line). */
export function textUsefulUntil(s: TextSubject): Date {
  // A walk-in's texts speak to a party in line: once it is seated or gone, none of them is news.
  if (s.entryStatus !== null && s.entryStatus !== "waiting") return s.dueAt;
  switch (s.kind) {
    case "ready":
    case "ready_again":
    case "courtesy":
    case "notify_offer":
      // "Your table is ready" / a held table: worthless once the hold is over.
      return after(s.dueAt, s.holdMinutes * 60_000);
    case "test":
      return after(s.dueAt, TEST_TEXT_USEFUL_MS);
    case "reservation_confirmed":
    case "reservation_reminder":
    case "reservation_changed":
      return bookingMessageUsefulUntil(s.dueAt, s.bookingStartsAt);
    default:
      // The welcome text, the host's words, the notify list's confirmation: while the party waits, at most a day.
      return after(s.dueAt, MESSAGE_USEFUL_AT_MOST_MS);
  }
}
