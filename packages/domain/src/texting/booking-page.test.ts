import { describe, expect, it } from "vitest";
import { partyAtRestaurant } from "./booking-page";

describe("partyAtRestaurant", () => {
  it("is the host's from the first guest marked arrived, and once seated", () => {
    expect(partyAtRestaurant({ status: "CONFIRMED", arrivedCount: null })).toBe(false);
    expect(partyAtRestaurant({ status: "PENDING" })).toBe(false);
    expect(partyAtRestaurant({ status: "CONFIRMED", arrivedCount: 1 })).toBe(true);
    expect(partyAtRestaurant({ status: "PENDING", arrivedCount: 4 })).toBe(true);
    expect(partyAtRestaurant({ status: "SEATED", arrivedCount: null })).toBe(true);
    expect(partyAtRestaurant({ status: "CANCELLED", arrivedCount: null })).toBe(false);
  });
});
