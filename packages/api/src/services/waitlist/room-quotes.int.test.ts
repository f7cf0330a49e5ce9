import { quoteStats, reservations, tableOccupancies, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";

const MIN = 60_000;
const demoCounts = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

describe.each(testDrivers())("quotes that read the room on %s", (kind) => {
  let h: Harness;
  let demo: string;
  const clock = manualClock("2026-11-21T18:00:00Z"); // 13:00 in New York
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    demo = await h.tokenFor("demo");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    await h.db.db.delete(tableOccupancies);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.delete(reservations);
    await h.db.db.delete(quoteStats);
    await (await h.caller(demo)).settings.saveTables(demoCounts);
  });

  /**
   * Seats a party of two at each of the six 2-tops: the first an hour ago (a long-running party, past 1.2 turns of 45
   * minutes, which the seats alone count as left), the other five 10 minutes ago. The summary their seats built is
   * dropped, so the quotes below are the queue model's alone.
   */
  async function fillTheTwoTops() {
    const api = await h.caller(demo);
    const twoTops = (await api.floor.view()).tables.filter((t) => t.maxSeats === 2);
    expect(twoTops).toHaveLength(6);
    for (const [i, t] of twoTops.entries()) {
      const e = await api.waitlist.join({ partySize: 2, name: `Guest ${i}` });
      await api.floor.seatAtTable({ id: e.id, tableIds: [t.id] });
      if (i === 0) clock.advance(50 * MIN);
    }
    clock.advance(10 * MIN);
    await h.db.db.delete(quoteStats);
    return twoTops;
  }

  it("a long-running party at a 2-top: the quote waits for it to leave, where the seats alone said free", async () => {
    const api = await h.caller(demo);
    const [longRunning] = await fillTheTwoTops();
    const summary = await api.waitlist.summary();
    // about 6 minutes: a party an hour into a 45-minute turn is near its end, but still there
    expect(summary.waitTimes.two_wait).toBeGreaterThanOrEqual(4);
    expect(summary.waitTimes.two_wait).toBeLessThanOrEqual(9);
    // the other groups' tables are free: no wait for them
    expect(summary.waitTimes.three_four_wait).toBe(0);
    // the join's quote reads the same room (in its one context query) and stores its queue minutes
    const joined = await api.waitlist.join({ partySize: 2, name: "Next" });
    expect(joined.quotedWait).toBe(summary.waitTimes.two_wait);
    const [row] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, joined.id));
    expect(row?.quoteQueueMinutes ?? 0).toBeGreaterThan(3);
    await api.waitlist.remove({ id: joined.id });
    // the host marks it bussing: free in a minute or two
    await api.floor.setState({ tableId: longRunning?.id ?? 0, state: "bussing" });
    const bussing = (await api.waitlist.summary()).waitTimes.two_wait;
    expect(bussing).toBeGreaterThan(0);
    expect(bussing).toBeLessThanOrEqual(2);
    // cleared: a free 2-top, no wait
    await api.floor.setState({ tableId: longRunning?.id ?? 0, state: "free" });
    expect((await api.waitlist.summary()).waitTimes.two_wait).toBe(0);
  });

  it("without occupancies (hosts seat without tables) the quote is the seats' guess, as before", async () => {
    const api = await h.caller(demo);
    await fillTheTwoTops();
    expect((await api.waitlist.summary()).waitTimes.two_wait).toBeGreaterThanOrEqual(4);
    await h.db.db.delete(tableOccupancies);
    // the seat an hour ago is past 1.2 turns: its table counts as left
    expect((await api.waitlist.summary()).waitTimes.two_wait).toBe(0);
  });

  it("a free 2-top held for a booking due within the party's turn is not the walk-in's", async () => {
    const api = await h.caller(demo);
    const storeId = (await api.auth.me()).store?.id ?? "";
    const twoTops = (await api.floor.view()).tables.filter((t) => t.maxSeats === 2);
    for (const [i, t] of twoTops.slice(1).entries()) {
      const e = await api.waitlist.join({ partySize: 2, name: `Guest ${i}` });
      await api.floor.seatAtTable({ id: e.id, tableIds: [t.id] });
    }
    clock.advance(10 * MIN);
    await h.db.db.delete(quoteStats);
    // one 2-top free: no wait
    expect((await api.waitlist.summary()).waitTimes.two_wait).toBe(0);
    // a booking of two at 13:30 (20 minutes on, within the 45-minute turn) holds it
    const booking = {
      storeId,
      reservationDate: "2026-11-21",
      partySize: 2,
      guestName: "Booked",
      guestPhone: "+12025550142",
    };
    await h.db.db.insert(reservations).values({ ...booking, reservationTime: "13:30" });
    const held = (await api.waitlist.summary()).waitTimes.two_wait;
    expect(held).toBeGreaterThanOrEqual(10);
    // the join reads the same (its context nests the room's query)
    const walkIn = await api.waitlist.join({ partySize: 2, name: "Walk-in" });
    expect(walkIn.quotedWait).toBe(held);
    await api.waitlist.remove({ id: walkIn.id });
    // a booking later than the turn holds nothing yet
    await h.db.db.delete(reservations);
    await h.db.db.insert(reservations).values({ ...booking, reservationTime: "15:00" });
    expect((await api.waitlist.summary()).waitTimes.two_wait).toBe(0);
  });
});
