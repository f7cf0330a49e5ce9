/** The quote's store-local weekday and hour agree with dayjs's tz(), which it no longer calls per seat. */
import { dayjs } from "@seatline/domain";
import { describe, expect, it } from "vitest";
import { bookingsFromTime, storeWeekdayHour } from "./quote-reads";

describe("storeWeekdayHour", () => {
  it("agrees with dayjs's tz() every 2 h 11 min over a year and each quarter hour around DST changes", () => {
    const zones = [
      "America/New_York",
      "Europe/London",
      "Australia/Sydney",
      "Asia/Kolkata",
      "Pacific/Chatham",
    ];
    const instants: Date[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 131 * 60_000)
      instants.push(new Date(t));
    for (const change of [
      "2026-03-08T06:00:00Z",
      "2026-11-01T05:00:00Z",
      "2026-03-29T01:00:00Z",
      "2026-04-05T16:00:00Z",
    ])
      for (let q = -12; q <= 12; q++) instants.push(new Date(Date.parse(change) + q * 15 * 60_000));
    for (const tz of zones)
      for (const at of instants) {
        const local = dayjs(at).tz(tz);
        const day = local.day();
        expect(storeWeekdayHour(tz, at), `${tz} ${at.toISOString()}`).toEqual({
          dow: day === 0 ? 7 : day,
          hour: local.hour(),
        });
      }
  });
});

describe("bookingsFromTime", () => {
  it("is the store-local time 15 minutes ago, or midnight when that was still yesterday", () => {
    const at = (iso: string) => new Date(iso);
    expect(bookingsFromTime("America/New_York", at("2026-06-10T23:40:00Z"))).toBe("19:25");
    expect(bookingsFromTime("America/New_York", at("2026-06-10T04:10:00Z"))).toBe("00:00");
    expect(bookingsFromTime("America/New_York", at("2026-06-10T04:20:00Z"))).toBe("00:05");
    expect(bookingsFromTime("Asia/Kolkata", at("2026-06-10T12:00:00Z"))).toBe("17:15");
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2026, 2, 1); t += 97 * 60_000) {
      const now = new Date(t);
      const from = dayjs(t - 15 * 60_000).tz("Europe/London");
      const sameDay = from.format("YYYY-MM-DD") === dayjs(t).tz("Europe/London").format("YYYY-MM-DD");
      expect(bookingsFromTime("Europe/London", now)).toBe(sameDay ? from.format("HH:mm") : "00:00");
    }
  });
});
