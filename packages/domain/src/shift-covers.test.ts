import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./entities/reservations";
import { coversByShift, coversText } from "./shift-covers";

// 2026-06-10 is a Wednesday (3): lunch 11:00–15:00 and dinner 17:00–22:00; Tuesday runs past midnight.
const hours: OpeningHours[] = [
  { dow: 3, open_time: 17, close_time: 22 },
  { dow: 3, open_time: 11, close_time: 15 },
  { dow: 2, open_time: 18, close_time: 25 },
  { dow: 4, open_time: 0, close_time: 0 },
];
const booking = (reservationTime: string, partySize: number, status = "CONFIRMED") => ({
  reservationTime,
  partySize,
  status,
});

describe("covers per shift (docs/product.md#reservations-tab)", () => {
  it("sums party sizes per opening range, in opening order, with the day's total", () => {
    const day = coversByShift(
      [
        booking("11:00", 2),
        booking("14:45", 4, "SEATED"),
        booking("15:00", 6, "PENDING"),
        booking("19:30", 3),
        booking("12:00", 8, "CANCELLED"),
        booking("20:00", 5, "NO_SHOW"),
      ],
      hours,
      "2026-06-10",
    );
    expect(day.shifts).toEqual([
      { label: "11:00–15:00", covers: 6, bookings: 2 },
      { label: "17:00–22:00", covers: 3, bookings: 1 },
    ]);
    // 15:00 is when lunch closes: outside every range, still in the total.
    expect(day.outside).toEqual({ covers: 6, bookings: 1 });
    expect(day.total).toEqual({ covers: 15, bookings: 4 });
  });

  it("counts a booking after midnight in the previous evening's range (a line only when booked)", () => {
    const day = coversByShift([booking("00:30", 2)], hours, "2026-06-10");
    expect(day.shifts[0]).toEqual({ label: "00:00–01:00", covers: 2, bookings: 1 });
    expect(day.shifts).toHaveLength(3);
    expect(day.outside).toBeNull();
  });

  it("has no shifts on a closed day, only the total", () => {
    const day = coversByShift([booking("12:00", 4)], hours, "2026-06-11");
    expect(day.shifts).toEqual([]);
    expect(day.outside).toEqual({ covers: 4, bookings: 1 });
    expect(day.total).toEqual({ covers: 4, bookings: 1 });
  });

  it("ends a range at midnight at 24:00", () => {
    const allDay: OpeningHours[] = [{ dow: 3, open_time: 0, close_time: 24 }];
    expect(coversByShift([booking("10:30", 4)], allDay, "2026-06-10").shifts).toEqual([
      { label: "00:00–24:00", covers: 4, bookings: 1 },
    ]);
  });

  it("words the counts", () => {
    expect(coversText({ covers: 24, bookings: 6 })).toBe("24 covers · 6 bookings");
    expect(coversText({ covers: 1, bookings: 1 })).toBe("1 cover · 1 booking");
    expect(coversText({ covers: 0, bookings: 0 })).toBe("0 covers · 0 bookings");
  });
});
