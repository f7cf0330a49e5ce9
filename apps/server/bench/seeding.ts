/**
 * The bench's data on its throwaway database: the demo stores, a busy day in demo/downtown (200 walk-ins waiting;
 * 100,000 history rows across 500 other stores), a busy reservation book, a busy year for the reports, and 50 stores
 * of their own with a session and 200 waiting each (joins spread over stores), and a store with 40 tables, half seated
 * (the floor read).
 */
import { performance } from "node:perf_hooks";
import { type createDb, demoStores, seedDemo } from "@seatline/db";
import {
  addWaiting,
  busyYearCounts,
  openAllDay,
  removeAllEntriesAfter,
  seedBusyDay,
  seedBusyReservations,
  seedBusyYear,
  seedFloorStore,
  seedSpreadStores,
  waitlistMark,
} from "@seatline/db/bench";
import { addDays, isoWeekday, storeDate } from "@seatline/domain";

type Database = Awaited<ReturnType<typeof createDb>>;

export const TODAY_ENTRIES = 200;
export const SPREAD_STORES = 50;

export async function seedBench(database: Database, log: (line: string) => void) {
  await database.migrate();
  await seedDemo(database.db);
  const demo = demoStores[0];
  if (!demo) throw new Error("no demo store");
  const db = database.db;
  const store = await db.query.stores.findFirst({
    where: (s, { eq }) => eq(s.legacyStoreId, demo.legacyStoreId),
  });
  if (!store) throw new Error("demo store not seeded");
  const now = new Date();
  const today = storeDate(store.timezone, now);
  const seedStart = performance.now();
  await seedBusyDay(db, {
    storeId: store.id,
    today,
    now,
    todayEntries: TODAY_ENTRIES,
    historyRows: 100_000,
    historyStores: 500,
  });
  const busyDate = addDays(today, 1);
  await seedBusyReservations(db, { storeId: store.id, date: busyDate, onDate: 150, elsewhere: 50_000 });
  // A year of a busy store for the reports rows (on top of the demo history seedDemo gave it).
  await seedBusyYear(db, {
    storeId: store.id,
    timezone: store.timezone,
    today,
    visits: 150_000,
    reservations: 50_000,
    texts: 100_000,
  });
  const year = await busyYearCounts(db, store.id);
  const spread = await seedSpreadStores(db, {
    count: SPREAD_STORES,
    waiting: TODAY_ENTRIES,
    today,
    now,
    timezone: store.timezone,
  });
  const floor = await seedFloorStore(db, { today, now, timezone: store.timezone });
  // The join rows' stores are open all day today: kiosk joins are refused while closed, and the bench runs at any hour.
  await openAllDay(db, [store.id, ...spread.map((s) => s.storeId)], isoWeekday(today));
  const seededMax = await waitlistMark(db);
  log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  return {
    demo,
    store,
    today,
    busyDate,
    year,
    spread,
    floor,
    /** Puts every line back to what was seeded (the rows' joins and top-ups are the entries after the mark). */
    resetLines: () => removeAllEntriesAfter(db, seededMax),
    /** Tops the demo store's line up to `waiting` (from the seeded 200). */
    growLine: (waiting: number) =>
      addWaiting(db, { storeId: store.id, today, now: new Date(), count: waiting - TODAY_ENTRIES }),
  };
}
