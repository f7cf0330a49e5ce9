import { describe, expect, it } from "vitest";
import { seatRefusal } from "./seat-rule";

const four = (name: string, extra = {}) => ({
  name,
  maxSeats: 4,
  takes: "both" as const,
  heldAt: null,
  ...extra,
});
const walkIn = (partySize: number) => ({ name: "Ed Park", partySize, kind: "walk_in" as const });

describe("the seat rule", () => {
  it("seats a party at a table as large or larger than it", () => {
    expect(seatRefusal([four("9")], walkIn(4))).toBeNull();
    expect(seatRefusal([four("9")], walkIn(1))).toBeNull();
  });
  it("refuses too few seats, naming the tables and the party", () => {
    expect(seatRefusal([four("9")], walkIn(5))).toBe(
      "Table 9 seats at most 4; Ed Park is a party of 5. Nothing was changed.",
    );
    expect(seatRefusal([four("9"), four("10")], walkIn(9))).toBe(
      "Tables 9 and 10 seat at most 8 together; Ed Park is a party of 9. Nothing was changed.",
    );
    expect(seatRefusal([four("1"), four("2"), four("3")], walkIn(13))).toMatch(
      /^Tables 1, 2 and 3 seat at most 12/,
    );
  });
  it("pushes any tables together: their seats add up", () => {
    expect(seatRefusal([four("9"), four("10")], walkIn(8))).toBeNull();
  });
  it("keeps a table to the kind of party it takes", () => {
    expect(seatRefusal([four("9"), four("10", { takes: "reservation" })], walkIn(6))).toBe(
      "Table 10 takes reservations only. Nothing was changed.",
    );
    expect(seatRefusal([four("9", { takes: "walk_in" })], { ...walkIn(2), kind: "reservation" })).toBe(
      "Table 9 takes walk-ins only. Nothing was changed.",
    );
  });
  it("keeps a held table for its booking: a walk-in is refused, a booking may take it", () => {
    expect(seatRefusal([four("9", { heldAt: "19:30" })], walkIn(2))).toBe(
      "Table 9 is held for a booking at 19:30. Nothing was changed.",
    );
    expect(seatRefusal([four("9", { heldAt: "19:30" })], { ...walkIn(2), kind: "reservation" })).toBeNull();
  });
});
