import { describe, expect, it } from "vitest";
import { guestTokenInput, remoteJoinInput } from "./entities/guest";
import {
  GUEST_TOKEN_RE,
  guestPlace,
  guestPositionMessage,
  guestStateOf,
  isInLine,
  nameInitial,
  remoteJoinPath,
  statusPagePath,
  statusPageUrl,
  waitRangeText,
} from "./guest-status";
import { shownSeatingToggles, toggleSeatingChoice } from "./seating-options";

const token = "abcdefghijklmnopqrstuvwxyz234567";

describe("guest links", () => {
  it("builds the short status link and the remote join path", () => {
    expect(statusPagePath(token)).toBe(`/w/${token}`);
    expect(statusPageUrl("https://seatline.example//", token)).toBe(`https://seatline.example/w/${token}`);
    expect(remoteJoinPath("demo", "downtown")).toBe("/join/demo/downtown");
    expect(remoteJoinPath("a b", "c/d")).toBe("/join/a%20b/c%2Fd");
  });
  it("accepts only 32 lower-case base32 characters as a token", () => {
    expect(GUEST_TOKEN_RE.test(token)).toBe(true);
    expect(guestTokenInput.parse({ token: ` ${token.toUpperCase()} ` }).token).toBe(token);
    for (const bad of ["", token.slice(1), `${token}a`, token.replace("a", "1"), token.replace("a", "-")])
      expect(guestTokenInput.safeParse({ token: bad }).success).toBe(false);
  });
});

describe("guest state", () => {
  it("maps stored status and alerts to what the guest sees", () => {
    expect(guestStateOf("waiting", 0)).toBe("waiting");
    expect(guestStateOf("waiting", 1)).toBe("ready");
    expect(guestStateOf("waiting", 2)).toBe("ready");
    expect(guestStateOf("seated", 2)).toBe("seated");
    expect(guestStateOf("no_show", 0)).toBe("removed");
    expect(guestStateOf("cancelled", 0)).toBe("cancelled");
    expect(isInLine("waiting") && isInLine("ready")).toBe(true);
    expect(isInLine("seated") || isInLine("removed") || isInLine("cancelled")).toBe(false);
  });
  it("places the guest after the parties ahead and counts only their own group ahead", () => {
    expect(guestPlace([], 2)).toEqual({ position: 1, aheadInGroup: 0 });
    // Ahead: two parties of two, a solo and a five: position 5; two of them are twos.
    expect(guestPlace([2, 1, 2, 5], 2)).toEqual({ position: 5, aheadInGroup: 2 });
    expect(guestPlace([2, 1, 2, 5], 1).aheadInGroup).toBe(1);
    expect(guestPlace([2, 1, 2, 5], 6).aheadInGroup).toBe(1);
    expect(guestPlace([2, 1, 2, 5], 3).aheadInGroup).toBe(0);
  });
  it("shows the wait as the quote's range, or its minutes when the range is one value", () => {
    expect(waitRangeText(20, { low: 15, high: 25 })).toBe("15–25 min");
    expect(waitRangeText(0, { low: 0, high: 0 })).toBe("0 min");
    expect(waitRangeText(7, null)).toBe("7 min");
  });
  it("shows the name's initial only and a position sentence", () => {
    expect(nameInitial("  ann Lee")).toBe("A.");
    expect(nameInitial("")).toBe("");
    expect(guestPositionMessage(1)).toBe("You are next in line!");
    expect(guestPositionMessage(4)).toBe("You are number 4 in line.");
  });
});

describe("remote join input", () => {
  const base = { companySlug: "demo", storeSlug: "downtown", partySize: 2, name: " Ann " };
  it("requires a 10-digit phone and keeps the kiosk's rules", () => {
    const ok = remoteJoinInput.parse({ ...base, phone: "(555) 234 - 4567" });
    expect(ok).toMatchObject({ name: "Ann", phone: "5552344567", seating: "first_available" });
    // A number that cannot exist (exchange or area code starting with 0 or 1) is refused.
    expect(remoteJoinInput.safeParse({ ...base, phone: "5551234567" }).success).toBe(false);
    expect(remoteJoinInput.safeParse({ ...base, phone: "1552344567" }).success).toBe(false);
    expect(remoteJoinInput.safeParse({ ...base, phone: "" }).success).toBe(false);
    expect(remoteJoinInput.safeParse({ ...base, phone: null }).success).toBe(false);
    expect(remoteJoinInput.safeParse({ ...base, phone: "555123456" }).success).toBe(false);
    expect(remoteJoinInput.safeParse({ ...base, phone: "5552344567", partySize: 0 }).success).toBe(false);
    expect(remoteJoinInput.safeParse({ ...base, phone: "5552344567", name: "  " }).success).toBe(false);
  });
});

describe("seating toggles", () => {
  it("shows enabled toggles in the documented order; choosing the selected one again falls back to first available", () => {
    const shown = shownSeatingToggles({
      firstAvailableOkay: true,
      indoorSeatingPreferred: false,
      barSeatingPreferred: true,
      outdoorSeatingPreferred: true,
    });
    expect(shown.map((t) => t.label)).toEqual([
      "First Available Okay",
      "Bar Seating Preferred",
      "Outdoor Seating Preferred",
    ]);
    expect(toggleSeatingChoice("first_available", "bar")).toBe("bar");
    expect(toggleSeatingChoice("bar", "bar")).toBe("first_available");
  });
});
