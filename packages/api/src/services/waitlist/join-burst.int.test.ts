/**
 * Quotes that agree (docs/product.md#quotes): a join's stored quote counts the parties ahead of it even when joins
 * race (each reads the line before its one statement takes its place), and it is what the guest's status page says at
 * the same instant; a party no table takes is told no minutes, on its row and its status page alike.
 */
import { tableOccupancies, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { MAX_TOLD_QUOTE_MINUTES, type WaitGroup, waitGroupOf } from "@seatline/domain";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";

describe.each(testDrivers())("a burst of joins on %s", (kind) => {
  let h: Harness;
  let demo: string;
  // 18:30 in New York, a Saturday: the demo store's dinner, with its summary of past waits
  const clock = manualClock("2026-11-21T23:30:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 30 });
    await openAllDay(h.db.db);
    demo = await h.tokenFor("demo");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T23:30:00Z");
    await h.db.db.delete(tableOccupancies);
    await h.db.db.delete(waitlistEntries);
  });

  const stored = () =>
    h.db.db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.enteredTime), asc(waitlistEntries.id));

  it("40 joins in a minute, five at once: quotes never fall by place in line, and each is its status page's", async () => {
    const api = await h.caller(demo);
    const guest = await h.caller();
    const sizes = [2, 2, 4, 1, 2, 3, 5, 2, 4, 1];
    let toldMinutes = 0;
    for (let round = 0; round < 8; round++) {
      if (round > 0) clock.advance(7_000);
      const joined = await Promise.all(
        Array.from({ length: 5 }, (_, i) => {
          const n = round * 5 + i;
          return api.waitlist.join({ partySize: sizes[n % sizes.length] ?? 2, name: `Burst ${n}` });
        }),
      );
      // At this very instant each row's quote is what its own status page says, which counts the parties ahead by
      // place: the five read the line before any of them took a place, so their reads alone would quote them alike.
      const rows = await stored();
      for (const e of joined) {
        const r = rows.find((x) => x.id === e.id);
        const status = await guest.guest.status({ token: r?.statusToken ?? "" });
        if (e.quotedWait > MAX_TOLD_QUOTE_MINUTES) {
          expect(status, e.name).toMatchObject({ quoteMinutes: null, hostConfirmsWait: true });
        } else {
          expect(status.quoteMinutes, `${e.name} (${e.partySize})`).toBe(e.quotedWait);
          toldMinutes++;
        }
      }
    }
    expect(toldMinutes).toBeGreaterThan(15);
    const rows = await stored();
    expect(rows).toHaveLength(40);
    const byGroup = new Map<WaitGroup, number[]>();
    for (const r of rows) {
      const group = waitGroupOf(r.partySize);
      byGroup.set(group, [...(byGroup.get(group) ?? []), r.quotedWaitTime]);
    }
    for (const [group, quotes] of byGroup) {
      const sorted = [...quotes].sort((a, b) => a - b);
      expect(quotes, `${group}: quotes by place in line`).toEqual(sorted);
    }
  });

  it("a party no table or combination takes: told the host confirms, on its row and its status page", async () => {
    const api = await h.caller(demo);
    const tables = (await api.floor.view()).tables;
    const seats = tables.reduce((sum, t) => sum + t.maxSeats, 0);
    const tooBig = Math.min(seats + 1, 40);
    const joined = await api.waitlist.join({ partySize: tooBig, name: "Reunion" });
    expect(joined.hostConfirmsWait).toBe(true);
    const row = (await api.waitlist.list()).entries.find((e) => e.id === joined.id);
    expect(row?.hostConfirmsWait).toBe(true);
    const [entry] = await stored();
    const status = await (await h.caller()).guest.status({ token: entry?.statusToken ?? "" });
    expect(status).toMatchObject({ hostConfirmsWait: true, quoteMinutes: null });
    // a party of 5 is still quoted in minutes (the group's tables take it)
    const five = await api.waitlist.join({ partySize: 5, name: "Five" });
    expect(five.hostConfirmsWait).toBe(false);
    // the host types a quote: that is what the party is told now
    await api.waitlist.edit({ id: joined.id, quotedWait: 45 });
    const edited = (await api.waitlist.list()).entries.find((e) => e.id === joined.id);
    expect(edited).toMatchObject({ quotedWait: 45, hostConfirmsWait: false });
  });
});
