import { describe, expect, it } from "vitest";
import { phoneEditDigits } from "./phone-mask";

describe("phoneEditDigits", () => {
  it("keeps the digits typed, at most 10", () => {
    expect(phoneEditDigits("", "5")).toBe("5");
    expect(phoneEditDigits("555", "(5551")).toBe("5551");
    expect(phoneEditDigits("5551234567", "(555) 123 - 45678")).toBe("5551234567");
    expect(phoneEditDigits("", "555-123-4567 ext 9")).toBe("5551234567");
  });

  it("deleting a digit removes it", () => {
    expect(phoneEditDigits("5551234", "(555) 123 - ")).toBe("555123");
  });

  it("deleting only a mask character removes the digit before it", () => {
    // "(555) 123 - 4" with the space before the dash deleted.
    expect(phoneEditDigits("5551234", "(555) 123- 4")).toBe("555123");
    // "(555) 1" with the space deleted.
    expect(phoneEditDigits("5551", "(555)1")).toBe("555");
  });

  it("clearing the field empties it", () => {
    expect(phoneEditDigits("5551234567", "")).toBe("");
  });
});
