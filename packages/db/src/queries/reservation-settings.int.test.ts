/**
 * The booking rules' one read (bookingRulesRead) answers what the three reads it replaced answer: the config row, the
 * blackout dates in order, the access link of a code (or none), each for the asked store only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservationConfigs, stores } from "../schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "../testing/test-db";
import {
  addBlackoutDate,
  bookingRulesRead,
  findAccessLinkByCode,
  getReservationConfig,
  insertAccessLink,
  listBlackoutDates,
  updateAccessLinkRow,
} from "./reservation-settings";

describe.each(testDrivers())("the booking rules' read on %s", (kind) => {
  let t: TestDatabase;
  let storeId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    storeId = ss[0]?.id ?? "";
    otherId = ss[1]?.id ?? "";
    for (const d of ["2026-12-31", "2026-12-24", "2026-12-25"]) await addBlackoutDate(t.db, storeId, d);
    await addBlackoutDate(t.db, otherId, "2026-12-01");
    const link = await insertAccessLink(t.db, storeId, "VIP", new Date("2026-11-27T12:00:00Z"));
    await updateAccessLinkRow(t.db, storeId, link?.uuid ?? "", { accessDays: ["2026-12-05", "2026-12-06"] });
    await insertAccessLink(t.db, otherId, "OTHER", new Date("2026-11-27T12:00:00Z"));
  });
  afterAll(() => t.destroy());

  it("answers the config, the blackouts in order and the link as the separate reads do", async () => {
    for (const [store, code] of [
      [storeId, "VIP"],
      [storeId, "OTHER"],
      [storeId, null],
      [otherId, "OTHER"],
      [otherId, "VIP"],
    ] as const) {
      const read = await bookingRulesRead(t.db, store, code);
      expect(read.config).toEqual(await getReservationConfig(t.db, store));
      expect(read.blackoutDates).toEqual(await listBlackoutDates(t.db, store));
      expect(read.link).toEqual(code ? await findAccessLinkByCode(t.db, store, code) : null);
    }
    expect((await bookingRulesRead(t.db, storeId, "VIP")).blackoutDates).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-31",
    ]);
    expect((await bookingRulesRead(t.db, storeId, "VIP")).link?.accessDays).toEqual([
      "2026-12-05",
      "2026-12-06",
    ]);
  });

  it("a store without its config row reads none (the caller makes it)", async () => {
    await t.db.delete(reservationConfigs).where(eq(reservationConfigs.storeId, otherId));
    expect((await bookingRulesRead(t.db, otherId, null)).config).toBeNull();
  });
});
