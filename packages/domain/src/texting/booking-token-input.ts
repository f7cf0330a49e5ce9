/** The booking page's input (its own module: the guest app's address parsing needs the constants, not zod). */
import { z } from "zod";
import { BOOKING_TOKEN_RE } from "./booking-page";

export const bookingTokenInput = z.object({
  token: z.string().regex(BOOKING_TOKEN_RE, "Invalid booking link."),
});
