import { describe, expect, it } from "vitest";
import { tableAccessibleName } from "./table-label";
import { expectedTurnFor, turnClockTone } from "./turn-clock";

describe("turn clock", () => {
  it("is amber near the expected turn and red past it", () => {
    expect(turnClockTone(30, 60)).toBe("ok");
    expect(turnClockTone(50, 60)).toBe("near");
    expect(turnClockTone(60, 60)).toBe("near");
    expect(turnClockTone(61, 60)).toBe("past");
    expect(turnClockTone(10, 0)).toBe("ok");
  });

  it("takes the turn of the party's size group", () => {
    const avg = { solo: 30, two: 45, three_four: 60, five_plus: 75 };
    expect([1, 2, 3, 8].map((n) => expectedTurnFor(n, avg))).toEqual([30, 45, 60, 75]);
  });
});

describe("tableAccessibleName", () => {
  const base = { name: "12", maxSeats: 4, minutesSat: null, reservedSoon: null, party: null };
  it("reads a free table", () => {
    expect(tableAccessibleName({ ...base, state: "free" })).toBe("Table 12, 4 seats, free");
    expect(tableAccessibleName({ ...base, state: "free", reservedSoon: "19:30" })).toBe(
      "Table 12, 4 seats, free, reserved at 19:30",
    );
  });
  it("reads a seated table with its party and minutes", () => {
    const party = {
      name: "Ada Lovelace",
      partySize: 3,
      entryId: 1,
      reservationId: null,
      seatedAt: "",
      tableIds: [12],
    };
    expect(tableAccessibleName({ ...base, state: "seated", party, minutesSat: 52 })).toBe(
      "Table 12, 4 seats, seated: Ada Lovelace, party of 3, 52 minutes",
    );
    expect(tableAccessibleName({ ...base, state: "bussing", party, minutesSat: 1 })).toBe(
      "Table 12, 4 seats, needs bussing: Ada Lovelace, party of 3, 1 minute",
    );
  });
});
