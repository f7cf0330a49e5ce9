import { describe, expect, it } from "vitest";
import {
  appendPinDigit,
  isKioskPin,
  KIOSK_PIN_FORMAT,
  setKioskPinInput,
  unlockHostInput,
} from "./kiosk-lock";

describe("kiosk PIN rules", () => {
  it("takes 4 to 6 digits and nothing else", () => {
    for (const ok of ["0000", "1234", "12345", "987654"]) expect(isKioskPin(ok), ok).toBe(true);
    for (const bad of ["", "123", "1234567", "12a4", " 1234", "1234 ", "١٢٣٤", "12.4", "-123"])
      expect(isKioskPin(bad), bad).toBe(false);
  });

  it("refuses a bad PIN with a plain message", () => {
    const r = setKioskPinInput.safeParse({ pin: "12" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(KIOSK_PIN_FORMAT);
    expect(setKioskPinInput.parse({ pin: "4821" })).toEqual({ pin: "4821" });
  });

  it("an unlock needs something typed, not too long", () => {
    expect(unlockHostInput.safeParse({ secret: "" }).success).toBe(false);
    expect(unlockHostInput.safeParse({ secret: "x".repeat(257) }).success).toBe(false);
    expect(unlockHostInput.safeParse({ secret: "seatline-demo" }).success).toBe(true);
  });

  it("the keypad adds digits up to six", () => {
    let pin = "";
    for (const d of "1234567") pin = appendPinDigit(pin, d);
    expect(pin).toBe("123456");
    expect(appendPinDigit("12", "x")).toBe("12");
  });
});
