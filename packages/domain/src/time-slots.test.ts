import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./entities/reservations";
import {
  fitsInSlot,
  isFutureSlot,
  slotTimesForDate,
  slotUsage,
  tablesAvailableLabel,
  timeWindows,
} from "./time-slots";

const week = (open: number, close: number): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((dow) => ({ dow, open_time: open, close_time: close }));
// 2026-06-01 is a Monday.
const MON = "2026-06-01";
const TUE = "2026-06-02";

describe("slotTimesForDate", () => {
  it("steps by the interval while slot + interval ≤ close", () => {
    expect(slotTimesForDate(week(11, 13), MON, 30)).toEqual(["11:00", "11:30", "12:00", "12:30"]);
    expect(slotTimesForDate(week(11, 13), MON, 60)).toEqual(["11:00", "12:00"]);
    expect(slotTimesForDate(week(11, 12), MON, 15)).toEqual(["11:00", "11:15", "11:30", "11:45"]);
    expect(slotTimesForDate(week(11, 12.5), MON, 60)).toEqual(["11:00"]);
  });

  it("honours quarter-hour opening hours", () => {
    expect(slotTimesForDate(week(11.25, 12.75), MON, 30)).toEqual(["11:15", "11:45", "12:15"]);
    expect(slotTimesForDate(week(17.75, 18.5), MON, 15)).toEqual(["17:45", "18:00", "18:15"]);
  });

  it("a closed day (0/0 or missing) has no slots", () => {
    expect(slotTimesForDate(week(0, 0), MON, 30)).toEqual([]);
    expect(slotTimesForDate([{ dow: 2, open_time: 11, close_time: 22 }], MON, 30)).toEqual([]);
  });

  it("hours past midnight give slots on the next calendar date", () => {
    const hours: OpeningHours[] = [{ dow: 1, open_time: 22, close_time: 25.5 }];
    expect(slotTimesForDate(hours, MON, 30)).toEqual(["22:00", "22:30", "23:00", "23:30"]);
    expect(slotTimesForDate(hours, TUE, 30)).toEqual(["00:00", "00:30", "01:00"]);
    // Sunday's late hours spill into Monday.
    expect(slotTimesForDate([{ dow: 7, open_time: 20, close_time: 26 }], MON, 60)).toEqual([
      "00:00",
      "01:00",
    ]);
  });

  it("merges a date's own early slots with the previous night's, ascending", () => {
    const hours: OpeningHours[] = [
      { dow: 1, open_time: 20, close_time: 25 },
      { dow: 2, open_time: 11, close_time: 12 },
    ];
    expect(slotTimesForDate(hours, TUE, 30)).toEqual(["00:00", "00:30", "11:00", "11:30"]);
  });

  it("split shifts: slots in each range, none between them", () => {
    const hours: OpeningHours[] = [
      { dow: 1, open_time: 17, close_time: 18.5 },
      { dow: 1, open_time: 11, close_time: 12.5 },
    ];
    expect(slotTimesForDate(hours, MON, 30)).toEqual(["11:00", "11:30", "12:00", "17:00", "17:30", "18:00"]);
  });
});

describe("capacity", () => {
  const cap = { maxTablesPerInterval: 3, maxPersonsPerInterval: 10 };
  const bookings = [
    { reservationTime: "18:00", partySize: 4 },
    { reservationTime: "18:00", partySize: 2 },
    { reservationTime: "18:30", partySize: 6 },
  ];

  it("counts tables and persons of the slot only", () => {
    expect(slotUsage("18:00", bookings, cap)).toEqual({ tablesAvailable: 1, personsAvailable: 4 });
    expect(slotUsage("18:30", bookings, cap)).toEqual({ tablesAvailable: 2, personsAvailable: 4 });
    expect(slotUsage("19:00", bookings, cap)).toEqual({ tablesAvailable: 3, personsAvailable: 10 });
  });

  it("a party fits when a table is left and enough places", () => {
    expect(fitsInSlot({ tablesAvailable: 1, personsAvailable: 4 }, 4)).toBe(true);
    expect(fitsInSlot({ tablesAvailable: 1, personsAvailable: 4 }, 5)).toBe(false);
    expect(fitsInSlot({ tablesAvailable: 0, personsAvailable: 10 }, 1)).toBe(false);
  });

  it("never reports negative capacity", () => {
    const over = Array.from({ length: 5 }, () => ({ reservationTime: "18:00", partySize: 4 }));
    expect(slotUsage("18:00", over, cap)).toEqual({ tablesAvailable: 0, personsAvailable: 0 });
  });

  it("labels tables singular or plural", () => {
    expect(tablesAvailableLabel(1)).toBe("1 table available");
    expect(tablesAvailableLabel(3)).toBe("3 tables available");
  });
});

describe("timeWindows", () => {
  const config = { reservationIntervalMinutes: 60, maxTablesPerInterval: 2, maxPersonsPerInterval: 10 };
  const base = { hours: week(11, 14), date: MON, config, bookings: [], today: "2026-05-30", nowMinutes: 0 };

  it("answers every slot with its capacity", () => {
    expect(
      timeWindows({ ...base, bookings: [{ reservationTime: "12:00", partySize: 8 }], partySize: 3 }),
    ).toEqual([
      { time: "11:00", available: true, tablesAvailable: 2, personsAvailable: 10 },
      { time: "12:00", available: false, tablesAvailable: 1, personsAvailable: 2 },
      { time: "13:00", available: true, tablesAvailable: 2, personsAvailable: 10 },
    ]);
  });

  it("today's past slots are unavailable; the current minute counts as past", () => {
    const w = timeWindows({ ...base, today: MON, nowMinutes: 12 * 60 });
    expect(w.map((x) => [x.time, x.available])).toEqual([
      ["11:00", false],
      ["12:00", false],
      ["13:00", true],
    ]);
    expect(isFutureSlot(MON, "12:01", MON, 12 * 60)).toBe(true);
  });

  it("a past date and an unbookable date have no available slot", () => {
    expect(timeWindows({ ...base, today: TUE }).some((w) => w.available)).toBe(false);
    expect(timeWindows({ ...base, dateBookable: false }).some((w) => w.available)).toBe(false);
  });
});
