import { describe, expect, it } from "vitest";
import {
  customerIdOf,
  joinWaitlistInput,
  optionalPhoneSchema,
  seatingFlags,
  seatingOf,
} from "./entities/waitlist";
import { DomainError } from "./errors";
import { hasControlChars } from "./guest-text";
import { assertFinished, assertWaiting, nextAlertLevel, waitedMinutes } from "./waitlist-rules";

describe("alerts", () => {
  it("goes 0 → 1 → 2 and refuses a third", () => {
    expect(nextAlertLevel(0, "alert")).toBe(1);
    expect(nextAlertLevel(1, "again")).toBe(2);
    expect(() => nextAlertLevel(2, "again")).toThrow(/Alerted 2x/);
    expect(() => nextAlertLevel(2, "alert")).toThrow(DomainError);
    expect(() => nextAlertLevel(1, "alert")).toThrow(/Alert Again/);
    expect(() => nextAlertLevel(0, "again")).toThrow(/not been alerted/);
  });
  it("guards statuses", () => {
    expect(() => assertWaiting("seated")).toThrow(/no longer waiting/);
    expect(() => assertFinished("waiting")).toThrow(/already waiting/);
    expect(() => assertFinished("no_show")).not.toThrow();
  });
  it("counts whole waited minutes", () => {
    expect(waitedMinutes(new Date("2026-01-01T10:00:00Z"), new Date("2026-01-01T10:14:59Z"))).toBe(14);
  });
});

describe("join input", () => {
  it("customer_id is the name, or the phone without a name", () => {
    expect(customerIdOf(" Ann ", "5551234567")).toBe("Ann");
    expect(customerIdOf("  ", "5551234567")).toBe("5551234567");
  });
  it("phone: 10 digits after stripping, or absent", () => {
    expect(optionalPhoneSchema.parse("(555) 234 - 4567")).toBe("5552344567");
    expect(optionalPhoneSchema.parse("")).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.safeParse("555123").success).toBe(false);
    expect(optionalPhoneSchema.safeParse("555123456789").success).toBe(false);
  });
  it("trims the name, bounds the party size, defaults the seating", () => {
    const ok = joinWaitlistInput.parse({ partySize: 2, name: "  Bo ", phone: null });
    expect(ok).toEqual({ partySize: 2, name: "Bo", phone: null, seating: "first_available" });
    expect(joinWaitlistInput.safeParse({ partySize: 0, name: "Bo" }).success).toBe(false);
    expect(joinWaitlistInput.safeParse({ partySize: 2.5, name: "Bo" }).success).toBe(false);
    const big = joinWaitlistInput.safeParse({ partySize: 51, name: "Bo" });
    expect(big.error?.issues[0]?.message).toMatch(/at most 50/);
    expect(joinWaitlistInput.safeParse({ partySize: 2, name: "   " }).success).toBe(false);
    expect(joinWaitlistInput.safeParse({ partySize: 2, name: "x".repeat(81) }).success).toBe(false);
    expect(joinWaitlistInput.safeParse({ partySize: 2, name: "A\u0000" }).success).toBe(false);
    expect(hasControlChars("a\nb", true)).toBe(false);
    expect(hasControlChars("a\nb")).toBe(true);
    expect(hasControlChars("a\u007f", true)).toBe(true);
  });
  it("seating flags are exclusive and round-trip", () => {
    for (const s of ["first_available", "indoor", "bar", "outdoor"] as const) {
      const f = seatingFlags(s);
      expect(Object.values(f).filter(Boolean)).toHaveLength(1);
      expect(seatingOf(f)).toBe(s);
    }
  });
});
