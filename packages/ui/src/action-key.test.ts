import { describe, expect, it } from "vitest";
import { createActionKey } from "./action-key";
import { newIdempotencyKey } from "./idempotency-key";

describe("idempotency keys", () => {
  it("makes 128 fresh random bits each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("keeps one key for the retries of one request, a new one when the request changes or succeeded", () => {
    const action = createActionKey();
    const first = action.keyFor({ name: "Ann", partySize: 2 });
    expect(action.keyFor({ name: "Ann", partySize: 2 })).toBe(first);
    const changed = action.keyFor({ name: "Ann", partySize: 3 });
    expect(changed).not.toBe(first);
    action.done();
    expect(action.keyFor({ name: "Ann", partySize: 3 })).not.toBe(changed);
  });
});
