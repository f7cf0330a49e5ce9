/** The host list's one statement answers what its two queries answer (host-list.ts), on both drivers. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservationConfigs, reservations, stores, waitlistEntries } from "../schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "../testing/test-db";
import { hostListRows } from "./host-list";
import { listWaitlistEntries, listWaitlistReservations } from "./waitlist";

const DATE = "2026-11-20";

describe.each(testDrivers())("the host list in one statement on %s", (kind) => {
  let t: TestDatabase;
  let storeId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    storeId = ss[0]?.id ?? "";
    otherId = ss[1]?.id ?? "";
    const entry = (store: string, i: number, o: Partial<typeof waitlistEntries.$inferInsert> = {}) => ({
      storeId: store,
      ticketId: `A${i}`,
      customerId: `c${i}`,
      customerName: `Guest ${i}`,
      customerNumber: i % 2 ? `+1202555${String(1000 + i)}` : null,
      partySize: 1 + (i % 6),
      businessDate: DATE,
      // Two at the same instant: the lower id first.
      enteredTime: new Date(
        `${DATE}T18:${String(40 - Math.min(i, 5) * 5).padStart(2, "0")}:00.${String(i).padStart(3, "0")}Z`,
      ),
      statusToken: `token-${store}-${i}`,
      ...o,
    });
    await t.db.insert(waitlistEntries).values([
      entry(storeId, 1, {
        notified: 2,
        notifiedTime: new Date(`${DATE}T18:50:00.5Z`),
        note: "by the window",
      }),
      entry(storeId, 2, {
        quoteQueueMinutes: 12.5,
        runningLateAt: new Date(`${DATE}T18:55:00Z`),
        guestMessage: "5 min",
      }),
      entry(storeId, 3, { barArea: true, firstAvailable: false, language: "es" }),
      entry(storeId, 5, { enteredTime: new Date(`${DATE}T18:15:00.005Z`) }),
      entry(storeId, 6, { enteredTime: new Date(`${DATE}T18:15:00.005Z`) }),
      entry(storeId, 7, {
        status: "seated",
        exitedTime: new Date(`${DATE}T19:00:00Z`),
        actualWaitedTime: 20,
      }),
      entry(storeId, 8, { businessDate: "2026-11-19" }),
      entry(otherId, 9),
    ]);
    const booking = (store: string, i: number, o: Partial<typeof reservations.$inferInsert> = {}) => ({
      storeId: store,
      reservationDate: DATE,
      reservationTime: `19:${String(30 - i * 5).padStart(2, "0")}`,
      partySize: 2 + i,
      guestName: `Booked ${i}`,
      guestPhone: `+1202555${String(2000 + i)}`,
      ...o,
    });
    await t.db.insert(reservations).values([
      booking(storeId, 1, { courtesyNotificationSentAt: [`${DATE}T18:00:00.000Z`], notified: 1 }),
      booking(storeId, 2, {
        status: "PENDING",
        seatingPreference: "outdoor",
        specialRequests: "a high chair",
      }),
      booking(storeId, 3, { reservationTime: "19:25" }),
      booking(storeId, 4, { status: "CANCELLED", cancelledAt: new Date(`${DATE}T12:00:00Z`) }),
      booking(storeId, 5, { isActiveInWaitlistView: false }),
      booking(storeId, 6, { reservationDate: "2026-11-21" }),
      booking(otherId, 7),
    ]);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("answers the rows, their order and the lead that the two queries answer", async () => {
    const one = await hostListRows(t.db, storeId, DATE);
    const res = await listWaitlistReservations(t.db, storeId, DATE);
    const entries = await listWaitlistEntries(t.db, storeId, DATE, ["waiting"]);
    expect(one.reservations).toEqual(res.rows);
    expect(one.reservations.map((r) => r.guestName)).toEqual(["Booked 2", "Booked 1", "Booked 3"]);
    expect(one.dashboardLeadMinutes).toBe(res.dashboardLeadMinutes);
    expect(one.entries).toEqual(entries);
    expect(one.entries.map((e) => e.ticketId)).toEqual(["A5", "A6", "A3", "A2", "A1"]);
    expect(one.entries[3]?.quoteQueueMinutes).toBe(12.5);
    expect(one.entries[4]?.notifiedTime?.toISOString()).toBe(`${DATE}T18:50:00.500Z`);
  });

  it("reads the store's dashboard lead, and nothing for a day without rows", async () => {
    await t.db
      .insert(reservationConfigs)
      .values({ storeId, dashboardLeadMinutes: 45 })
      .onConflictDoUpdate({ target: reservationConfigs.storeId, set: { dashboardLeadMinutes: 45 } });
    expect((await hostListRows(t.db, storeId, DATE)).dashboardLeadMinutes).toBe(45);
    expect(await hostListRows(t.db, storeId, "2026-11-22")).toEqual({
      reservations: [],
      dashboardLeadMinutes: undefined,
      entries: [],
    });
    const other = await hostListRows(t.db, otherId, DATE);
    expect(other.entries.map((e) => e.ticketId)).toEqual(["A9"]);
    expect(other.reservations.map((r) => r.guestName)).toEqual(["Booked 7"]);
  });
});
