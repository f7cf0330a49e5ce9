import { describe, expect, it } from "vitest";
import { dateRefusal, isBookableDate, normaliseAccessDays } from "./bookable-dates";
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
