import { describe, expect, it } from "vitest";
import { dayRanges, dayValue, hoursFormProblem, hoursFromForm, hoursToForm } from "./hours-form";

const demo = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({
  dow,
  open_time: 11,
  close_time: dow >= 5 && dow <= 6 ? 23.5 : 22,
}));

describe("the opening hours form", () => {
  it("one text per weekday: ranges, or closed", () => {
    const form = hoursToForm([
      { dow: 1, open_time: 17, close_time: 22 },
      { dow: 1, open_time: 11, close_time: 14.5 },
      { dow: 2, open_time: 0, close_time: 0 },
      { dow: 5, open_time: 17, close_time: 26 },
    ]);
    expect(form).toEqual({
      d1: "11:00-14:30,17:00-22:00",
      d2: "closed",
      d3: "closed",
      d4: "closed",
      d5: "17:00-02:00",
      d6: "closed",
      d7: "closed",
    });
    expect(dayRanges(form.d1)).toEqual([
      { open: "11:00", close: "14:30" },
      { open: "17:00", close: "22:00" },
    ]);
    expect(dayRanges("closed")).toBeNull();
    expect(dayValue([])).toBe("closed");
  });

  it("round-trips the stored hours; a close before the open runs past midnight", () => {
    const parsed = hoursFromForm(hoursToForm(demo));
    expect(parsed).toEqual({ hours: demo });
    const late = hoursFromForm({ ...hoursToForm(demo), d5: "17:00-02:00", d6: "00:00-00:00" });
    expect("hours" in late && late.hours.filter((h) => h.dow >= 5 && h.dow <= 6)).toEqual([
      { dow: 5, open_time: 17, close_time: 26 },
      { dow: 6, open_time: 0, close_time: 24 },
    ]);
  });

  it("says what is wrong in the server's words", () => {
    expect(hoursFormProblem(hoursToForm(demo))).toBeNull();
    expect(hoursFormProblem({ ...hoursToForm(demo), d3: "11:00-14:30,14:00-22:00" })).toBe(
      "Wednesday: 11:00am - 2:30pm and 2:00pm - 10:00pm overlap.",
    );
    expect(hoursFormProblem({ ...hoursToForm(demo), d2: "11:00-" })).toBe(
      "Enter every time as hours and minutes.",
    );
    expect(hoursFormProblem({ ...hoursToForm(demo), d2: "11:10-22:00" })).toBe(
      "Tuesday: times must be on the quarter hour (:00, :15, :30 or :45).",
    );
  });
});
