import { describe, expect, it } from "vitest";
import type { TimeWindow } from "./entities/reservations";
import { publicTimes } from "./public-times";

const win = (time: string, available: boolean, tablesAvailable = 4, personsAvailable = 20): TimeWindow => ({
  time,
  available,
  tablesAvailable,
  personsAvailable,
});
const DATE = "2026-12-03";
const later = { date: DATE, today: "2026-11-28", nowMinutes: 0 };

describe("publicTimes", () => {
  it("shows a full time between open ones, marked full, in order", () => {
    const windows = [win("18:30", true), win("19:00", false, 0, 12), win("19:30", true)];
    expect(publicTimes(windows, 2, later)).toEqual([
      { time: "18:30", full: false },
      { time: "19:00", full: true },
      { time: "19:30", full: false },
    ]);
  });

  it("a time with one table left is open for a party that fits, full for one that does not", () => {
    expect(publicTimes([win("19:00", true, 1, 4)], 4, later)).toEqual([{ time: "19:00", full: false }]);
    expect(publicTimes([win("19:00", false, 0, 20)], 1, later)).toEqual([{ time: "19:00", full: true }]);
  });

  it("a time with too few seats is full for a large party only", () => {
    const windows = [win("19:00", false, 2, 6)];
    expect(publicTimes(windows, 8, later)).toEqual([{ time: "19:00", full: true }]);
    // For 4 the server would have offered it (available); a window with room it does not offer is past.
    expect(publicTimes(windows, 4, later)).toEqual([]);
  });

  it("leaves out past times: by the store's clock, and before any window with room the server no longer offers", () => {
    const today = { date: DATE, today: DATE, nowMinutes: 19 * 60 + 10 };
    const windows = [
      win("18:00", false, 0, 0),
      win("18:30", false),
      win("19:00", false, 0, 0),
      win("19:30", false, 0, 0),
      win("20:00", true),
    ];
    expect(publicTimes(windows, 2, today)).toEqual([
      { time: "19:30", full: true },
      { time: "20:00", full: false },
    ]);
    // A guest's clock running behind: 18:00 is still before a window the server calls past.
    const slow = { ...today, nowMinutes: 17 * 60 };
    expect(publicTimes(windows, 2, slow).map((t) => t.time)).toEqual(["19:00", "19:30", "20:00"]);
  });

  it("a date the page does not book offers nothing", () => {
    expect(publicTimes([win("18:00", false), win("18:30", false)], 2, later)).toEqual([]);
  });
});
