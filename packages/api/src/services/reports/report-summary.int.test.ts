/** The report's figures on a hand-made history (report-fixture.ts), worked out by hand below; rival's rows never count. */
import { reportWalkInDays, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { RIVAL_MARK, seedReportHistory, WEEK } from "../../testing/report-fixture";

describe.each(testDrivers())("owner's report on %s", (kind) => {
  let h: Harness;
  let demo: string;
  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock("2026-03-10T16:00:00Z") });
    ({ demo } = await seedReportHistory(h));
  });
  afterAll(() => h.close());

  it("walk-ins: parties, covers, waits, quote accuracy and walk-aways, this week and the week before", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    const r = await api.reports.summary(WEEK);
    expect(r.range).toEqual(WEEK);
    expect(r.previousRange).toEqual({ from: "2026-02-23", to: "2026-03-01" });
    // Seated waits 14, 4, 22, 100, 10 (errors +4, −6, +12, +90, 0); one left the line, one no show.
    const all = r.walkIns.all.current;
    expect(all.parties).toBe(7);
    expect(all.seated).toBe(5);
    expect(all.covers).toBe(2 + 2 + 4 + 6 + 2);
    expect(all.avgWait).toBeCloseTo(150 / 5);
    expect(all.medianWait).toBe(14);
    expect(all.quoteMae).toBeCloseTo((4 + 6 + 12 + 90 + 0) / 5);
    expect(all.within10).toBeCloseTo(3 / 5);
    expect(all.underQuote).toBeCloseTo(2 / 5);
    expect(all.walkAway).toBeCloseTo(2 / 7);
    expect(r.walkIns.all.previous).toEqual({
      parties: 2,
      covers: 2,
      seated: 1,
      avgWait: 20,
      medianWait: 20,
      quoteMae: 0,
      within10: 1,
      underQuote: 0,
      walkAway: 0.5,
    });
    const two = r.walkIns.groups.find((g) => g.group === "two")?.current;
    expect(two).toMatchObject({ parties: 3, covers: 6, medianWait: 10 });
    expect(two?.avgWait).toBeCloseTo(28 / 3);
    const five = r.walkIns.groups.find((g) => g.group === "five_plus");
    expect(five?.current).toMatchObject({ parties: 1, quoteMae: 90, underQuote: 1 });
    expect(five?.previous).toMatchObject({ parties: 1, seated: 0, walkAway: 1, avgWait: null });
  });

  it("heatmap: by the store-local weekday and hour the party joined (19:05 Friday is Saturday in UTC)", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    const r = await api.reports.summary(WEEK);
    expect(r.heatmap).toEqual([
      { weekday: 1, hour: 12, parties: 2, avgWait: 9 },
      { weekday: 5, hour: 19, parties: 2, avgWait: 61 },
      { weekday: 7, hour: 13, parties: 1, avgWait: 10 },
    ]);
  });

  it("reservations by source and texts, with the previous week", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    const r = await api.reports.summary(WEEK);
    expect(r.reservations.all.current).toEqual({
      bookings: 5,
      covers: 4 + 2 + 5,
      noShowRate: 1 / 3,
      cancellations: 1,
      confirmedByReply: 1 / 5,
    });
    expect(r.reservations.all.previous).toMatchObject({ bookings: 1, covers: 2, noShowRate: 0 });
    const bySource = Object.fromEntries(r.reservations.sources.map((s) => [s.source, s.current]));
    expect(bySource.public).toEqual({
      bookings: 2,
      covers: 6,
      noShowRate: 0,
      cancellations: 0,
      confirmedByReply: 0.5,
    });
    expect(bySource.staff).toMatchObject({ bookings: 2, noShowRate: 0.5 });
    expect(bySource.legacy).toMatchObject({ bookings: 1, cancellations: 1, covers: 0, noShowRate: null });
    // Sent: 2 delivered + 1 undelivered + Sunday 23:30's; failed: the undelivered and the failed one.
    expect(r.texts.current).toEqual({ sent: 4, delivered: 2, failed: 2, optedOut: 1 });
    expect(r.texts.previous).toEqual({ sent: 1, delivered: 0, failed: 0, optedOut: 1 });
  });

  it("covers per 15 minutes: walk-ins when seated, bookings at their time, gaps as zero", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    const day = await api.reports.coversDay({ date: "2026-03-06" });
    expect(day.quarters).toHaveLength(8);
    expect(day.quarters[0]).toEqual({ time: "19:15", walkIns: 4, reservations: 5 });
    expect(day.quarters[1]).toEqual({ time: "19:30", walkIns: 0, reservations: 0 });
    expect(day.quarters[7]).toEqual({ time: "21:00", walkIns: 6, reservations: 0 });
    expect((await api.reports.coversDay({ date: "2026-03-01" })).quarters).toEqual([]);
  });

  it("rival's report shows only rival's rows, and demo's never shows rival's", async () => {
    const rival = await h.caller(await h.tokenFor("rival"));
    const r = await rival.reports.summary(WEEK);
    expect(r.walkIns.all.current).toMatchObject({ parties: 4, covers: 32, medianWait: 200 });
    expect(r.reservations.all.current).toMatchObject({ bookings: 3, confirmedByReply: 1 / 3 });
    expect(r.texts.current).toMatchObject({ delivered: 2, optedOut: 1 });
    const demo = await (await h.caller(await h.tokenFor("demo"))).reports.summary(WEEK);
    expect(JSON.stringify(demo)).not.toContain("200");
    expect(JSON.stringify(demo)).not.toContain(RIVAL_MARK);
  });

  it("refuses bad ranges with a 400 that says why", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    await expect(api.reports.summary({ from: "2025-01-01", to: "2026-01-02" })).rejects.toThrow(/366 days/);
    await expect(api.reports.summary({ from: "2026-03-08", to: "2026-03-01" })).rejects.toThrow(/from ≤ to/);
    await expect(api.reports.summary({ from: "2026-02-30", to: "2026-03-01" })).rejects.toThrow(
      /real calendar dates/,
    );
    await expect(api.reports.coversDay({ date: "soon" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect((await h.caller()).reports.summary(WEEK)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("the daily rollup: closed days are kept, a change to one is seen at once, today is counted live", async () => {
    const api = await h.caller(await h.tokenFor("demo"));
    await api.reports.summary(WEEK);
    const kept = await h.db.db
      .select({ date: reportWalkInDays.businessDate })
      .from(reportWalkInDays)
      .where(eq(reportWalkInDays.storeId, demo));
    expect(kept.map((k) => k.date)).toEqual(
      expect.arrayContaining(["2026-02-23", "2026-03-02", "2026-03-08"]),
    );
    // Sunday's seated party becomes a no show: the trigger forgets the 8th and the report shows it.
    await h.db.db
      .update(waitlistEntries)
      .set({ status: "no_show", actualWaitedTime: null })
      .where(and(eq(waitlistEntries.storeId, demo), eq(waitlistEntries.customerName, "=Ann(1)")));
    const after = (await api.reports.summary(WEEK)).walkIns.all.current;
    expect(after).toMatchObject({ parties: 7, seated: 4, walkAway: 3 / 7, medianWait: 14 });
    // Today (the 10th, store time) is read live and never kept.
    await h.db.db.insert(waitlistEntries).values({
      storeId: demo,
      ticketId: "T1",
      customerId: "Today Guest",
      customerName: "Today Guest",
      partySize: 3,
      businessDate: "2026-03-10",
      enteredTime: new Date("2026-03-10T15:00:00Z"),
      statusToken: "report-today-1",
    });
    const live = await api.reports.summary({ from: "2026-03-09", to: "2026-03-10" });
    expect(live.walkIns.all.current.parties).toBe(2);
    const today = await h.db.db
      .select()
      .from(reportWalkInDays)
      .where(and(eq(reportWalkInDays.storeId, demo), eq(reportWalkInDays.businessDate, "2026-03-10")));
    expect(today).toEqual([]);
  });

  it.runIf(kind === "postgres")(
    "rolling up a day waits for that day's uncommitted change, and never holds back a join",
    async () => {
      const api = await h.caller(await h.tokenFor("demo"));
      const day = { from: "2026-01-15", to: "2026-01-15" }; // never rolled up yet
      let commit = () => {};
      const held = new Promise<void>((r) => {
        commit = r;
      });
      let inserted = () => {};
      const didInsert = new Promise<void>((r) => {
        inserted = r;
      });
      const writer = h.db.db.transaction(async (tx) => {
        await tx.insert(waitlistEntries).values({
          storeId: demo,
          ticketId: "W1",
          customerId: "Late Writer",
          customerName: "Late Writer",
          partySize: 2,
          businessDate: "2026-01-15",
          enteredTime: new Date("2026-01-15T18:00:00Z"),
          statusToken: "report-writer-1",
        });
        inserted();
        await held;
      });
      await didInsert;
      let filledAt = 0;
      const report = api.reports.summary(day).then((r) => {
        filledAt = Date.now();
        return r;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(filledAt).toBe(0); // waiting for the writer of that day
      // A join (today) goes through while the roll-up waits.
      const joined = await Promise.race([
        api.waitlist.join({ partySize: 2, name: "During Rollup" }).then(() => "joined"),
        new Promise((r) => setTimeout(() => r("held back"), 3000)),
      ]);
      expect(joined).toBe("joined");
      const committedAt = Date.now();
      commit();
      await writer;
      const r = await report;
      expect(filledAt).toBeGreaterThanOrEqual(committedAt);
      expect(r.walkIns.all.current.parties).toBe(1); // the writer's party, not a day rolled up without it
    },
  );

  it.runIf(kind === "postgres")(
    "a bulk load changing 40,000 days in one transaction is held by one store lock, not refused",
    async () => {
      // One day lock each would need 40,000 locks: far more than PostgreSQL's lock table holds by default.
      const rows = Array.from({ length: 40_000 }, (_, i) => {
        const day = new Date(Date.UTC(2000, 0, 1) + i * 86_400_000);
        return {
          storeId: demo,
          ticketId: "B1",
          customerId: `Bulk ${i}`,
          customerName: `Bulk ${i}`,
          partySize: 2,
          businessDate: day.toISOString().slice(0, 10),
          enteredTime: day,
          statusToken: `report-bulk-${i}`,
        };
      });
      await h.db.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 5000)
          await tx.insert(waitlistEntries).values(rows.slice(i, i + 5000));
      });
      const api = await h.caller(await h.tokenFor("demo"));
      const r = await api.reports.summary({ from: "2001-01-01", to: "2001-01-31" });
      expect(r.walkIns.all.current.parties).toBe(31);
    },
  );
});
