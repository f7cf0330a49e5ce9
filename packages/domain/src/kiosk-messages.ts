/** Guest-facing kiosk sentences that depend on data (the welcome and ticket screens, docs/product.md#kiosk). */
import { formatPhone, phoneDigits } from "./phone";

export const FIRST_IN_LINE_MESSAGE = "Congrats! You are the first in line.";

/** Welcome (docs/product.md#kiosk): 'You are position N in line!', or the first-in-line text when N is 1. */
export function positionMessage(position: number): string {
  return position <= 1 ? FIRST_IN_LINE_MESSAGE : `You are position ${position} in line!`;
}

/**
 * Confirmation (docs/product.md#kiosk): the note to wait nearby, watching for updates at the phone number when one was given
 * (otherwise the name is called, as the phone step's Skip option promised).
 */
export function waitNearbyMessage(phone: string | null | undefined): string {
  const digits = phoneDigits(phone ?? "");
  if (digits.length === 0) return "Please wait nearby. We will call your name when your table is ready.";
  return `Please wait nearby and watch for updates at ${formatPhone(digits)}.`;
}
