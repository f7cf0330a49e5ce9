/** Rules of the waitlist join steps (kiosk and remote join) (docs/product.md#validation): party size, name, phone. */
import { PHONE_DIGITS, phoneDigits } from "./phone";

/** docs/product.md#kiosk: party size starts at 1; NEXT is disabled while it is below 1. */
export function canContinueParty(partySize: number): boolean {
  return Number.isInteger(partySize) && partySize >= 1;
}

/** NEXT on the name step is disabled while the name is empty. */
export function canContinueName(name: string): boolean {
  return name.trim().length > 0;
}

/** GET A TICKET needs all 10 digits. */
export function isPhoneComplete(phone: string): boolean {
  return phone.length === PHONE_DIGITS && phoneDigits(phone) === phone;
}

/** A keypad digit: appended while fewer than 10 digits are typed (non-digits ignored). */
export function typeDigit(phone: string, digit: string): string {
  return phone.length >= PHONE_DIGITS ? phone : phoneDigits(phone + digit);
}
