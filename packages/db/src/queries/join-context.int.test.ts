import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores, waitlistEntries } from "../schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "../testing/test-db";
import { listLiveTables } from "./floor";
import { joinContext } from "./join-context";
import { tonightSeats } from "./quote-stats";
import { roomState } from "./room-state";
import { setStoreGuestLanguages, storeOpeningHours } from "./store-lookup";
import { getKioskSettings, getTableSettings, saveKioskSettings, waitingGroupCounts } from "./waitlist";

const DATE = "2026-11-20";

describe.each(testDrivers())("the join's reads in one round trip on %s", (kind) => {
  let t: TestDatabase;
  let storeId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    storeId = ss[0]?.id ?? "";
    otherId = ss[1]?.id ?? "";
    const entry = (store: string, i: number, partySize: number, status: "waiting" | "seated") => ({
      storeId: store,
      ticketId: `A${i}`,
      customerId: `c${i}`,
      customerName: `Guest ${i}`,
      customerNumber: null,
      partySize,
      businessDate: DATE,
      enteredTime: new Date(`${DATE}T18:00:00Z`),
      status,
      statusToken: `token-${store}-${i}`,
    });
    // 1, 2, 2, 3, 4, 6 waiting here; a seated party and another store's waiting party that must not count.
    const sizes = [1, 2, 2, 3, 4, 6];
    await t.db
      .insert(waitlistEntries)
      .values([
        ...sizes.map((s, i) => entry(storeId, i, s, "waiting")),
        entry(storeId, 9, 2, "seated"),
        entry(otherId, 10, 2, "waiting"),
      ]);
    await setStoreGuestLanguages(t.db, storeId, ["en", "es"]);
    await saveKioskSettings(t.db, storeId, { waitlistOn: false });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("answers what the six separate reads answer", async () => {
    const read = await joinContext(t.db, storeId, DATE);
    expect(read.kiosk).toEqual(await getKioskSettings(t.db, storeId));
    expect(read.kiosk?.waitlistOn).toBe(false);
    expect(read.tables).toEqual(await getTableSettings(t.db, storeId));
    expect(read.languages).toEqual(["en", "es"]);
    expect(read.hours).toEqual(await storeOpeningHours(t.db, storeId));
    expect(read.hours.find((h) => h.dow === 5)).toEqual({ dow: 5, open_time: 11, close_time: 23.5 });
    expect(read.waiting).toEqual(await waitingGroupCounts(t.db, storeId, DATE));
    expect(read.waiting).toEqual({ solo: 1, two: 2, three_four: 2, five_plus: 1 });
    expect(read.room).toEqual(await roomState(t.db, storeId, DATE, "00:00"));
    expect(read.room.tables.map((x) => x.id)).toEqual((await listLiveTables(t.db, storeId)).map((x) => x.id));
  });

  it("reads only the asked store and date", async () => {
    const other = await joinContext(t.db, otherId, DATE);
    expect(other.waiting).toEqual({ solo: 0, two: 1, three_four: 0, five_plus: 0 });
    expect(other.kiosk?.storeId).toBe(otherId);
    expect((await joinContext(t.db, storeId, "2026-11-21")).waiting).toEqual({
      solo: 0,
      two: 0,
      three_four: 0,
      five_plus: 0,
    });
  });

  it("a store without its settings rows reads as defaults (no kiosk row, no table row)", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const read = await joinContext(t.db, missing, DATE);
    expect(read).toEqual({
      kiosk: null,
      tables: null,
      languages: ["en"],
      hours: [],
      waiting: { solo: 0, two: 0, three_four: 0, five_plus: 0 },
      room: { tables: [], open: [], bookings: [] },
      tonight: [],
      ticket: null,
    });
  });

  it("answers tonight's seats as tonightSeats reads them: the date's seated since the instant, newest first", async () => {
    const seated = (i: number, partySize: number, exited: string, queue: number | null) => ({
      storeId,
      ticketId: `S${i}`,
      customerId: `s${i}`,
      customerName: `Seated ${i}`,
      customerNumber: null,
      partySize,
      businessDate: DATE,
      enteredTime: new Date(`${DATE}T17:${String(10 + i).padStart(2, "0")}:00.123Z`),
      exitedTime: new Date(exited),
      quoteQueueMinutes: queue,
      status: "seated" as const,
      statusToken: `seated-${i}`,
    });
    await t.db.insert(waitlistEntries).values([
      seated(1, 2, `${DATE}T18:05:00.250Z`, 12),
      seated(2, 5, `${DATE}T18:40:30.999Z`, null),
      seated(3, 3, `${DATE}T18:20:00Z`, 7),
      // Seated before the instant: not tonight's.
      seated(4, 2, `${DATE}T15:00:00Z`, 3),
      { ...seated(5, 2, `${DATE}T18:30:00Z`, 3), storeId: otherId },
    ]);
    const since = new Date(`${DATE}T16:00:00Z`);
    const read = await joinContext(t.db, storeId, DATE, "00:00", since);
    expect(read.tonight).toEqual(await tonightSeats(t.db, storeId, DATE, since));
    expect(read.tonight.map((s) => [s.partySize, s.exitedTime.toISOString(), s.quoteQueueMinutes])).toEqual([
      [5, `${DATE}T18:40:30.999Z`, null],
      [3, `${DATE}T18:20:00.000Z`, 7],
      [2, `${DATE}T18:05:00.250Z`, 12],
    ]);
    expect(read.tonight[2]?.enteredTime.toISOString()).toBe(`${DATE}T17:11:00.123Z`);
    expect((await joinContext(t.db, storeId, "2026-11-21", "00:00", since)).tonight).toEqual([]);
  });
});
