import { guestRefs } from "@seatline/db";
import { describe, expect, it } from "vitest";
import { answerGuestRefs } from "./answer-guests";

describe("the guests a kept answer names", () => {
  it("finds every phone, however written, in any field and at any depth", () => {
    const refs = answerGuestRefs({
      phone: "5553017788",
      booking: { guestPhone: "(555) 301-7799", legacy: [{ customer_number: "+1 555 301 7700" }] },
      visits: [{ phone: "1-555-301-7711" }],
    });
    expect(refs.sort()).toEqual(
      ["5553017788", "5553017799", "5553017700", "5553017711"].map(guestRefs.phone).sort(),
    );
  });
  it("names the floor's parties by their walk-ins and bookings", () => {
    const floor = {
      tables: [
        { id: 3, party: { name: "Ann", entryId: 41, reservationId: null, tableIds: [3, 4] } },
        { id: 4, party: { name: "Bo", entryId: null, reservationId: 7, tableIds: [4] } },
        { id: 5, party: null },
      ],
    };
    expect(answerGuestRefs(floor).sort()).toEqual([guestRefs.booking(7), guestRefs.entry(41)].sort());
  });
  it("takes nothing else for a phone: dates, times, ids, tickets, uuids, ten digits inside words", () => {
    expect(
      answerGuestRefs({
        id: 5553017788,
        date: "2026-06-24",
        at: "2026-06-24T19:00:00.000Z",
        time: "19:00",
        ticket: "A12",
        uuid: "0b8e6d2c-6a47-4f4e-9a55-5553017788ab",
        note: "call 5553017788 first",
        twelve: "555301778899",
        email: "5553017788@example.com",
      }),
    ).toEqual([]);
  });
  it("keeps a digest short enough to name no phone: 24 bits, the same for the same phone", () => {
    expect(guestRefs.phone("5553017788")).toMatch(/^p[0-9a-f]{6}$/);
    expect(guestRefs.phone("5553017788")).toBe(guestRefs.phone("5553017788"));
    expect(guestRefs.phone("5553017788")).not.toBe(guestRefs.phone("5553017789"));
  });
});
