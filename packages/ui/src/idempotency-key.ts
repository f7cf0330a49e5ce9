/**
 * Idempotency keys, client side (docs/architecture.md "Writes safe to repeat"): every mutation the apps send carries an
 * `Idempotency-Key` (trpc-wire.ts), a fresh one per call unless the caller passes its own in the call's context, so a
 * retry of the same user action (the guest pressing Try again after a lost connection) is answered once by the server.
 * Plain TypeScript: the server's contract test and the kiosk's offline queue use it outside React.
 */

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/**
 * A new key: a random UUID v4 (122 random bits, a shape the server takes). Built from getRandomValues, which browsers
 * also give pages served over plain HTTP (a kiosk on a local address), where randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The context a mutation call passes to use its own key, e.g.
 * `client.guest.join.mutate(input, { context: idempotencyContext(key) })`.
 */
export function idempotencyContext(key: string): { idempotencyKey: string } {
  return { idempotencyKey: key };
}

/**
 * One user action's key across its retries: the same key while the request is the same (a retry after no answer is
 * answered with the first call's result, never written twice), a new key once the request changes (the server
 * refuses a key reused for another request) or after `done()` (the action succeeded; the next is another action).
 */
export interface ActionKey {
  keyFor(request: unknown): string;
  done(): void;
}

export function createActionKey(make: () => string = newIdempotencyKey): ActionKey {
  let current: { key: string; request: string } | null = null;
  return {
    keyFor(request) {
      const json = JSON.stringify(request);
      if (current?.request !== json) current = { key: make(), request: json };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
