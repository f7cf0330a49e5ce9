import { describe, expect, it } from "vitest";
import { bookingSlotWords, changeActorLabel, changeTimeWords, slotChanged } from "./booking-change";

const slot = { reservationDate: "2026-06-11", reservationTime: "19:00", partySize: 2 };

describe("a booking's change (docs/product.md#guest-pages)", () => {
  it("is a change only when the date, time or party size moves", () => {
    expect(slotChanged(slot, { ...slot })).toBe(false);
    expect(slotChanged(slot, { ...slot, reservationDate: "2026-06-12" })).toBe(true);
    expect(slotChanged(slot, { ...slot, reservationTime: "19:30" })).toBe(true);
    expect(slotChanged(slot, { ...slot, partySize: 3 })).toBe(true);
  });

  it("reads in the console as who, when and from → to", () => {
    expect(changeActorLabel("guest")).toBe("Changed by the guest");
    expect(changeActorLabel("staff")).toBe("Changed by staff");
    expect(bookingSlotWords(slot)).toBe("Jun 11 7:00pm, 2 guests");
    expect(bookingSlotWords({ ...slot, reservationDate: "2026-12-01", partySize: 1 })).toBe(
      "Dec 1 7:00pm, 1 guest",
    );
    // 00:30 UTC on the 11th is still the 10th in New York.
    expect(changeTimeWords("2026-06-11T00:30:00Z", "America/New_York")).toBe("Jun 10 8:30pm");
  });
});
