import {
  addDays,
  DEFAULT_REMINDER_HOURS,
  isoWeekday,
  reminderTimes,
  seededRng,
  storeInstant,
} from "@seatline/domain";
import { describe, expect, it } from "vitest";
import { demoHours } from "./seed";
import { type PlannedBooking, planBookings } from "./seed-bookings";
import { demoGuests } from "./seed-guests";
import { dayStartMs } from "./seed-history";
import { type PlannedText, settleTexts } from "./seed-texts";

const TZ = "America/New_York";
const FROM = "2025-11-21";
const TO = "2026-11-20";

function plan(seed: number): PlannedBooking[] {
  return planBookings(seededRng(seed), {
    timezone: TZ,
    hours: demoHours,
    from: FROM,
    to: TO,
    guests: demoGuests(seededRng(seed + 100), 3000),
    dayStartMs: (d) => dayStartMs(TZ, d),
  });
}

const share = <T>(xs: readonly T[], f: (x: T) => boolean) => xs.filter(f).length / xs.length;
const key = (p: PlannedBooking) =>
  `${p.date} ${p.time} ${p.partySize} ${p.source} ${p.status} ${p.guest.phone}`;

describe("the demo store's year of bookings", () => {
  const plans = plan(18);

  it("is the same for the same seed and another for another seed", () => {
    expect(plan(18).map(key)).toEqual(plans.map(key));
    expect(plan(19).map(key)).not.toEqual(plans.map(key));
  });

  it("books every day of the range, 10-25 a day, busier on Friday and Saturday, none after the last day", () => {
    const days = new Set(plans.map((p) => p.date));
    expect(days.size).toBe(365);
    expect([...days].sort()[0]).toBe(FROM);
    expect([...days].sort().at(-1)).toBe(TO);
    const perDay = plans.length / 365;
    expect(perDay).toBeGreaterThan(12);
    expect(perDay).toBeLessThan(22);
    const avg = (dow: number[]) =>
      plans.filter((p) => dow.includes(isoWeekday(p.date))).length /
      [...days].filter((d) => dow.includes(isoWeekday(d))).length;
    expect(avg([5, 6])).toBeGreaterThan(avg([1, 2]) * 1.5);
  });

  it("has the shares of a bistro: sources, statuses, party sizes", () => {
    expect(share(plans, (p) => p.source === "public")).toBeCloseTo(0.55, 1);
    expect(share(plans, (p) => p.source === "staff")).toBeCloseTo(0.35, 1);
    expect(share(plans, (p) => p.source === "legacy")).toBeCloseTo(0.1, 1);
    expect(share(plans, (p) => p.status === "SEATED")).toBeGreaterThan(0.8);
    expect(share(plans, (p) => p.status === "CANCELLED")).toBeCloseTo(0.08, 1);
    expect(share(plans, (p) => p.status === "NO_SHOW")).toBeCloseTo(0.05, 1);
    expect(new Set(plans.map((p) => p.partySize))).toEqual(new Set([2, 3, 4, 5, 6]));
    expect(share(plans, (p) => p.partySize === 2 || p.partySize === 4)).toBeGreaterThan(0.65);
    const confirmed = share(plans, (p) => p.reminders.some((r) => r.reply?.outcome === "already_confirmed"));
    expect(confirmed).toBeGreaterThan(0.2);
    expect(confirmed).toBeLessThan(0.5);
  });

  it("stays within a slot's default capacity (4 tables, 20 guests) at the store's slot times", () => {
    const slots = new Map<string, { tables: number; guests: number }>();
    for (const p of plans) {
      const dow = isoWeekday(p.date);
      const close = demoHours.find((h) => h.dow === dow)?.close_time ?? 0;
      expect(
        p.time >= "11:00" && Number(p.time.slice(0, 2)) + Number(p.time.slice(3)) / 60 + 0.5 <= close,
      ).toBe(true);
      if (p.status === "CANCELLED") continue;
      const s = slots.get(`${p.date} ${p.time}`) ?? { tables: 0, guests: 0 };
      s.tables += 1;
      s.guests += p.partySize;
      slots.set(`${p.date} ${p.time}`, s);
    }
    expect(Math.max(...[...slots.values()].map((s) => s.tables))).toBeLessThanOrEqual(4);
    expect(Math.max(...[...slots.values()].map((s) => s.guests))).toBeLessThanOrEqual(20);
  });

  it("was booked before it began, and reminded exactly when reminderTimes says (until it was cancelled)", () => {
    for (const p of plans) {
      const start = storeInstant(TZ, p.date, p.time).getTime();
      expect(p.createdMs).toBeLessThan(start);
      const due = reminderTimes({
        tz: TZ,
        date: p.date,
        time: p.time,
        hours: DEFAULT_REMINDER_HOURS,
        bookedAt: new Date(p.createdMs),
      }).map((r) => ({ hours: r.hours, atMs: r.at.getTime() }));
      const sent = p.reminders.map((r) => ({ hours: r.hours, atMs: r.atMs }));
      if (p.status === "CANCELLED") expect(due).toEqual(expect.arrayContaining(sent));
      else expect(sent).toEqual(due);
    }
  });
});

describe("the demo store's texts", () => {
  const guests = demoGuests(seededRng(1), 500);
  const start = storeInstant(TZ, FROM, "00:00").getTime();
  const end = storeInstant(TZ, addDays(TO, 1), "00:00").getTime();
  const planned: PlannedText[] = Array.from({ length: 20_000 }, (_, i) => ({
    atMs: start + Math.floor(((end - start) * i) / 20_000) + 3_600_000,
    sendMs: start + Math.floor(((end - start) * i) / 20_000) + 3_601_000,
    kind: "join",
    guest: guests[(i * 7) % guests.length] ?? { name: "A B", phone: "2125550000", deadCode: null },
    body: "text",
    waitlistEntryId: i,
    reservationId: null,
  }));
  const settled = settleTexts(seededRng(2), "store", planned, end - 12 * 3_600_000);

  it("mostly delivered; 1-4% failed with Twilio's codes; nothing queued after the end", () => {
    const m = settled.messages;
    expect(m.length).toBeGreaterThan(19_000);
    expect(m.every((r) => Date.parse(String(r.created_at)) < end - 12 * 3_600_000)).toBe(true);
    expect(share(m, (r) => r.delivery_status === "delivered")).toBeGreaterThan(0.95);
    const failed = m.filter((r) => r.delivery_status === "undelivered");
    expect(failed.length / m.length).toBeGreaterThan(0.01);
    expect(failed.length / m.length).toBeLessThan(0.04);
    expect(new Set(failed.map((r) => r.delivery_error_code))).toEqual(new Set(["30003", "30005", "30006"]));
  });

  it("a handful of STOPs, each recorded as a reply, and no text to that phone after it", () => {
    const { optOuts, inbound, messages } = settled;
    expect(optOuts.length).toBeGreaterThanOrEqual(5);
    expect(optOuts.length).toBeLessThanOrEqual(40);
    expect(inbound.filter((r) => r.intent === "opt_out")).toHaveLength(optOuts.length);
    for (const o of optOuts) {
      const after = messages.filter(
        (r) => r.to_phone === o.phone && Date.parse(String(r.created_at)) >= Date.parse(String(o.created_at)),
      );
      expect(after).toEqual([]);
    }
  });
});
