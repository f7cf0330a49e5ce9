/**
 * Waitlist bounds in a zod-free module, so a browser bundle that needs only a constant (e.g. the name field's
 * maxLength) leaves zod out. The package's index takes them from here; entities/waitlist.ts re-exports the one the
 * package's modules import from it.
 */

/** Bounds of what a client may send for a walk-in (the kiosk sets no maximum party size; this one is ours, docs/product.md#validation). */
export const PARTY_SIZE_MAX = 50;
export const NAME_MAX = 80;
export const NOTE_MAX = 500;
export const ANNOUNCEMENT_MAX = 500;
/** docs/product.md#limits: an entry is alerted at most twice. */
export const ALERT_LIMIT = 2;
/** Table settings bounds: a store has at most this many tables per group, and a turn lasts at most a day. */
export const TABLES_MAX = 1000;
export const TURN_MINUTES_MAX = 1440;
