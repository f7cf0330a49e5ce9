/**
 * Devices and people (docs/architecture.md "Device sessions"): the messages of a kiosk's device session. Kept apart
 * from the zod schemas so the kiosk's first screen loads them without zod.
 */

/** Pairing a kiosk hands a lobby tablet a session of the store: a manager or an owner does it. */
export const PAIR_NEEDS_MANAGER = "Only a manager or an owner can sign in a kiosk.";
/** A kiosk still holding a person's session (made before kiosks were devices): shown on its sign-in page. */
export const KIOSK_NEEDS_PAIRING =
  "This kiosk needs to be paired again: a manager or an owner signs it in once, and it keeps working.";
/** A kiosk's session on anything but the kiosk's own procedures (the staff console, the legacy paths). */
export const DEVICE_SESSION_REFUSED = "This is a kiosk's sign-in. Please sign in with your own account.";
