import { describe, expect, it } from "vitest";
import { seatDropRefusal } from "./seat-drop";

const free = {
  name: "12",
  state: "free" as const,
  party: null,
  minSeats: 2,
  maxSeats: 4,
  takes: "both" as const,
  reservedSoon: null,
};
const ada = { name: "Ada Lovelace", partySize: 3, kind: "walk_in" as const };

describe("a party dropped on a table", () => {
  it("fits a free table with seats enough that takes its kind, larger ones too", () => {
    expect(seatDropRefusal(free, ada)).toBeNull();
    expect(seatDropRefusal(free, { ...ada, partySize: 1 })).toBeNull();
    expect(seatDropRefusal({ ...free, takes: "reservation" }, { ...ada, kind: "reservation" })).toBeNull();
  });
  it("explains why not: occupied, too small, the other kind, held for a booking", () => {
    const party = {
      name: "Grace Hopper",
      partySize: 2,
      entryId: 1,
      reservationId: null,
      seatedAt: "",
      tableIds: [1],
    };
    expect(seatDropRefusal({ ...free, state: "seated", party }, ada)).toBe(
      "Table 12 is not free: Grace Hopper is there. Nothing was changed.",
    );
    expect(seatDropRefusal(free, { ...ada, partySize: 6 })).toBe(
      "Table 12 seats at most 4; Ada Lovelace is a party of 6. Nothing was changed.",
    );
    expect(seatDropRefusal({ ...free, takes: "reservation" }, ada)).toBe(
      "Table 12 takes reservations only. Nothing was changed.",
    );
    expect(seatDropRefusal({ ...free, reservedSoon: "19:30" }, ada)).toBe(
      "Table 12 is held for a booking at 19:30. Nothing was changed.",
    );
    // A booking may take a held table: it may be the one held for it.
    expect(seatDropRefusal({ ...free, reservedSoon: "19:30" }, { ...ada, kind: "reservation" })).toBeNull();
  });
});
