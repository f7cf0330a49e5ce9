import { getTableSettings, messages, quoteStats, replaceQuoteCells, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { QuoteStatsMap } from "@seatline/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { seatedAtNoTable } from "../../testing/quote-kit";
import { tableSettingsView } from "../settings/table-settings";
import { forgetQuoteCells } from "./quote-cache";
import { quoteSnapshot } from "./quote-reads";

const MIN = 60_000;

describe.each(testDrivers())("quote summary on %s", (kind) => {
  let h: Harness;
  let demo: string;
  let storeId: string;
  // Friday 2026-11-20, 19:00 in New York: weekday 5, hour 19.
  const clock = manualClock("2026-11-21T00:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    demo = await h.tokenFor("demo");
    storeId = (await (await h.caller(demo)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T00:00:00Z");
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.delete(quoteStats);
  });

  const cells = () =>
    h.db.db
      .select()
      .from(quoteStats)
      .where(eq(quoteStats.storeId, storeId))
      .orderBy(quoteStats.dow, quoteStats.hour);

  it("a seat adds the party's wait to its weekday × hour, hour, group and line-state cells; a put-back takes it out", async () => {
    const api = await h.caller(demo);
    // The summary keeps the queue model's minutes: a walk-in seated at no table earlier today makes the empty room
    // untrusted, so the join's queue minutes are that arithmetic rather than the 0 of a floor whose tables all stand
    // free, and the cells below show them (testing/quote-kit.ts; the helper's row adds nothing to the summary).
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    await api.waitlist.join({ partySize: 2, name: "Ahead" });
    const e = await api.waitlist.join({ partySize: 2, name: "Ann" });
    const [joined] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    // one two ahead, no two seated tonight: (1 + 1) × 45 ÷ (6 + 1) queue minutes, stored for the summary
    expect(joined?.quoteQueueMinutes).toBeCloseTo(90 / 7);
    expect(e.quotedWait).toBe(13);
    clock.advance(20 * MIN);
    await api.waitlist.seat({ id: e.id });
    const after = await cells();
    // and its line-state cell: queue minutes 12.9 (bucket 4 of 10–20) with one ahead (bucket 1): 4 × 7 + 1
    expect(after.map((c) => [c.grp, c.dow, c.hour, c.n])).toEqual([
      ["two", -2, 29, 1],
      ["two", -1, -1, 1],
      ["two", -1, 19, 1],
      ["two", 5, 19, 1],
    ]);
    for (const c of after) {
      expect(c.sumY).toBeCloseTo(20);
      expect(c.sumX).toBeCloseTo(90 / 7);
      expect(c.residuals.reduce((s, x) => s + x, 0)).toBe(1);
    }
    const [seated] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(seated?.quoteResidual).toBeCloseTo(20 - 90 / 7);
    await api.waitlist.putBack({ id: e.id });
    expect((await cells()).map((c) => c.n)).toEqual([0, 0, 0, 0]);
    const [back] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(back?.quoteResidual).toBeNull();
  });

  it("a no-show leaves the summary alone", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 3, name: "Gone" });
    clock.advance(10 * MIN);
    await api.waitlist.remove({ id: e.id });
    expect(await cells()).toEqual([]);
  });

  it("never quotes 0 while the room seats others who waited", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 2, name: "Waited" });
    clock.advance(24 * MIN);
    await api.waitlist.seat({ id: e.id });
    clock.advance(MIN);
    // nobody of two waits and five two-tops look free: today's formula says 0
    const s = await api.waitlist.summary();
    expect(s.waitTimes.two_wait).toBeGreaterThanOrEqual(12);
    expect(s.waitTimes.solo_wait).toBe(0);
  });

  it("a process may reuse the cells it read for a while, and forgets a store's cells when told (a seat)", async () => {
    const store = { id: storeId, timezone: "America/New_York" };
    const now = clock.now();
    const tables = getTableSettings(h.db.db, storeId).then(tableSettingsView);
    const cellCount = async (cacheMs: number) => {
      const snap = await quoteSnapshot(h.db.db, store, now, tables, cacheMs);
      return snap.stats({ group: "three_four", dow: -1, hour: -1 })?.n ?? 0;
    };
    const history = new QuoteStatsMap();
    for (let i = 0; i < 10; i++)
      history.add({ group: "three_four", dow: 5, hour: 19, queue: 20, wait: 30, residual: 0 });
    await replaceQuoteCells(h.db.db, storeId, [...history.cells.values()]);
    expect(await cellCount(60_000)).toBe(10);
    history.add({ group: "three_four", dow: 5, hour: 19, queue: 20, wait: 30, residual: 0 });
    await replaceQuoteCells(h.db.db, storeId, [...history.cells.values()]);
    expect(await cellCount(60_000)).toBe(10); // kept
    expect(await cellCount(0)).toBe(11); // without a cache: read again
    forgetQuoteCells(h.db.db, storeId);
    expect(await cellCount(60_000)).toBe(11);
    forgetQuoteCells(h.db.db, storeId);
  });

  it("live quotes read the store's history: a store whose waits run 1.5 times the queue model quotes so", async () => {
    const api = await h.caller(demo);
    const history = new QuoteStatsMap();
    for (let i = 0; i < 100; i++)
      history.add({ group: "three_four", dow: 5, hour: 19, queue: 20, wait: 30, residual: 0 });
    await replaceQuoteCells(h.db.db, storeId, [...history.cells.values()]);
    // The history scales the queue model's minutes: a walk-in seated at no table earlier today makes the empty room
    // untrusted, so those are the arithmetic below rather than the 0 of a floor whose tables all stand free
    // (testing/quote-kit.ts; that party of one is no three's seat).
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    for (const name of ["A", "B"]) await api.waitlist.join({ partySize: 4, name });
    // two ahead, no three seated tonight: 3 × 60 ÷ 6 = 30 queue minutes; history's ratio 1.5 → 45
    expect((await api.waitlist.summary()).waitTimes.three_four_wait).toBe(45);
    const rows = await h.db.db
      .select()
      .from(quoteStats)
      .where(and(eq(quoteStats.storeId, storeId), eq(quoteStats.grp, "three_four")));
    expect(rows).toHaveLength(3);
  });
});
