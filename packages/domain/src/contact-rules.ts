/**
 * The guest's contact fields as a form checks them while the guest types (the public booking form, the status page's
 * "Wrong number?"), by the same rules the server's schemas apply (entities/reservations.ts uses isEmailAddress and
 * phoneProblem from here and phone.ts), worded for the guest. Zod-free: the public and guest apps bundle it.
 */

import { controlCharsMessage, hasControlChars } from "./guest-text";
import { PHONE_DIGITS, phoneDigits } from "./phone";
import { phoneProblem } from "./phone-rules";
import { isTextablePhone } from "./phone-textable";

/** Remote join needs a phone we text (US and Canada): its status link only travels by text. */
export const REMOTE_PHONE_NOT_TEXTABLE =
  "We can only text US and Canadian phone numbers. Please join at the host stand.";

/** Longest name and e-mail a booking keeps. */
export const GUEST_NAME_MAX = 100;
export const GUEST_EMAIL_MAX = 254;

/**
 * An e-mail address as the server accepts it: zod's own e-mail pattern (zod 4, `z.regexes.email`), kept here so the
 * form and the schema read one rule.
 */
export const EMAIL_RE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= GUEST_EMAIL_MAX && EMAIL_RE.test(text);
}

/** What the guest reads under a field, in plain words. */
export const contactMessages = {
  nameMissing: "Please enter your name.",
  nameTooLong: `Please shorten your name to ${GUEST_NAME_MAX} characters.`,
  phoneMissing: "Please enter your phone number.",
  phoneIncomplete: "Please enter all 10 digits of your phone number, area code first.",
  emailInvalid: "Please enter an email address like name@example.com, or leave it empty.",
} as const;

/** The name's problem, or null when it can be booked under. */
export function nameFieldProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return contactMessages.nameMissing;
  if (trimmed.length > GUEST_NAME_MAX) return contactMessages.nameTooLong;
  if (hasControlChars(trimmed)) return controlCharsMessage("Name");
  return null;
}

/** A phone's problem as typed (only its digits count), or null for a number that can exist. */
export function phoneFieldProblem(typed: string): string | null {
  const digits = phoneDigits(typed);
  if (digits === "") return contactMessages.phoneMissing;
  if (digits.length < PHONE_DIGITS) return contactMessages.phoneIncomplete;
  return phoneProblem(digits);
}

/** A phone the status link must reach (the remote join's rule): one that can exist and that we text. */
export function textablePhoneFieldProblem(typed: string): string | null {
  const problem = phoneFieldProblem(typed);
  if (problem !== null) return problem;
  return isTextablePhone(phoneDigits(typed)) ? null : REMOTE_PHONE_NOT_TEXTABLE;
}

/** The e-mail's problem (it is optional: empty is fine), or null. */
export function emailFieldProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === "") return null;
  if (hasControlChars(trimmed)) return controlCharsMessage("Email");
  return isEmailAddress(trimmed) ? null : contactMessages.emailInvalid;
}

export type ContactField = "guestName" | "guestPhone" | "guestEmail";

/** Every contact field's problem, by the field's key; an empty object when the contact can be booked. */
export function contactProblems(c: {
  guestName: string;
  guestPhone: string;
  guestEmail: string;
}): Partial<Record<ContactField, string>> {
  const found: Partial<Record<ContactField, string>> = {};
  const name = nameFieldProblem(c.guestName);
  const phone = phoneFieldProblem(c.guestPhone);
  const email = emailFieldProblem(c.guestEmail);
  if (name) found.guestName = name;
  if (phone) found.guestPhone = phone;
  if (email) found.guestEmail = email;
  return found;
}
