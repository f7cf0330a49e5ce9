import { describe, expect, it } from "vitest";
import { canContinueName, canContinueParty, isPhoneComplete, typeDigit } from "./join-steps";

describe("join step rules", () => {
  it("needs a party of at least 1 and a name", () => {
    expect(canContinueParty(0)).toBe(false);
    expect(canContinueParty(1)).toBe(true);
    expect(canContinueParty(1.5)).toBe(false);
    expect(canContinueName("   ")).toBe(false);
    expect(canContinueName(" A ")).toBe(true);
  });
  it("types at most 10 digits and needs all 10", () => {
    let phone = "";
    for (const d of "555123456789x") phone = typeDigit(phone, d);
    expect(phone).toBe("5551234567");
    expect(isPhoneComplete(phone)).toBe(true);
    expect(isPhoneComplete("555123456")).toBe(false);
    expect(isPhoneComplete("555123456a")).toBe(false);
    expect(typeDigit("55", "x")).toBe("55");
  });
});
