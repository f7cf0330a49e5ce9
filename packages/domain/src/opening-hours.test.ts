import { describe, expect, it } from "vitest";
import {
  formatDayHours,
  formatDayRanges,
  formatHoursRange,
  formatHourValue,
  groupOpeningHours,
} from "./opening-hours";

describe("opening hours display", () => {
  it("formats numeric hours", () => {
    expect(formatHourValue(11)).toBe("11:00am");
    expect(formatHourValue(12)).toBe("12:00pm");
    expect(formatHourValue(23.5)).toBe("11:30pm");
    expect(formatHourValue(17.75)).toBe("5:45pm");
    expect(formatHourValue(24)).toBe("12:00am");
    expect(formatHourValue(25.5)).toBe("1:30am (next day)");
    expect(formatHourValue(0)).toBe("12:00am");
  });

  it("0/0 is Closed", () => {
    expect(formatHoursRange({ dow: 1, open_time: 0, close_time: 0 })).toBe("Closed");
    expect(formatHoursRange(undefined)).toBe("Closed");
  });

  it("day ranges", () => {
    expect(formatDayRanges([1, 2, 3, 4, 7])).toBe("Mon - Thu, Sun");
    expect(formatDayRanges([5, 6])).toBe("Fri, Sat");
    expect(formatDayRanges([1, 3, 5])).toBe("Mon, Wed, Fri");
    expect(formatDayRanges([1, 2, 3, 4, 5, 6, 7])).toBe("Mon - Sun");
  });

  it("groups identical ranges Mon..Sun (the demo store)", () => {
    const hours = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({
      dow,
      open_time: 11,
      close_time: dow === 5 || dow === 6 ? 23.5 : 22,
    }));
    expect(groupOpeningHours(hours)).toEqual([
      { days: [1, 2, 3, 4, 7], dayLabel: "Mon - Thu, Sun", hoursLabel: "11:00am - 10:00pm", closed: false },
      { days: [5, 6], dayLabel: "Fri, Sat", hoursLabel: "11:00am - 11:30pm", closed: false },
    ]);
  });

  it("closed days and hours past midnight", () => {
    const groups = groupOpeningHours([
      { dow: 1, open_time: 0, close_time: 0 },
      { dow: 5, open_time: 17, close_time: 26 },
      { dow: 6, open_time: 17, close_time: 24 },
    ]);
    expect(groups).toEqual([
      { days: [1, 2, 3, 4, 7], dayLabel: "Mon - Thu, Sun", hoursLabel: "Closed", closed: true },
      { days: [5], dayLabel: "Fri", hoursLabel: "5:00pm - 2:00am (next day)", closed: false },
      { days: [6], dayLabel: "Sat", hoursLabel: "5:00pm - 12:00am", closed: false },
    ]);
  });
});

describe("split shifts", () => {
  it("a day with two ranges shows both, and groups with days of the same two", () => {
    const hours = [
      { dow: 1, open_time: 11, close_time: 14.5 },
      { dow: 1, open_time: 17, close_time: 22 },
      { dow: 2, open_time: 17, close_time: 22 },
      { dow: 2, open_time: 11, close_time: 14.5 },
      { dow: 3, open_time: 0, close_time: 0 },
    ];
    expect(formatDayHours(hours, 1)).toBe("11:00am - 2:30pm, 5:00pm - 10:00pm");
    expect(groupOpeningHours(hours)[0]).toEqual({
      days: [1, 2],
      dayLabel: "Mon, Tue",
      hoursLabel: "11:00am - 2:30pm, 5:00pm - 10:00pm",
      closed: false,
    });
  });
});
