/**
 * The guests a kept answer names (docs/architecture.md "Writes safe to repeat"): the answer is sealed under the
 * client's key before it is stored, so an erase could never search it; instead the row keeps these refs beside it
 * (@seatline/db guestRefs: a short digest of each phone, the ids of walk-ins and bookings) and the erase blanks every
 * answer whose refs meet the guest's. Read from the answer as it is kept (a withheld field is not there), whatever the
 * procedure or legacy path: every view of a guest's record carries its phone (`phone`, `guestPhone`,
 * `customer_number`, a profile's `phone`, an export's rows), and the floor's views name their parties by `entryId` and
 * `reservationId`.
 */
import { guestRefs } from "@seatline/db";

/** A phone as answers write it: 10 digits, maybe formatted or with +1 (no letters, no more than a phone's digits). */
const PHONE_SHAPE = /^\+?[\d\s().-]{10,24}$/;
/** Keys whose number is a walk-in's id or a booking's id, in the tRPC views and the legacy bodies. */
const ENTRY_KEYS = new Set(["entryId", "waitlistEntryId", "waitlist_entry_id"]);
const BOOKING_KEYS = new Set(["reservationId", "reservation_id"]);
/** Answers are the server's own JSON; the bound only keeps a mistake from recursing forever. */
const MAX_DEPTH = 64;

function phoneOf(text: string): string | null {
  if (!PHONE_SHAPE.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : null;
}

/** The refs of the guests `kept` names, each once. */
export function answerGuestRefs(kept: unknown): string[] {
  const refs = new Set<string>();
  const visit = (value: unknown, key: string | null, depth: number): void => {
    if (typeof value === "string") {
      const phone = phoneOf(value);
      if (phone) refs.add(guestRefs.phone(phone));
      return;
    }
    if (typeof value === "number") {
      if (key === null || !Number.isSafeInteger(value)) return;
      if (ENTRY_KEYS.has(key)) refs.add(guestRefs.entry(value));
      else if (BOOKING_KEYS.has(key)) refs.add(guestRefs.booking(value));
      return;
    }
    if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, depth + 1);
      return;
    }
    for (const [k, item] of Object.entries(value)) visit(item, k, depth + 1);
  };
  visit(kept, null, 0);
  return [...refs];
}
