/** Kiosk time-outs (docs/product.md#kiosk, #limits). */
/** Party size, name and phone return to the welcome screen after this long without a touch. */
export const INACTIVITY_TIMEOUT_MS = 90_000;
/** The confirmation (ticket) returns to the start after this long. */
export const CONFIRMATION_TIMEOUT_MS = 10_000;
/**
 * A ticket showing the guest's status-page code stays this long instead: 10 s is too short to take out a phone, open
 * its camera and scan. No longer than that, since whoever walks up next could scan the code too (Finish clears it).
 */
export const SCAN_CONFIRMATION_TIMEOUT_MS = 30_000;
/** Kiosk numbers (position, waits, settings) are reloaded at least this often (docs/product.md#refresh, #limits). */
export const REFRESH_INTERVAL_MS = 10_000;
