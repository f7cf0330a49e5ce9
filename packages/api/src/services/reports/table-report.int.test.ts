/**
 * The tables in Reports (docs/product.md#reports, "Tables") against a hand count: parties seated, moved and freed
 * through the floor's own procedures on a manual clock, a booking seated at a table, yesterday's seating and
 * another store's, then reports.tables and tables.csv.
 */
import { stores, tableOccupancies } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { parseCsv, tableColumns } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking } from "../../testing/reservation-kit";

const MIN = 60_000;
const TODAY = "2026-11-21";
const YESTERDAY = "2026-11-20";

describe.each(testDrivers())("the tables report on %s", (kind) => {
  let h: Harness;
  let demoToken: string;
  const clock = manualClock("2026-11-21T18:00:00Z"); // 13:00 in New York, a Saturday
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    demoToken = await h.tokenFor("demo");
    const api = await h.caller(demoToken);
    const tables = (await api.floor.view()).tables;
    const named = (name: string) => {
      const t = tables.find((x) => x.name === name);
      if (!t) throw new Error(`no table ${name}`);
      return t.id;
    };
    for (const name of ["5", "6", "7", "11", "12"]) ids[name] = named(name);

    // 13:00 Ann (2) at table 5, freed at 13:45: a 45-minute turn.
    const ann = await api.waitlist.join({ partySize: 2, name: "Ann" });
    await api.floor.seatAtTable({ id: ann.id, tableIds: [ids["5"] ?? 0] });
    const booked = await api.reservations.create(
      booking({ reservationDate: TODAY, reservationTime: "15:00", guestName: "Cora Booked" }),
    );
    clock.advance(45 * MIN);
    await api.floor.setState({ tableId: ids["5"] ?? 0, state: "free" });
    // 13:45 Bo (4) at table 11, moved to 12 at 13:55, freed at 14:45: one 60-minute turn; 10 minutes at 11, 50 at 12.
    const bo = await api.waitlist.join({ partySize: 4, name: "Bo" });
    await api.floor.seatAtTable({ id: bo.id, tableIds: [ids["11"] ?? 0] });
    clock.advance(10 * MIN);
    await api.floor.move({ tableId: ids["11"] ?? 0, toTableIds: [ids["12"] ?? 0] });
    clock.advance(50 * MIN);
    await api.floor.setState({ tableId: ids["12"] ?? 0, state: "free" });
    // 14:45 the booking (2) at table 6, still there at 15:00.
    await api.floor.seatReservation({ uuid: booked.uuid, tableIds: [ids["6"] ?? 0] });
    clock.advance(15 * MIN);

    // Yesterday 18:00-19:30 at table 7, party of 3 (a name a spreadsheet would run); and rival's own seating today.
    const [demo] = await h.db.db.select().from(stores).where(eq(stores.slug, "downtown"));
    await h.db.db.insert(tableOccupancies).values({
      storeId: demo?.id ?? "",
      tableId: ids["7"] ?? 0,
      seatingId: "00000000-0000-4000-8000-000000000007",
      partyName: "=HYPERLINK(1)",
      partySize: 3,
      seatedAt: new Date("2026-11-20T23:00:00Z"),
      clearedAt: new Date("2026-11-21T00:30:00Z"),
    });
    const rivalApi = await h.caller(await h.tokenFor("rival"));
    // A table that seats the party (the server refuses too few seats).
    const rivalTable = (await rivalApi.floor.view()).tables.find((t) => t.maxSeats >= 2);
    const rivalParty = await rivalApi.waitlist.join({ partySize: 2, name: "Rivalry Person" });
    await rivalApi.floor.seatAtTable({ id: rivalParty.id, tableIds: [rivalTable?.id ?? 0] });
  });
  afterAll(() => h.close());

  it("turns, covers and utilisation by party size, area and table match the hand count", async () => {
    const api = await h.caller(demoToken);
    const r = await api.reports.tables({ from: TODAY, to: TODAY });
    // All day open: 00:00 to now (15:00) today, the whole of yesterday.
    expect(r.openMinutes).toEqual({ current: 900, previous: 1440 });
    // The demo store's 17 live tables (Table Information 4 + 6 + 5 + 2), none retired.
    expect(r.tables).toHaveLength(17);
    // Ann 45, Bo 60 (the booking still seated): covers 2 + 4 + 2; seated 45 + 10 + 50 + 15 minutes of 900 x 17.
    expect(r.all.current).toEqual({
      turns: 2,
      avgTurn: 52.5,
      medianTurn: 45,
      covers: 8,
      utilisation: 120 / (900 * 17),
    });
    expect(r.all.previous).toEqual({
      turns: 1,
      avgTurn: 90,
      medianTurn: 90,
      covers: 3,
      utilisation: 90 / (1440 * 17),
    });
    const group = (g: string) => r.groups.find((x) => x.group === g)?.current;
    expect(group("two")).toMatchObject({ turns: 1, avgTurn: 45, covers: 4, utilisation: null });
    expect(group("three_four")).toMatchObject({ turns: 1, avgTurn: 60, covers: 4 });
    expect(group("solo")).toMatchObject({ turns: 0, avgTurn: null, covers: 0 });
    const table = (name: string) => r.tables.find((t) => t.tableId === ids[name]);
    expect(table("5")?.current).toEqual({
      turns: 1,
      avgTurn: 45,
      medianTurn: 45,
      covers: 2,
      utilisation: 45 / 900,
    });
    expect(table("11")?.current).toEqual({
      turns: 1,
      avgTurn: 10,
      medianTurn: 10,
      covers: 4,
      utilisation: 10 / 900,
    });
    expect(table("12")?.current).toEqual({
      turns: 1,
      avgTurn: 50,
      medianTurn: 50,
      covers: 4,
      utilisation: 50 / 900,
    });
    expect(table("6")?.current).toEqual({
      turns: 0,
      avgTurn: null,
      medianTurn: null,
      covers: 2,
      utilisation: 15 / 900,
    });
    expect(table("7")?.previous).toEqual({
      turns: 1,
      avgTurn: 90,
      medianTurn: 90,
      covers: 3,
      utilisation: 90 / 1440,
    });
    const indoor = r.areas.find((a) => a.area === "Indoor");
    const indoorTables = r.tables.filter((t) => t.area === "Indoor").length;
    expect(indoor?.current).toEqual({
      turns: 2,
      avgTurn: 52.5,
      medianTurn: 45,
      covers: 8,
      utilisation: 120 / (900 * indoorTables),
    });
    expect(r.areas.find((a) => a.area === "Bar")?.current).toMatchObject({
      turns: 0,
      covers: 0,
      utilisation: 0,
    });
  });

  it("tables.csv: one row per table per seating in the range, formulas defused, never another store's", async () => {
    const get = (url: string) =>
      h.app.inject({ method: "GET", url, headers: { authorization: `Token ${demoToken}` } });
    const res = await get(`/api/reports/tables.csv?from=${YESTERDAY}&to=${TODAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(tableColumns.map((c) => c.label));
    expect(rows.map((row) => [row[3], row[5], row[6], row[7], row[2]])).toEqual([
      ["5", "Ann", "2", "Walk-in", "45"],
      ["11", "Bo", "4", "Walk-in", "10"],
      ["12", "Bo", "4", "Walk-in", "60"],
      ["6", "Cora Booked", "2", "Reservation", ""],
      ["7", "'=HYPERLINK(1)", "3", "", "90"],
    ]);
    expect(rows[0]?.slice(0, 2)).toEqual(["2026-11-21 13:00", "2026-11-21 13:45"]);
    expect(rows[4]?.slice(0, 2)).toEqual(["2026-11-20 18:00", "2026-11-20 19:30"]);
    expect(res.body).not.toContain("Rivalry");
    const today = parseCsv((await get(`/api/reports/tables.csv?from=${TODAY}&to=${TODAY}`)).body);
    expect(today).toHaveLength(1 + 4);
    const bad = await get(`/api/reports/tables.csv?from=${TODAY}`);
    expect(bad.statusCode).toBe(400);
  });
});
