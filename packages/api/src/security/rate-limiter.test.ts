import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

describe("rate limiter", () => {
  it("blocks a key after max failures within the window", () => {
    const l = createRateLimiter({ max: 3, windowMs: 60_000, enabled: true });
    for (let i = 0; i < 3; i++) {
      expect(l.blocked("a")).toBe(false);
      l.fail("a");
    }
    expect(l.blocked("a")).toBe(true);
    expect(l.blocked("b")).toBe(false);
    l.reset("a");
    expect(l.blocked("a")).toBe(false);
  });
  it("never blocks when turned off", () => {
    const l = createRateLimiter({ max: 1, windowMs: 60_000, enabled: false });
    l.fail("a");
    l.fail("a");
    expect(l.blocked("a")).toBe(false);
  });
});
