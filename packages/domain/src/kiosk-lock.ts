/**
 * The lock on the kiosk's host screen (docs/product.md#kiosk): it opens with the store's kiosk PIN (4-6 digits, set in
 * the staff console's Settings) or, while the store has none, with the signed-in account's staff password.
 */
import { z } from "zod";

export const KIOSK_PIN_MAX = 6;
const PIN_RE = /^[0-9]{4,6}$/;

export const KIOSK_PIN_FORMAT = "The PIN must be 4 to 6 digits.";
export const WRONG_KIOSK_PIN = "Wrong PIN. The host screen stays locked.";
export const WRONG_KIOSK_PASSWORD = "Wrong password. The host screen stays locked.";
export const TOO_MANY_UNLOCKS = "Too many wrong tries. Please wait a few minutes and try again.";
/** A kiosk's host-screen call after its unlock ran out (idle) or was locked again. */
export const HOST_SCREEN_LOCKED = "The host screen is locked. Unlock it again to go on.";
/**
 * How long a kiosk's host screen stays open without a host-screen call: the server keeps the time (a guest at an open
 * host screen gets at most this long), each call pushes it on.
 */
export const KIOSK_HOST_IDLE_MS = 5 * 60_000;
export const UNLOCK_UNAVAILABLE =
  "The host screen cannot be unlocked right now. Please try again in a minute.";

/** True for a PIN of 4 to 6 digits (0-9 only). */
export function isKioskPin(value: string): boolean {
  return PIN_RE.test(value);
}

export const kioskPinSchema = z.string().regex(PIN_RE, KIOSK_PIN_FORMAT);
export const setKioskPinInput = z.object({ pin: kioskPinSchema });

/** What the host types to open the host screen: the PIN, or the staff password while the store has no PIN. */
export const unlockHostInput = z.object({
  secret: z.string().min(1, "Enter the PIN or the password.").max(256, "That is too long."),
});

/** What every client may know of the PIN: whether there is one (never the PIN or its hash). */
export interface KioskLockStatus {
  pinSet: boolean;
}

/** Digits typed on the PIN keypad: a digit is added up to the longest PIN. */
export function appendPinDigit(pin: string, digit: string): string {
  if (!/^[0-9]$/.test(digit) || pin.length >= KIOSK_PIN_MAX) return pin;
  return pin + digit;
}
