import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservations, stores, tableOccupancies } from "../schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "../testing/test-db";
import { listLiveTables } from "./floor";
import { roomState } from "./room-state";

const DATE = "2026-11-20";

describe.each(testDrivers())("the room a quote reads on %s", (kind) => {
  let t: TestDatabase;
  let storeId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    storeId = ss[0]?.id ?? "";
    otherId = ss[1]?.id ?? "";
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("lists the live tables, the open occupancies with their states, and no more bookings than tables", async () => {
    const tables = await listLiveTables(t.db, storeId);
    expect(tables.length).toBeGreaterThan(2);
    const [a, b] = tables;
    const seatedAt = new Date("2026-11-20T23:05:00Z");
    await t.db.insert(tableOccupancies).values([
      {
        storeId,
        tableId: a?.id ?? 0,
        seatingId: crypto.randomUUID(),
        partyName: "A",
        partySize: 2,
        seatedAt,
      },
      {
        storeId,
        tableId: b?.id ?? 0,
        seatingId: crypto.randomUUID(),
        partyName: "B",
        partySize: 4,
        seatedAt,
        state: "turning",
      },
      // cleared: not in the room
      {
        storeId,
        tableId: tables[2]?.id ?? 0,
        seatingId: crypto.randomUUID(),
        partyName: "C",
        partySize: 2,
        seatedAt,
        clearedAt: new Date("2026-11-20T23:45:00Z"),
      },
    ]);
    const booking = (i: number, time: string, status: "CONFIRMED" | "CANCELLED" = "CONFIRMED") => ({
      storeId,
      reservationDate: DATE,
      reservationTime: time,
      partySize: 2,
      guestName: `Guest ${i}`,
      guestPhone: "+12025550142",
      status,
    });
    // more bookings than tables, one before the time asked from, one cancelled
    const times = tables.map((_, i) => `19:${String(i + 10).padStart(2, "0")}`);
    await t.db
      .insert(reservations)
      .values([
        booking(0, "18:00"),
        booking(1, "19:00", "CANCELLED"),
        ...times.map((time, i) => booking(i + 2, time)),
        booking(99, "20:30"),
      ]);
    const room = await roomState(t.db, storeId, DATE, "18:45");
    expect(room.tables.map((x) => x.id)).toEqual(tables.map((x) => x.id));
    expect(room.tables[0]).toMatchObject({ minSeats: a?.minSeats, maxSeats: a?.maxSeats, takes: a?.takes });
    expect(typeof room.tables[0]?.areaName).toBe("string");
    expect(room.open).toEqual([
      { tableId: a?.id, partySize: 2, seatedMs: seatedAt.getTime(), state: "seated" },
      { tableId: b?.id, partySize: 4, seatedMs: seatedAt.getTime(), state: "turning" },
    ]);
    expect(room.bookings.map((x) => x.time)).toEqual(times);
    expect(room.bookings).toHaveLength(tables.length);
    // another store's room is its own
    const other = await roomState(t.db, otherId, DATE, "00:00");
    expect(other.open).toEqual([]);
    expect(other.bookings).toEqual([]);
  });
});
