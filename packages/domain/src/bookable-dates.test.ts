import { describe, expect, it } from "vitest";
import { dateRefusal, isBookableDate, normaliseAccessDays } from "./bookable-dates";
import { beyondHorizonMessage } from "./entities/reservation-constants";
import { reservationMessages } from "./entities/reservations";

const today = "2026-06-10";

describe("bookable dates", () => {
  it("never a past date", () => {
    expect(dateRefusal("2026-06-09", { today, blackoutDates: [] })).toBe(reservationMessages.pastDate);
    expect(isBookableDate(today, { today, blackoutDates: [] })).toBe(true);
  });

  it("without access days: not a blackout date", () => {
    const rules = { today, blackoutDates: ["2026-06-12"] };
    expect(dateRefusal("2026-06-12", rules)).toBe(reservationMessages.blackedOut);
    expect(isBookableDate("2026-06-13", rules)).toBe(true);
    expect(isBookableDate("2026-06-13", { ...rules, accessDays: [] })).toBe(true);
  });

  it("with access days: only those (even a blackout date), never past", () => {
    const rules = { today, blackoutDates: ["2026-06-12"], accessDays: ["2026-06-08", "2026-06-12"] };
    expect(isBookableDate("2026-06-12", rules)).toBe(true);
    expect(dateRefusal("2026-06-13", rules)).toBe(reservationMessages.notAccessDay);
    expect(dateRefusal("2026-06-08", rules)).toBe(reservationMessages.pastDate);
  });

  it("refuses a date that is not a calendar date", () => {
    expect(dateRefusal("2026-02-30", { today: "2026-01-01", blackoutDates: [] })).toBe(
      reservationMessages.date,
    );
  });

  it("normalises access days: YYYY-MM-DD, valid, no duplicates, ascending", () => {
    expect(
      normaliseAccessDays([
        "2026-07-03",
        "2026-07-01T00:00:00.000Z",
        " 2026-07-03",
        "nope",
        "2026-02-30",
        "2026-06-30",
      ]),
    ).toEqual(["2026-06-30", "2026-07-01", "2026-07-03"]);
  });
});

describe("the booking horizon", () => {
  const today = "2026-06-10";
  it("refuses guests' dates after the last bookable date, naming the store's N days", () => {
    const rules = { today, blackoutDates: [], lastDate: "2026-09-08", horizonDays: 90 };
    expect(dateRefusal("2026-09-08", rules)).toBeNull();
    expect(dateRefusal("2026-09-09", rules)).toBe(
      "Reservations open 90 days ahead. Please choose an earlier date.",
    );
    expect(dateRefusal("9999-12-31", rules)).toBe(beyondHorizonMessage(90));
    expect(beyondHorizonMessage(1)).toBe("Reservations open 1 day ahead. Please choose an earlier date.");
    // Access days beyond the horizon are beyond it too.
    expect(dateRefusal("2027-01-01", { ...rules, accessDays: ["2027-01-01"] })).toBe(
      beyondHorizonMessage(90),
    );
  });
  it("staff: a far cap without a horizon count", () => {
    const rules = { today, blackoutDates: [], lastDate: "2028-06-09" };
    expect(dateRefusal("2028-06-09", rules)).toBeNull();
    expect(dateRefusal("2028-06-10", rules)).toBe(reservationMessages.staffTooFar);
  });
});
