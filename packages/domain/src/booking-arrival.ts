/**
 * A booking's guests at the host stand (docs/product.md#arrived): the whole party ("Arrived") or some of it ("Partly
 * arrived · 2 of 4"). Kept beside the status, never as one: the status list is the legacy /api's and the spec's, and
 * an arrived booking is still open (PENDING or CONFIRMED) until it is seated. The server refuses with this rule and the
 * screens offer the action by it.
 */
import { z } from "zod";
import { MAX_PARTY_SIZE } from "./entities/reservation-constants";
import { openReservationStatuses } from "./reservation-status";
import { storeDate } from "./store-time";

export const arrivalMessages = {
  count: `Arrived guests must be a whole number from 1 to ${MAX_PARTY_SIZE}.`,
  notOpen: "Only a pending or confirmed booking can be marked arrived.",
  notToday: "A booking can be marked arrived only on its own day.",
} as const;

/** How many of the party are here: more than the party is refused with the party's size in the words. */
export function tooManyArrivedMessage(partySize: number): string {
  return `Arrived guests cannot be more than the party of ${partySize}.`;
}

/** reservations.markArrival: how many are here (the whole party for "Arrived"), or null to clear it. */
export const markArrivalInput = z.object({
  uuid: z.uuid(),
  arrivedCount: z
    .number({ error: arrivalMessages.count })
    .int({ message: arrivalMessages.count })
    .min(1, { message: arrivalMessages.count })
    .max(MAX_PARTY_SIZE, { message: arrivalMessages.count })
    .nullable(),
});

/** The booking as the rule needs it. */
export interface BookingForArrival {
  status: string;
  reservationDate: string;
  partySize: number;
}

/**
 * Null when the arrival may be set (or cleared), else the reason a host reads: only an open booking (PENDING or
 * CONFIRMED) of today in store time, and between 1 and its party size.
 */
export function arrivalRefusal(
  r: BookingForArrival,
  arrivedCount: number | null,
  tz: string,
  now: Date,
): string | null {
  if (!openReservationStatuses.includes(r.status as never)) return arrivalMessages.notOpen;
  if (r.reservationDate !== storeDate(tz, now)) return arrivalMessages.notToday;
  if (arrivedCount === null) return null;
  if (!Number.isInteger(arrivedCount) || arrivedCount < 1) return arrivalMessages.count;
  if (arrivedCount > r.partySize) return tooManyArrivedMessage(r.partySize);
  return null;
}

/** Whether a host may mark the booking now (the screens offer the Arrival menu by it). */
export function canMarkArrival(r: BookingForArrival, tz: string, now: Date): boolean {
  return arrivalRefusal(r, null, tz, now) === null;
}

/**
 * The row's badge: "Arrived" for the whole party (or more, should the party have shrunk since), "Partly arrived · 2 of
 * 4" for some of it, null when no one is marked.
 */
export function arrivalLabel(arrivedCount: number | null | undefined, partySize: number): string | null {
  if (arrivedCount == null || arrivedCount < 1) return null;
  if (arrivedCount >= partySize) return "Arrived";
  return `Partly arrived · ${arrivedCount} of ${partySize}`;
}
