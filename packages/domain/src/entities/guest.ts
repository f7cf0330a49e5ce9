/** Inputs of the anonymous guest procedures (status page, remote join). */

import { z } from "zod";
import { GUEST_TOKEN_RE } from "../guest-status";
import { optionalGuestLanguageSchema } from "../i18n/language-schema";
import { PHONE_DIGITS } from "../phone";
import { PHONE_NOT_REAL, phoneProblem } from "../phone-rules";
import { storeSlugsInput } from "./reservations";
import { guestNameSchema, partySizeSchema, seatingChoices } from "./waitlist";

export const INVALID_STATUS_LINK =
  "This waitlist link is not valid. Please check the link in your text message.";

/** A status token as it appears in the link; anything else is refused before any lookup. */
export const guestTokenInput = z.object({
  token: z
    .string({ error: INVALID_STATUS_LINK })
    .trim()
    .toLowerCase()
    .regex(GUEST_TOKEN_RE, { message: INVALID_STATUS_LINK }),
});

export const REMOTE_PHONE_REQUIRED = "Please enter your 10-digit phone number.";

/** A phone the guest must give (remote join: the status link and the table-ready text go to it). */
export const requiredPhoneSchema = z
  .string({ error: REMOTE_PHONE_REQUIRED })
  .max(40, { message: REMOTE_PHONE_REQUIRED })
  .transform((s) => s.replace(/\D/g, ""))
  .refine((d) => d.length === PHONE_DIGITS, { message: REMOTE_PHONE_REQUIRED, abort: true })
  .refine((d) => phoneProblem(d) === null, { message: PHONE_NOT_REAL });

/** guest.join: the kiosk's fields (party size, seating, name) with the phone required, for one store by its slugs. */
export const remoteJoinInput = storeSlugsInput.extend({
  partySize: partySizeSchema,
  name: guestNameSchema,
  phone: requiredPhoneSchema,
  seating: z.enum(seatingChoices).default("first_available"),
  language: optionalGuestLanguageSchema,
});
export type RemoteJoin = z.output<typeof remoteJoinInput>;

/** guest.correctPhone ("Wrong number?" on the status page): the token's entry gets this phone, by the join's rules. */
export const correctPhoneInput = guestTokenInput.extend({ phone: requiredPhoneSchema });
