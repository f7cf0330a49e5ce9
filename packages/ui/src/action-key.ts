/** One user action's Idempotency-Key across its retries (docs/architecture.md "Writes safe to repeat"). */
import { newIdempotencyKey } from "./idempotency-key";

/**
 * The context a mutation call passes to use its own key, e.g.
 * `client.guest.join.mutate(input, { context: idempotencyContext(key) })`.
 */
export function idempotencyContext(key: string): { idempotencyKey: string } {
  return { idempotencyKey: key };
}

/**
 * The same key while the request is the same (a retry after no answer is answered with the first call's result,
 * never written twice), a new key once the request changes (the server refuses a key reused for another request) or
 * after `done()` (the action succeeded; the next is another action).
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
