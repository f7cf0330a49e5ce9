import { describe, expect, it } from "vitest";
import { guestPhoneField } from "./entities/reservations";
import { optionalPhoneSchema } from "./entities/waitlist";
import { isPossiblePhone, PHONE_NOT_REAL, phoneProblem } from "./phone-rules";
import {
  isTextablePhone,
  NOT_TEXTABLE_AREA_CODES,
  notTextableReason,
  notTextableReasons,
} from "./phone-textable";

describe("phones that cannot exist", () => {
  it("refuses an area code or exchange starting with 0 or 1, and N11 area codes", () => {
    for (const bad of ["0552344567", "1552344567", "5550344567", "5551234567", "2115550142", "9115550142"]) {
      expect(phoneProblem(bad), bad).toBe(PHONE_NOT_REAL);
    }
    for (const good of ["2125550142", "5552344567", "9999999999", "2002000000"]) {
      expect(isPossiblePhone(good), good).toBe(true);
    }
    expect(phoneProblem("555234456")).toMatch(/10 digits/);
  });
  it("is applied by the reservation and waitlist phone fields", () => {
    expect(guestPhoneField.safeParse("(555) 123-4567").error?.issues[0]?.message).toBe(PHONE_NOT_REAL);
    expect(guestPhoneField.parse("(555) 234-4567")).toBe("5552344567");
    expect(optionalPhoneSchema.safeParse("(555) 012-4567").error?.issues[0]?.message).toBe(PHONE_NOT_REAL);
    expect(optionalPhoneSchema.parse("")).toBeNull();
  });
});

describe("phones we text", () => {
  it("texts US and Canada area codes", () => {
    for (const p of ["2125550242", "(416) 555-0299", "6045550200", "5552344567", "2122345678", "8005550200"])
      expect(isTextablePhone(p), p).toBe(true);
  });
  it("does not text Caribbean countries, US territories, premium rate, or impossible numbers", () => {
    for (const area of [
      "242",
      "246",
      "268",
      "284",
      "345",
      "441",
      "473",
      "649",
      "664",
      "758",
      "767",
      "784",
      "809",
      "829",
      "849",
      "868",
      "869",
      "876",
      "787",
      "939",
      "671",
      "340",
      "900",
    ]) {
      expect(NOT_TEXTABLE_AREA_CODES.has(area), area).toBe(true);
      expect(isTextablePhone(`${area}5550142`), area).toBe(false);
    }
    expect(isTextablePhone("5551234567")).toBe(false);
    expect(isTextablePhone("212555014")).toBe(false);
  });

  it("does not text N11 exchanges, 555-01XX, non-geographic or unassigned area codes, each with its reason", () => {
    const cases: [string, string][] = [
      ["2124115678", notTextableReasons.serviceCode],
      ["2129110000", notTextableReasons.serviceCode],
      ["4152115678", notTextableReasons.serviceCode],
      ["2125550142", notTextableReasons.fictional],
      ["(416) 555-0199", notTextableReasons.fictional],
      ["3725550242", notTextableReasons.nonGeographic],
      ["9625550242", notTextableReasons.nonGeographic],
      ["5002345678", notTextableReasons.nonGeographic],
      ["5332345678", notTextableReasons.nonGeographic],
      ["6002345678", notTextableReasons.nonGeographic],
      ["7002345678", notTextableReasons.nonGeographic],
      ["7102345678", notTextableReasons.nonGeographic],
      ["4562345678", notTextableReasons.nonGeographic],
      ["8802345678", notTextableReasons.nonGeographic],
      ["8762345678", notTextableReasons.outsideUsCanada],
      ["1552344567", notTextableReasons.impossible],
    ];
    for (const [phone, reason] of cases) {
      expect(notTextableReason(phone), phone).toBe(reason);
      expect(isTextablePhone(phone), phone).toBe(false);
    }
    // Still possible numbers: a phone field takes them (a walk-in or booking works; the host calls the name).
    for (const phone of ["2124115678", "2125550142", "3725550242", "7102345678"]) {
      expect(isPossiblePhone(phone.replace(/\D/g, "")), phone).toBe(true);
      expect(optionalPhoneSchema.parse(phone)).toBe(phone);
    }
  });
});
