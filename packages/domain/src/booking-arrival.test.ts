import { describe, expect, it } from "vitest";
import {
  arrivalLabel,
  arrivalMessages,
  arrivalRefusal,
  canMarkArrival,
  markArrivalInput,
  tooManyArrivedMessage,
} from "./booking-arrival";

const tz = "America/New_York";
const now = new Date("2026-06-10T16:00:00Z"); // Wednesday 12:00 in New York
const today = { status: "CONFIRMED", reservationDate: "2026-06-10", partySize: 4 };

describe("marking a booking arrived (docs/product.md#arrived)", () => {
  it("takes 1 to the party size, or null to clear, for an open booking of today", () => {
    expect(arrivalRefusal(today, 4, tz, now)).toBeNull();
    expect(arrivalRefusal(today, 1, tz, now)).toBeNull();
    expect(arrivalRefusal({ ...today, status: "PENDING" }, 2, tz, now)).toBeNull();
    expect(arrivalRefusal(today, null, tz, now)).toBeNull();
    expect(canMarkArrival(today, tz, now)).toBe(true);
  });

  it("refuses more than the party, none, or a fraction", () => {
    expect(arrivalRefusal(today, 5, tz, now)).toBe(tooManyArrivedMessage(4));
    expect(arrivalRefusal(today, 0, tz, now)).toBe(arrivalMessages.count);
    expect(arrivalRefusal(today, 1.5, tz, now)).toBe(arrivalMessages.count);
  });

  it("refuses a finished booking and another day's, clearing too", () => {
    for (const status of ["SEATED", "CANCELLED", "NO_SHOW"]) {
      expect(arrivalRefusal({ ...today, status }, 2, tz, now)).toBe(arrivalMessages.notOpen);
      expect(canMarkArrival({ ...today, status }, tz, now)).toBe(false);
    }
    expect(arrivalRefusal({ ...today, reservationDate: "2026-06-11" }, 2, tz, now)).toBe(
      arrivalMessages.notToday,
    );
    expect(arrivalRefusal({ ...today, reservationDate: "2026-06-09" }, null, tz, now)).toBe(
      arrivalMessages.notToday,
    );
    // 23:30 in New York is already the next day in UTC: the store's day counts.
    const lateEvening = new Date("2026-06-11T03:30:00Z");
    expect(arrivalRefusal(today, 2, tz, lateEvening)).toBeNull();
  });

  it("labels the badge", () => {
    expect(arrivalLabel(null, 4)).toBeNull();
    expect(arrivalLabel(undefined, 4)).toBeNull();
    expect(arrivalLabel(4, 4)).toBe("Arrived");
    expect(arrivalLabel(5, 4)).toBe("Arrived");
    expect(arrivalLabel(2, 4)).toBe("Partly arrived · 2 of 4");
  });

  it("parses the procedure's input", () => {
    const uuid = "6f1c1b1e-9a43-4c5b-8f61-3f4a3c7d2b10";
    expect(markArrivalInput.parse({ uuid, arrivedCount: 3 })).toEqual({ uuid, arrivedCount: 3 });
    expect(markArrivalInput.parse({ uuid, arrivedCount: null })).toEqual({ uuid, arrivedCount: null });
    for (const arrivedCount of [0, -1, 2.5, 13, "2"]) {
      const parsed = markArrivalInput.safeParse({ uuid, arrivedCount });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(arrivalMessages.count);
    }
  });
});
