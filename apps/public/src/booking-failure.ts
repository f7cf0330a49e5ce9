/**
 * For the public booking (docs/product.md#errors): what to tell the guest when a booking is refused or fails.
 */

import type { ContactField } from "@seatline/domain";
import { fieldRefusal, msg } from "@seatline/ui";
import { TRPCClientError } from "@trpc/client";

export const NON_200_TEXT = msg("Something went wrong. Please try again.");
export const CREATE_FAILED_TEXT = msg("Failed to create reservation. Please try again.");
export const NOT_SENT_TEXT = msg(
  "Your reservation was not sent: we could not reach the restaurant. Check your connection and submit it again; it will not be booked twice.",
);

const CONTACT_FIELDS: readonly string[] = ["guestName", "guestPhone", "guestEmail"] satisfies ContactField[];

/** A refusal of one of the guest's own fields (shown under it), or the lines of the "Reservation not made" notice. */
export type BookingFailure = { field: ContactField; message: string } | { field: null; messages: string[] };

/**
 * What to tell the guest, in order:
 * - the server refused one of the contact fields: its words alone, under that field (never the field's key, and no
 *   "Please try again": trying again with the same entry cannot work);
 * - the server refused the booking with another reason (a full slot, a blackout date): that reason, then the failure
 *   text;
 * - the server answered but not with a booking and gave no reason (an internal error, a proxy's error page that is
 *   not JSON): the non-200 text;
 * - no answer at all (offline, timed out): not sent, try again (the retry carries the same Idempotency-Key, so a
 *   booking that did reach the server is answered, not made twice).
 */
export function bookingFailure(error: unknown): BookingFailure {
  const refusal = fieldRefusal(error);
  if (refusal) {
    if (refusal.field !== null && CONTACT_FIELDS.includes(refusal.field))
      return { field: refusal.field as ContactField, message: refusal.message };
    return { field: null, messages: [refusal.message, CREATE_FAILED_TEXT] };
  }
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const code = typeof data === "object" && data !== null ? (data as { code?: unknown }).code : undefined;
    if (typeof code === "string") return { field: null, messages: [NON_200_TEXT] };
    // A response that was not tRPC's JSON: the body failed to parse.
    if (error.cause instanceof SyntaxError) return { field: null, messages: [NON_200_TEXT] };
  }
  return { field: null, messages: [NOT_SENT_TEXT] };
}
