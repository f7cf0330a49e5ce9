/** Kiosk time-outs (docs/product.md#kiosk, #limits). */
/** Party size, name and phone return to the welcome screen after this long without a touch. */
export const INACTIVITY_TIMEOUT_MS = 90_000;
/** The confirmation (ticket) returns to the start after this long. */
export const CONFIRMATION_TIMEOUT_MS = 10_000;
/** Kiosk numbers (position, waits, settings) are reloaded at least this often (docs/product.md#refresh, #limits). */
export const REFRESH_INTERVAL_MS = 10_000;
