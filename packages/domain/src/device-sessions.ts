/**
 * Devices and people (docs/architecture.md "Device sessions"): the messages of a kiosk's and a host stand's device
 * sessions. Kept apart from the zod schemas so the kiosk's and the console's first screens load them without zod.
 */

/** Pairing a kiosk hands a lobby tablet a session of the store: a manager or an owner does it. */
export const PAIR_NEEDS_MANAGER = "Only a manager or an owner can sign in a kiosk or a host stand.";
/** A kiosk still holding a person's session (made before kiosks were devices): shown on its sign-in page. */
export const KIOSK_NEEDS_PAIRING =
  "This kiosk needs to be paired again: a manager or an owner signs it in once, and it keeps working.";
/** A kiosk's session on anything but the kiosk's own procedures (the staff console, the legacy paths). */
export const DEVICE_SESSION_REFUSED = "This is a kiosk's sign-in. Please sign in with your own account.";
/** A host stand's session on a legacy path: those are a person's own sign-in's. */
export const STAND_SESSION_REFUSED =
  "This is the host stand's sign-in. Please sign in with your own account.";

/**
 * How long a host stand stays with one person after their last change (a seat, an alert, a note): the server keeps
 * the time, so a stand left open at a quiet moment shows the next passer-by nothing past this. Reads do not push it
 * on: the list refreshes itself all evening.
 */
export const STAND_IDLE_MS = 15 * 60_000;
export const STAND_LOCKED = "The host stand is locked. Tap your name and enter your PIN.";
/** A manager's or owner's page on the stand: Settings, Reports, staff accounts need a person's own sign-in. */
export const STAND_RUNS_THE_DOOR =
  "The host stand runs the door only. Sign in with your own account on your own device for this.";
export const WRONG_STAND_PIN = "Wrong PIN. The stand stays locked.";
/** Past the tries of a stand (or of one person at it): the 429 carries Retry-After, and the wait grows. */
export const STAND_TOO_MANY_TRIES =
  "Too many wrong PINs at this stand. Please wait before trying again: the wait grows with each round of wrong tries. Your own sign-in still works on another device.";
/** A stand's lock-screen procedure called by anything but a paired stand. */
export const STAND_ONLY = "Only a paired host stand uses this.";
export const WRONG_PASSWORD_FOR_PIN = "That is not your password. Your PIN was not changed.";
