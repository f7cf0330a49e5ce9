import type { WaitlistEntryView } from "@seatline/domain";
import { describe, expect, it } from "vitest";
import {
  addPartyInput,
  duplicateMessage,
  editChangesSomething,
  editPartyInput,
  emptyParty,
  partyFormErrors,
  partyValuesOf,
  waitingWithPhone,
} from "./party-form";

const entry = {
  id: 7,
  ticket: "A7",
  name: "Rivera",
  phone: "5552234567",
  partySize: 4,
  seating: "bar",
  note: "",
  status: "waiting",
  quotedWait: 25,
} as WaitlistEntryView;

describe("partyFormErrors", () => {
  it("accepts a name and a size with no phone", () => {
    expect(partyFormErrors({ ...emptyParty, name: "Lee" })).toEqual({});
  });
  it("uses the kiosk's words for a blank name, a bad size and a half-typed phone", () => {
    const errors = partyFormErrors({ ...emptyParty, name: "  ", partySize: 0, phone: "55522" });
    expect(errors.name).toBe("Please enter a name.");
    expect(errors.partySize).toBe("Party size must be at least 1.");
    expect(errors.phone).toBe("Phone number must be 10 digits.");
    expect(partyFormErrors({ ...emptyParty, name: "x", partySize: "" }).partySize).toMatch(/party size/);
  });
  it("refuses a quoted wait outside 0-600 whole minutes", () => {
    expect(partyFormErrors({ ...emptyParty, name: "x", quotedWait: 601 }).quotedWait).toMatch(/at most 600/);
    expect(partyFormErrors({ ...emptyParty, name: "x", quotedWait: 2.5 }).quotedWait).toBeDefined();
    expect(partyFormErrors({ ...emptyParty, name: "x", quotedWait: 0 })).toEqual({});
  });
});

describe("inputs", () => {
  it("add leaves out a blank phone, note and quote", () => {
    expect(addPartyInput({ ...emptyParty, name: " Lee " }, false)).toEqual({
      name: "Lee",
      partySize: 2,
      seating: "first_available",
    });
    expect(
      addPartyInput({ ...emptyParty, name: "Lee", phone: "5552234567", quotedWait: 20, note: "hi" }, true),
    ).toMatchObject({ phone: "5552234567", quotedWait: 20, note: "hi", allowDuplicate: true });
  });
  it("edit sends only what changed, a cleared phone as null", () => {
    const before = partyValuesOf(entry);
    const unchanged = editPartyInput(7, before, before);
    expect(editChangesSomething(unchanged)).toBe(false);
    expect(editPartyInput(7, before, { ...before, partySize: 5, phone: "" })).toEqual({
      id: 7,
      partySize: 5,
      phone: null,
    });
  });
});

describe("duplicate phone", () => {
  it("finds another waiting party with the phone, not the one edited", () => {
    expect(waitingWithPhone([entry], "5552234567")).toBe(entry);
    expect(waitingWithPhone([entry], "5552234567", 7)).toBeNull();
    expect(waitingWithPhone([entry], "")).toBeNull();
    expect(duplicateMessage(entry)).toBe("Rivera (ticket A7) is already waiting with this phone.");
  });
});
