import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./entities/reservations";
import { normalizeOpeningHours, openingHoursInput, openingHoursProblem } from "./hours-validation";

const r = (dow: number, open_time: number, close_time: number): OpeningHours => ({
  dow,
  open_time,
  close_time,
});

describe("openingHoursProblem", () => {
  it("accepts split shifts, closed days and hours past midnight", () => {
    expect(openingHoursProblem([r(1, 11, 14.5), r(1, 17, 22), r(2, 0, 0), r(5, 17, 26)])).toBeNull();
    expect(openingHoursProblem([r(1, 11, 14.5), r(1, 14.5, 22)])).toBeNull(); // touching ranges
    expect(openingHoursProblem([])).toBeNull();
  });

  it("refuses bad steps, order, overlaps and too many ranges, in plain words", () => {
    expect(openingHoursProblem([r(1, 11.1, 22)])).toBe(
      "Monday: times must be on the quarter hour (:00, :15, :30 or :45).",
    );
    expect(openingHoursProblem([r(2, 22, 11)])).toBe("Tuesday: each range must close after it opens.");
    expect(openingHoursProblem([r(3, 11, 14.5), r(3, 14, 22)])).toBe(
      "Wednesday: 11:00am - 2:30pm and 2:00pm - 10:00pm overlap.",
    );
    expect(openingHoursProblem([r(4, 7, 9), r(4, 10, 12), r(4, 13, 15), r(4, 16, 18)])).toBe(
      "Thursday: at most 3 ranges a day.",
    );
    expect(openingHoursProblem([r(5, 17, 31)])).toBe("Friday: hours past midnight must end by 6:00am.");
    expect(openingHoursProblem([r(6, 24, 25)])).toBe("Saturday: an opening time must be within the day.");
    expect(openingHoursProblem([r(8, 11, 22)])).toBe("Weekdays are 1 (Monday) to 7 (Sunday).");
    expect(openingHoursProblem([r(7, 17, 28), r(1, 3, 10)])).toBe(
      "Sunday's hours past midnight run into Monday's.",
    );
  });

  it("the tRPC input carries the same words", () => {
    const bad = openingHoursInput.safeParse({ hours: [r(2, 22, 11)] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Tuesday: each range must close after it opens.");
    expect(openingHoursInput.safeParse({ hours: "11-22" }).success).toBe(false);
  });
});

describe("normalizeOpeningHours", () => {
  it("orders each day's ranges and marks a day without any as closed (0/0)", () => {
    expect(normalizeOpeningHours([r(1, 17, 22), r(1, 11, 14.5), r(3, 0, 0)])).toEqual([
      r(1, 11, 14.5),
      r(1, 17, 22),
      r(2, 0, 0),
      r(3, 0, 0),
      r(4, 0, 0),
      r(5, 0, 0),
      r(6, 0, 0),
      r(7, 0, 0),
    ]);
  });
});
