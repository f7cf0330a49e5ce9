import { describe, expect, it } from "vitest";
import {
  contactMessages,
  contactProblems,
  emailFieldProblem,
  isEmailAddress,
  nameFieldProblem,
  phoneFieldProblem,
  REMOTE_PHONE_NOT_TEXTABLE,
  textablePhoneFieldProblem,
} from "./contact-rules";
import { guestEmailField, guestNameField, guestPhoneField } from "./entities/reservations";
import { PHONE_NOT_REAL } from "./phone-rules";

describe("contact rules, as the guest types", () => {
  it("a blank name, a half-typed phone, an impossible phone and a bad e-mail each get plain words", () => {
    expect(nameFieldProblem("   ")).toBe(contactMessages.nameMissing);
    expect(nameFieldProblem("x".repeat(101))).toBe(contactMessages.nameTooLong);
    expect(nameFieldProblem(" Ann Lee ")).toBeNull();
    expect(phoneFieldProblem("")).toBe(contactMessages.phoneMissing);
    expect(phoneFieldProblem("(555) 12")).toBe(contactMessages.phoneIncomplete);
    expect(phoneFieldProblem("(555) 123 - 4567")).toBe(PHONE_NOT_REAL);
    expect(phoneFieldProblem("(212) 555 - 0142")).toBeNull();
    expect(emailFieldProblem("")).toBeNull();
    expect(emailFieldProblem("ann@")).toBe(contactMessages.emailInvalid);
    expect(emailFieldProblem(" ann@example.com ")).toBeNull();
    expect(contactProblems({ guestName: "", guestPhone: "555", guestEmail: "a@b" })).toEqual({
      guestName: contactMessages.nameMissing,
      guestPhone: contactMessages.phoneIncomplete,
      guestEmail: contactMessages.emailInvalid,
    });
    expect(contactProblems({ guestName: "Ann", guestPhone: "2125550142", guestEmail: "" })).toEqual({});
  });

  it("no message carries a field key", () => {
    for (const m of Object.values(contactMessages)) expect(m).not.toMatch(/guest[A-Z]|:/);
  });

  it("a number we cannot text fails the status link's rule only", () => {
    expect(textablePhoneFieldProblem("8765550142")).toBe(REMOTE_PHONE_NOT_TEXTABLE);
    expect(phoneFieldProblem("8765550142")).toBeNull();
    expect(textablePhoneFieldProblem("555123")).toBe(contactMessages.phoneIncomplete);
  });

  it("agrees with the server's schemas on what passes (one rule, two places it is read)", () => {
    const emails = [
      "a@b.co",
      "ann.lee+x@mail.example.org",
      "a@b",
      "a@@b.co",
      ".a@b.co",
      "a b@c.de",
      "ü@x.de",
      "a@b.c",
    ];
    for (const e of emails) {
      expect(isEmailAddress(e), e).toBe(guestEmailField.safeParse(e).success);
      expect(emailFieldProblem(e) === null, e).toBe(guestEmailField.safeParse(e).success);
    }
    for (const n of ["", "  ", "Ann", "x".repeat(100), "x".repeat(101), "A\u0007b"])
      expect(nameFieldProblem(n) === null, JSON.stringify(n)).toBe(guestNameField.safeParse(n).success);
    for (const p of ["", "555", "5551234567", "2125550142", "(212) 555-0142", "1125550142"])
      expect(phoneFieldProblem(p) === null, p).toBe(guestPhoneField.safeParse(p).success);
  });
});
