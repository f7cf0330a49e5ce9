/** The booking page's change inputs (docs/product.md#guest-pages): the token, and the date, time and party size. */
import type { z } from "zod";
import { dateField, partySizeField, timeField } from "../entities/reservations";
import { bookingTokenInput } from "./booking-token-input";

export const bookingChangeInput = bookingTokenInput.extend({
  reservationDate: dateField(),
  reservationTime: timeField,
  partySize: partySizeField,
});
export type BookingChangeInput = z.infer<typeof bookingChangeInput>;

/** The times the booking may move to on a date, for a party size (its own party left out of the count). */
export const bookingTimesInput = bookingTokenInput.extend({
  date: dateField(),
  partySize: partySizeField,
});
