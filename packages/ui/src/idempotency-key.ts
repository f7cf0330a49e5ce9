/**
 * Idempotency keys, client side (docs/architecture.md "Writes safe to repeat"): every mutation the apps send carries an
 * `Idempotency-Key` (trpc-wire.ts), a fresh one per call unless the caller passes its own in the call's context, so a
 * retry of the same user action (the guest pressing Try again after a lost connection) is answered once by the server.
 * Plain TypeScript: the server's contract test and the kiosk's offline queue use it outside React. Kept small: it is
 * in every app's first bundle (action-key.ts holds what only some screens use).
 */

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * A new key: 128 random bits as 32 hex digits. From getRandomValues, which browsers also give pages served over plain
 * HTTP (a kiosk on a local address), where randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  let key = "";
  for (const b of globalThis.crypto.getRandomValues(new Uint8Array(16)))
    key += (b + 256).toString(16).slice(1);
  return key;
}
