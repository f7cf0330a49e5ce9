import { describe, expect, it } from "vitest";
import {
  canSubmitReservation,
  isPickableWindow,
  partySizeOptions,
  type ReservationDraft,
  seatingOptions,
  toSeatingPreference,
} from "./reservation-form";

const draft: ReservationDraft = {
  reservationDate: "2026-11-21",
  reservationTime: "19:30",
  partySize: 4,
  guestName: "Ada Lovelace",
  guestPhone: "(555) 123 - 4567",
};

describe("canSubmitReservation", () => {
  it("accepts a complete draft", () => {
    expect(canSubmitReservation(draft)).toBe(true);
  });

  it("needs a name that is not blank", () => {
    expect(canSubmitReservation({ ...draft, guestName: "   " })).toBe(false);
  });

  it("needs 10 phone digits", () => {
    expect(canSubmitReservation({ ...draft, guestPhone: "(555) 123 - 456" })).toBe(false);
    expect(canSubmitReservation({ ...draft, guestPhone: "5551234567" })).toBe(true);
  });

  it("needs a time, a date and a party size of 1 to 12", () => {
    expect(canSubmitReservation({ ...draft, reservationTime: null })).toBe(false);
    expect(canSubmitReservation({ ...draft, reservationDate: null })).toBe(false);
    expect(canSubmitReservation({ ...draft, partySize: null })).toBe(false);
    expect(canSubmitReservation({ ...draft, partySize: 13 })).toBe(false);
    expect(canSubmitReservation({ ...draft, partySize: 12 })).toBe(true);
  });
});

describe("seating", () => {
  it("offers Any, Indoor, Outdoor, Bar with Any = first_available", () => {
    expect(seatingOptions.map((o) => o.label)).toEqual(["Any", "Indoor", "Outdoor", "Bar"]);
    expect(seatingOptions[0]?.value).toBe("first_available");
  });

  it("counts anything unknown as first available", () => {
    expect(toSeatingPreference("patio")).toBe("first_available");
    expect(toSeatingPreference("outdoor")).toBe("outdoor");
  });
});

describe("partySizeOptions", () => {
  it("is 1 to 12", () => {
    expect(partySizeOptions).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe("isPickableWindow", () => {
  const full = { time: "19:30", available: false, personsAvailable: 0, tablesAvailable: 0 };
  it("picks available windows only", () => {
    expect(isPickableWindow({ ...full, available: true }, "2026-11-21")).toBe(true);
    expect(isPickableWindow(full, "2026-11-21")).toBe(false);
  });

  it("keeps an edited booking's own slot pickable on its own date", () => {
    const own = { date: "2026-11-21", time: "19:30" };
    expect(isPickableWindow(full, "2026-11-21", own)).toBe(true);
    expect(isPickableWindow(full, "2026-11-22", own)).toBe(false);
    expect(isPickableWindow({ ...full, time: "20:00" }, "2026-11-21", own)).toBe(false);
  });
});
