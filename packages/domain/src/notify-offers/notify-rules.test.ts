import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../entities/reservations";
import {
  earliestFirst,
  holdExpiresAt,
  holdMinutesLeft,
  maxHeldTables,
  medianMinutes,
  nextOffer,
  notifyMessages,
  offerableTime,
  offerLabel,
  offerQuietNow,
  slotsInWindow,
  validHoldMinutes,
  type WaitingRequest,
  windowRefusal,
} from "./notify-rules";

const usage = (tables: number, persons: number) => ({ tablesAvailable: tables, personsAvailable: persons });
const clock = { date: "2026-12-01", today: "2026-12-01", nowMinutes: 12 * 60, cutoffMinutes: 60 };
const req = (
  id: number,
  partySize: number,
  start: string,
  end: string,
  at: number,
  phone = `55501000${id}`,
) =>
  ({
    id,
    partySize,
    windowStart: start,
    windowEnd: end,
    guestPhone: phone,
    createdAt: new Date(at),
  }) satisfies WaitingRequest;

describe("nextOffer", () => {
  it("offers the freed time to the earliest request that fits, not the largest or newest", () => {
    const slots = [{ time: "19:00", usage: usage(1, 4) }];
    const pick = nextOffer({
      requests: [
        req(2, 2, "18:30", "20:00", 2_000),
        req(1, 4, "18:30", "20:00", 1_000),
        req(3, 6, "18:00", "21:00", 500),
      ],
      slots,
      clock,
    });
    // Request 3 is earliest but a party of 6 does not fit in 4 seats; request 1 came before request 2.
    expect(pick).toEqual({ requestId: 1, time: "19:00" });
  });

  it("skips a time outside the window, too close to now, or already offered to that request", () => {
    const slots = [
      { time: "12:30", usage: usage(1, 4) },
      { time: "19:00", usage: usage(1, 4) },
      { time: "19:30", usage: usage(1, 4) },
    ];
    const r = req(1, 2, "12:00", "19:30", 1);
    expect(nextOffer({ requests: [r], slots, clock })).toEqual({ requestId: 1, time: "19:00" });
    expect(nextOffer({ requests: [r], slots, clock, offeredBefore: new Set(["1@19:00"]) })).toEqual({
      requestId: 1,
      time: "19:30",
    });
    expect(nextOffer({ requests: [req(1, 2, "20:00", "21:00", 1)], slots, clock })).toBeNull();
  });

  it("skips a phone that booked meanwhile or opted out", () => {
    const slots = [{ time: "19:00", usage: usage(1, 4) }];
    const requests = [
      req(1, 2, "18:00", "20:00", 1, "5550100001"),
      req(2, 2, "18:00", "20:00", 2, "5550100002"),
    ];
    expect(nextOffer({ requests, slots, clock, skipPhones: new Set(["5550100001"]) })?.requestId).toBe(2);
  });

  it("makes no offer when no table is left", () => {
    const slots = [{ time: "19:00", usage: usage(0, 10) }];
    expect(nextOffer({ requests: [req(1, 2, "18:00", "20:00", 1)], slots, clock })).toBeNull();
  });

  it("skips a time whose live offers already hold the store's share of its tables", () => {
    const slots = [
      { time: "19:00", usage: usage(6, 40), held: 2 },
      { time: "19:30", usage: usage(6, 40), held: 1 },
    ];
    const r = req(1, 2, "18:00", "20:00", 1);
    expect(nextOffer({ requests: [r], slots, clock, maxHeld: 2 })).toEqual({ requestId: 1, time: "19:30" });
    expect(nextOffer({ requests: [r], slots: slots.slice(0, 1), clock, maxHeld: 2 })).toBeNull();
  });
});

describe("the hold share", () => {
  it("rounds the share of a time's tables down, never below one table", () => {
    expect(maxHeldTables(8, 25)).toBe(2);
    expect(maxHeldTables(10, 25)).toBe(2);
    expect(maxHeldTables(3, 25)).toBe(1);
    expect(maxHeldTables(1, 25)).toBe(1);
    expect(maxHeldTables(4, 50)).toBe(2);
    expect(maxHeldTables(8, 100)).toBe(8);
  });
});

describe("timing rules", () => {
  it("keeps the cutoff (default an hour) before the time", () => {
    expect(offerableTime("13:00", clock)).toBe(true);
    expect(offerableTime("12:59", clock)).toBe(false);
    expect(offerableTime("08:00", { ...clock, date: "2026-12-02" })).toBe(true);
    expect(offerableTime("23:00", { ...clock, date: "2026-11-30" })).toBe(false);
  });

  it("sends no offer in quiet hours, 21:00-09:00 store time, as for reminders", () => {
    expect(offerQuietNow(20 * 60 + 59)).toBe(false);
    expect(offerQuietNow(21 * 60)).toBe(true);
    expect(offerQuietNow(8 * 60 + 59)).toBe(true);
    expect(offerQuietNow(9 * 60)).toBe(false);
  });

  it("holds 3-30 minutes and counts the minutes left up", () => {
    expect([2, 3, 10, 30, 31, 10.5].map(validHoldMinutes)).toEqual([false, true, true, true, false, false]);
    const now = new Date("2026-12-01T17:00:00Z");
    const exp = holdExpiresAt(now, 10);
    expect(exp.toISOString()).toBe("2026-12-01T17:10:00.000Z");
    expect(holdMinutesLeft(exp, new Date(now.getTime() + 4 * 60_000 + 1))).toBe(6);
    expect(holdMinutesLeft(exp, new Date(exp.getTime() + 1))).toBe(0);
    expect(offerLabel("Ada", exp, new Date(now.getTime() + 4 * 60_000))).toBe("offered to Ada, 6 min left");
  });

  it("orders requests earliest first, the id breaking a tie", () => {
    expect(
      earliestFirst([
        req(3, 2, "18:00", "19:00", 5),
        req(2, 2, "18:00", "19:00", 5),
        req(1, 2, "18:00", "19:00", 9),
      ]).map((r) => r.id),
    ).toEqual([2, 3, 1]);
  });

  it("takes the median of refill minutes", () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([5, 1, 3])).toBe(3);
    expect(medianMinutes([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("windows", () => {
  const hours: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({ dow, open_time: 11, close_time: 22 }));
  it("accepts a window inside the date's slots and refuses one outside opening hours or reversed", () => {
    expect(windowRefusal(hours, "2026-12-01", 30, { windowStart: "18:30", windowEnd: "20:00" })).toBeNull();
    expect(windowRefusal(hours, "2026-12-01", 30, { windowStart: "09:00", windowEnd: "10:00" })).toBe(
      notifyMessages.windowOutside,
    );
    expect(windowRefusal(hours, "2026-12-01", 30, { windowStart: "21:00", windowEnd: "23:00" })).toBe(
      notifyMessages.windowOutside,
    );
    expect(windowRefusal(hours, "2026-12-01", 30, { windowStart: "20:00", windowEnd: "18:30" })).toBe(
      notifyMessages.windowOrder,
    );
  });
  it("lists the slots of a window, both ends included", () => {
    expect(
      slotsInWindow(["18:00", "18:30", "19:00", "19:30"], { windowStart: "18:30", windowEnd: "19:00" }),
    ).toEqual(["18:30", "19:00"]);
  });
});
