import { floorTables, reservations, tableOccupancies, tableSettings, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { NOT_SEATED } from "@seatline/domain";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
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

describe.each(testDrivers())("the floor on %s", (kind) => {
  let h: Harness;
  let demo: string;
  let rival: string;
  const clock = manualClock("2026-11-21T18:00:00Z"); // 13:00 in New York
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    demo = await h.tokenFor("demo");
    rival = await h.tokenFor("rival");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    await h.db.db.delete(tableOccupancies);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.delete(reservations);
    await (await h.caller(demo)).settings.saveTables(demoCounts);
  });

  const tableNamed = async (name: string) => {
    const floor = await (await h.caller(demo)).floor.view();
    const t = floor.tables.find((x) => x.name === name);
    if (!t) throw new Error(`no table ${name}`);
    return t;
  };

  it("every store has tables generated from its Table Information counts, in Indoor, Bar and Outdoor", async () => {
    const floor = await (await h.caller(demo)).floor.view();
    expect(floor.areas.map((a) => a.name)).toEqual(["Indoor", "Bar", "Outdoor"]);
    expect(floor.tables).toHaveLength(17);
    expect(floor.tables.map((t) => t.name).slice(0, 5)).toEqual(["1", "2", "3", "4", "5"]);
    expect(floor.tables.filter((t) => t.maxSeats === 1).every((t) => t.areaName === "Bar")).toBe(true);
    expect(floor.tables.every((t) => t.state === "free" && t.generated && t.version >= 1)).toBe(true);
  });

  it("a new count adds or removes generated tables, and the counts stay derived from the tables", async () => {
    const api = await h.caller(demo);
    const saved = await api.settings.saveTables({
      ...demoCounts,
      two_tables_total: 8,
      five_plus_tables_total: 1,
    });
    expect(saved).toMatchObject({ two_tables_total: 8, five_plus_tables_total: 1, two_tables_turn_avg: 45 });
    const floor = await api.floor.view();
    expect(floor.tables.filter((t) => t.maxSeats === 2)).toHaveLength(8);
    expect(floor.tables.filter((t) => t.maxSeats >= 5)).toHaveLength(1);
    // The highest-numbered big table (17) went; the new ones are numbered above the highest left (16).
    expect(floor.tables.filter((t) => t.maxSeats === 2).map((t) => t.name)).toEqual(
      expect.arrayContaining(["17", "18"]),
    );
    expect(floor.tables.filter((t) => t.maxSeats >= 5).map((t) => t.name)).toEqual(["16"]);
    // The legacy call reads the same derived counts.
    const res = await h.app.inject({
      method: "GET",
      url: "/api/host_info/get_table_settings?company=demo&store=1",
      headers: { authorization: `Token ${demo}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ two_tables_total: 8, five_plus_tables_total: 1 });
    // ...and the legacy change goes through the same rule.
    const change = await h.app.inject({
      method: "POST",
      url: "/api/host_info/change_table_settings",
      headers: { authorization: `Token ${demo}` },
      payload: { ...demoCounts, company: "demo", solo_tables_total: 2 },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ solo_tables_total: 2, two_tables_total: 6 });
    expect((await api.floor.view()).tables.filter((t) => t.maxSeats === 1)).toHaveLength(2);
  });

  it("refuses to remove tables that are occupied (409, nothing changed)", async () => {
    const api = await h.caller(demo);
    await api.settings.saveTables({ ...demoCounts, five_plus_tables_total: 1 });
    const big = (await api.floor.view()).tables.find((t) => t.maxSeats >= 5);
    const e = await api.waitlist.join({ partySize: 6, name: "Big" });
    await api.floor.seatAtTable({ id: e.id, tableIds: [big?.id ?? 0] });
    await expect(api.settings.saveTables({ ...demoCounts, five_plus_tables_total: 0 })).rejects.toMatchObject(
      {
        code: "CONFLICT",
        message: expect.stringMatching(/only 0 of them are free/),
      },
    );
    const storeId = (await api.auth.me()).store?.id ?? "";
    const [row] = await h.db.db.select().from(tableSettings).where(eq(tableSettings.storeId, storeId));
    expect(row?.fivePlusTablesTotal).toBe(1);
  });

  it("suggests the smallest fitting free table first and seats the party there", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 3, name: "Ada Lovelace", seating: "indoor" });
    const s = await api.floor.suggestions({ id: e.id });
    expect(s[0]).toMatchObject({ seats: 4, areaName: "Indoor", inPreferredArea: true });
    // Other consoles hear it: the floor topic (and the waitlist's), through the database like every store event.
    const storeId = (await api.auth.me()).store?.id ?? "";
    const heard: string[] = [];
    const stop = h.deps.events.subscribe(storeId, (ev) => heard.push(ev.topic));
    const seated = await api.floor.seatAtTable({ id: e.id, tableIds: s[0]?.tableIds ?? [] });
    expect(seated).toMatchObject({ status: "seated" });
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(expect.arrayContaining(["floor", "waitlist"]));
    stop();
    clock.advance(52 * MIN);
    const table = await tableNamed(s[0]?.names[0] ?? "");
    expect(table).toMatchObject({
      state: "seated",
      party: { name: "Ada Lovelace", partySize: 3, entryId: e.id },
      minutesSat: 52,
      expectedTurn: 60,
    });
    // The table is no longer suggested to the next party of 3.
    const next = await api.waitlist.join({ partySize: 3, name: "Next" });
    const s2 = await api.floor.suggestions({ id: next.id });
    expect(s2.some((x) => x.tableIds.includes(table.id))).toBe(false);
    // The old Seat, without a table, still works.
    expect(await api.waitlist.seat({ id: next.id })).toMatchObject({ status: "seated" });
  });

  it("pushes tables together for a big party", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 10, name: "Party" });
    const [best] = await api.floor.suggestions({ id: e.id });
    expect(best?.tableIds).toHaveLength(2);
    await api.floor.seatAtTable({ id: e.id, tableIds: best?.tableIds ?? [] });
    const floor = await api.floor.view();
    const seated = floor.tables.filter((t) => t.state === "seated");
    expect(seated.map((t) => t.party?.tableIds)).toEqual([best?.tableIds, best?.tableIds]);
    // Freeing one frees both.
    await api.floor.setState({ tableId: best?.tableIds[0] ?? 0, state: "free" });
    expect((await api.floor.view()).tables.every((t) => t.state === "free")).toBe(true);
  });

  it("two hosts seating the same table at once: one wins, the other gets CONFLICT, nothing double-booked", async () => {
    const hostA = await h.caller(demo);
    const hostB = await h.caller(demo);
    for (let round = 0; round < 3; round++) {
      const a = await hostA.waitlist.join({ partySize: 2, name: `A${round}` });
      const b = await hostB.waitlist.join({ partySize: 2, name: `B${round}` });
      const t = await tableNamed(String(5 + round));
      const results = await Promise.allSettled([
        hostA.floor.seatAtTable({ id: a.id, tableIds: [t.id] }),
        hostB.floor.seatAtTable({ id: b.id, tableIds: [t.id] }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((r) => r.status === "rejected");
      expect(lost?.status === "rejected" && lost.reason).toMatchObject({
        code: "CONFLICT",
        message: `Table ${t.name} was just seated by another host.`,
      });
      const open = await h.db.db
        .select()
        .from(tableOccupancies)
        .where(and(eq(tableOccupancies.tableId, t.id), isNull(tableOccupancies.clearedAt)));
      expect(open).toHaveLength(1);
      // The loser is still waiting: its seat was rolled back with the table.
      const waiting = (await hostA.waitlist.list()).entries.map((e) => e.name);
      expect(waiting.filter((n) => n === `A${round}` || n === `B${round}`)).toHaveLength(1);
    }
  });

  it("a count change and a seat racing for the same table never leave a party at a removed table", async () => {
    const manager = await h.caller(demo);
    const host = await h.caller(demo);
    for (let round = 0; round < 3; round++) {
      await manager.settings.saveTables({ ...demoCounts, five_plus_tables_total: 1 });
      const big = (await host.floor.view()).tables.find((t) => t.maxSeats >= 5);
      const e = await host.waitlist.join({ partySize: 6, name: `Six${round}` });
      const [count, seat] = await Promise.allSettled([
        manager.settings.saveTables({ ...demoCounts, five_plus_tables_total: 0 }),
        host.floor.seatAtTable({ id: e.id, tableIds: [big?.id ?? 0] }),
      ]);
      // Exactly one wins: the removal (the seat finds no table) or the seat (the removal is refused).
      expect([count.status, seat.status].sort()).toEqual(["fulfilled", "rejected"]);
      const loser =
        count.status === "rejected" ? count.reason : seat.status === "rejected" ? seat.reason : null;
      expect(loser).toMatchObject({ code: count.status === "rejected" ? "CONFLICT" : "NOT_FOUND" });
      const stranded = await h.db.db
        .select()
        .from(tableOccupancies)
        .innerJoin(floorTables, eq(floorTables.id, tableOccupancies.tableId))
        .where(and(isNull(tableOccupancies.clearedAt), isNotNull(floorTables.retiredAt)));
      expect(stranded).toEqual([]);
      await h.db.db.delete(tableOccupancies);
    }
  });

  it("moves a party, marks turning and bussing, then frees the table; put back frees it too", async () => {
    const api = await h.caller(demo);
    const e = await api.waitlist.join({ partySize: 2, name: "Grace" });
    const t5 = await tableNamed("5");
    const t6 = await tableNamed("6");
    await api.floor.seatAtTable({ id: e.id, tableIds: [t5.id] });
    clock.advance(10 * MIN);
    await api.floor.move({ tableId: t5.id, toTableIds: [t6.id] });
    expect((await tableNamed("5")).state).toBe("free");
    expect(await tableNamed("6")).toMatchObject({
      state: "seated",
      minutesSat: 10,
      party: { name: "Grace" },
    });
    await api.floor.setState({ tableId: t6.id, state: "turning" });
    expect((await tableNamed("6")).state).toBe("turning");
    await api.floor.setState({ tableId: t6.id, state: "bussing" });
    expect((await tableNamed("6")).state).toBe("bussing");
    await api.floor.setState({ tableId: t6.id, state: "free" });
    expect((await tableNamed("6")).state).toBe("free");
    await expect(api.floor.setState({ tableId: t6.id, state: "bussing" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Table 6 is free.",
    });
    // Seated at a table, then put back in line: the table is free again.
    const f = await api.waitlist.join({ partySize: 2, name: "Back" });
    await api.floor.seatAtTable({ id: f.id, tableIds: [t5.id] });
    await api.waitlist.putBack({ id: f.id });
    expect((await tableNamed("5")).state).toBe("free");
  });

  it("another store's tables are not found; a moved-onto occupied table is CONFLICT", async () => {
    const api = await h.caller(demo);
    const other = await h.caller(rival);
    const e = await api.waitlist.join({ partySize: 2, name: "Mine" });
    const t5 = await tableNamed("5");
    await expect(other.floor.setState({ tableId: t5.id, state: "free" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const r = await other.waitlist.join({ partySize: 2, name: "Theirs" });
    await expect(other.floor.seatAtTable({ id: r.id, tableIds: [t5.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(api.floor.suggestions({ id: r.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const f = await api.waitlist.join({ partySize: 2, name: "Other" });
    const t6 = await tableNamed("6");
    await api.floor.seatAtTable({ id: e.id, tableIds: [t5.id] });
    await api.floor.seatAtTable({ id: f.id, tableIds: [t6.id] });
    await expect(api.floor.move({ tableId: t5.id, toTableIds: [t6.id] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Table 6 was just seated by another host.",
    });
  });

  it("holds a table for a booking due soon: reserved on the floor, not suggested to walk-ins", async () => {
    const api = await h.caller(demo);
    // Only one 5-6 seat table left, and a party of 6 booked at 13:20 (in 20 minutes).
    await api.settings.saveTables({ ...demoCounts, five_plus_tables_total: 1 });
    const [store] = await h.db.db.select().from(floorTables).where(eq(floorTables.name, "1"));
    await h.db.db.insert(reservations).values({
      storeId: store?.storeId ?? "",
      reservationDate: "2026-11-21",
      reservationTime: "13:20",
      partySize: 6,
      guestName: "Booked",
      guestPhone: "5552234567",
    });
    const big = (await api.floor.view()).tables.find((t) => t.maxSeats >= 5);
    expect(big?.reservedSoon).toBe("13:20");
    const e = await api.waitlist.join({ partySize: 6, name: "Walk-in six" });
    // Smaller free tables pushed together can take the six; the held table is in none of them.
    const offered = await api.floor.suggestions({ id: e.id });
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((s) => s.tableIds.length > 1 && !s.tableIds.includes(big?.id ?? 0))).toBe(true);
  });

  /** A confirmed booking of today (written directly: the slot rules are not what these tests are about). */
  const book = async (time: string, partySize: number, guestName: string, reservationDate = "2026-11-21") => {
    const [t1] = await h.db.db.select().from(floorTables).where(eq(floorTables.name, "1"));
    const [row] = await h.db.db
      .insert(reservations)
      .values({
        storeId: t1?.storeId ?? "",
        reservationDate,
        reservationTime: time,
        partySize,
        guestName,
        guestPhone: "5552234567",
        seatingPreference: "indoor",
        status: "CONFIRMED",
      })
      .returning();
    if (!row) throw new Error("no booking");
    return row;
  };

  it("the server applies the seat rule to every seat and move, whatever sent it: too few seats is refused, larger and pushed together are fine", async () => {
    const api = await h.caller(demo);
    const floor = await api.floor.view();
    const fours = floor.tables.filter((t) => t.maxSeats === 4 && t.areaName === "Indoor");
    const [a, b, c] = fours;
    if (!a || !b || !c) throw new Error("three 4-tops expected");
    // A 4-6 seat table: "for 4 or more", which a party of 3 may still take.
    const big = floor.tables.find((t) => t.maxSeats >= 5 && t.minSeats > 3);
    if (!big) throw new Error("a 4-6 table expected");
    const five = await api.waitlist.join({ partySize: 5, name: "Ed Park" });
    await expect(api.floor.seatAtTable({ id: five.id, tableIds: [a.id] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Table ${a.name} seats at most 4; Ed Park is a party of 5. Nothing was changed.`,
    });
    expect((await tableNamed(a.name)).state).toBe("free");
    expect((await api.waitlist.list()).entries.find((x) => x.id === five.id)?.status).toBe("waiting");
    // Any free tables push together during service, combinable in Settings or not: two 4-tops take a party of 8.
    const eight = await api.waitlist.join({ partySize: 8, name: "Nakamura" });
    expect(a.combinableWith).not.toContain(b.id);
    await api.floor.seatAtTable({ id: eight.id, tableIds: [a.id, b.id] });
    expect((await tableNamed(b.name)).party).toMatchObject({
      name: "Nakamura",
      tableIds: [a.id, b.id].sort((x, y) => x - y),
    });
    // A larger table than the party needs is the host's call.
    const three = await api.waitlist.join({ partySize: 3, name: "Pat" });
    await api.floor.seatAtTable({ id: three.id, tableIds: [big.id] });
    expect((await tableNamed(big.name)).party?.name).toBe("Pat");
    // Moving a party onto too few seats is refused, and it stays where it was.
    await expect(api.floor.move({ tableId: big.id, toTableIds: [c.id] })).resolves.toBeTruthy();
    const twoTop = floor.tables.find((t) => t.maxSeats === 2);
    await expect(api.floor.move({ tableId: a.id, toTableIds: [twoTop?.id ?? 0] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Table ${twoTop?.name} seats at most 2; Nakamura is a party of 8. Nothing was changed.`,
    });
    expect((await tableNamed(a.name)).party?.name).toBe("Nakamura");
    // A booking is held to the same rule.
    const r = await book("13:15", 6, "Booked Six");
    const d = fours[3];
    await expect(api.floor.seatReservation({ uuid: r.uuid, tableIds: [d?.id ?? 0] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Table ${d?.name} seats at most 4; Booked Six is a party of 6. Nothing was changed.`,
    });
    const [still] = await h.db.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(still?.status).toBe("CONFIRMED");
  });

  it("a walk-in is refused at a table held for a booking due soon; the booking itself may take it", async () => {
    const api = await h.caller(demo);
    await api.settings.saveTables({ ...demoCounts, five_plus_tables_total: 1 });
    const r = await book("13:20", 6, "Booked Six");
    const big = (await api.floor.view()).tables.find((t) => t.maxSeats >= 5);
    expect(big?.reservedSoon).toBe("13:20");
    const e = await api.waitlist.join({ partySize: 5, name: "Walk-in five" });
    await expect(api.floor.seatAtTable({ id: e.id, tableIds: [big?.id ?? 0] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Table ${big?.name} is held for a booking at 13:20. Nothing was changed.`,
    });
    await api.floor.seatReservation({ uuid: r.uuid, tableIds: [big?.id ?? 0] });
    expect((await tableNamed(big?.name ?? "")).party?.name).toBe("Booked Six");
  });

  it("seats an arriving booking at its suggested table: SEATED, the table seated with the guest's name", async () => {
    const api = await h.caller(demo);
    // The only 5-6 seat table is promised to this booking (due in 20 minutes): it is offered to the booking itself.
    await api.settings.saveTables({ ...demoCounts, five_plus_tables_total: 1 });
    const r = await book("13:20", 6, "Booked Six");
    const big = (await api.floor.view()).tables.find((t) => t.maxSeats >= 5);
    expect(big?.reservedSoon).toBe("13:20");
    const [best] = await api.floor.reservationSuggestions({ uuid: r.uuid });
    expect(best).toMatchObject({ tableIds: [big?.id], inPreferredArea: true });
    const storeId = (await api.auth.me()).store?.id ?? "";
    const heard: string[] = [];
    const stop = h.deps.events.subscribe(storeId, (ev) => heard.push(ev.topic));
    const seated = await api.floor.seatReservation({ uuid: r.uuid, tableIds: best?.tableIds ?? [] });
    expect(seated).toMatchObject({ uuid: r.uuid, status: "SEATED" });
    await expect
      .poll(() => heard, { timeout: 5000 })
      .toEqual(expect.arrayContaining(["floor", "reservations"]));
    stop();
    expect(await tableNamed(big?.name ?? "")).toMatchObject({
      state: "seated",
      reservedSoon: null,
      party: { name: "Booked Six", partySize: 6, entryId: null, reservationId: r.id },
    });
    // Seated is final: a second seat is refused by the status rule, and nothing more is written.
    const t5 = await tableNamed("5");
    await expect(api.floor.seatReservation({ uuid: r.uuid, tableIds: [t5.id] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This reservation is already seated.",
    });
    expect((await tableNamed("5")).state).toBe("free");

    // Undo: confirmed again, its table free (and still held for it, due soon); a second undo changes nothing.
    expect(await api.floor.unseatReservation({ uuid: r.uuid })).toMatchObject({ status: "CONFIRMED" });
    expect(await tableNamed(big?.name ?? "")).toMatchObject({
      state: "free",
      party: null,
      reservedSoon: "13:20",
    });
    await expect(api.floor.unseatReservation({ uuid: r.uuid })).rejects.toMatchObject({
      code: "CONFLICT",
      message: NOT_SEATED,
    });
    const rival = await h.caller(await h.tokenFor("rival"));
    await expect(rival.floor.unseatReservation({ uuid: r.uuid })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("a booking at a taken table is CONFLICT and stays unseated; another store's booking is not found", async () => {
    const api = await h.caller(demo);
    const other = await h.caller(rival);
    // Due later than "reserved soon", so no table is held for it and the walk-in may take table 5.
    const r = await book("14:30", 2, "Late Two");
    const e = await api.waitlist.join({ partySize: 2, name: "Walked in" });
    const t5 = await tableNamed("5");
    const t6 = await tableNamed("6");
    await api.floor.seatAtTable({ id: e.id, tableIds: [t5.id] });
    // Pushed together with a free table, the taken one still refuses the whole seat.
    await expect(api.floor.seatReservation({ uuid: r.uuid, tableIds: [t6.id, t5.id] })).rejects.toMatchObject(
      {
        code: "CONFLICT",
        message: "Table 5 was just seated by another host.",
      },
    );
    expect((await tableNamed("6")).state).toBe("free");
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, r.uuid));
    expect(row?.status).toBe("CONFIRMED");
    await expect(other.floor.reservationSuggestions({ uuid: r.uuid })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(other.floor.seatReservation({ uuid: r.uuid, tableIds: [t6.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // A booking of another day is not seated yet.
    const later = await book("13:00", 2, "Tomorrow", "2026-11-22");
    await expect(api.floor.seatReservation({ uuid: later.uuid, tableIds: [t6.id] })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "A reservation can be seated or marked no show only from its date on.",
    });
  });

  it("two hosts seating two bookings at the same table at once: one wins, the other gets CONFLICT, nothing written", async () => {
    const hostA = await h.caller(demo);
    const hostB = await h.caller(demo);
    for (let round = 0; round < 3; round++) {
      const a = await book(`14:${round}0`, 2, `RA${round}`);
      const b = await book(`15:${round}0`, 2, `RB${round}`);
      const t = await tableNamed(String(5 + round));
      const results = await Promise.allSettled([
        hostA.floor.seatReservation({ uuid: a.uuid, tableIds: [t.id] }),
        hostB.floor.seatReservation({ uuid: b.uuid, tableIds: [t.id] }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((r) => r.status === "rejected");
      expect(lost?.status === "rejected" && lost.reason).toMatchObject({
        code: "CONFLICT",
        message: `Table ${t.name} was just seated by another host.`,
      });
      const open = await h.db.db
        .select()
        .from(tableOccupancies)
        .where(and(eq(tableOccupancies.tableId, t.id), isNull(tableOccupancies.clearedAt)));
      expect(open).toHaveLength(1);
      // The loser's booking is not seated: its status change was rolled back with the table.
      const rows = await h.db.db
        .select()
        .from(reservations)
        .where(inArray(reservations.uuid, [a.uuid, b.uuid]));
      expect(rows.map((r) => r.status).sort()).toEqual(["CONFIRMED", "SEATED"]);
      expect(open[0]?.reservationId).toBe(rows.find((r) => r.status === "SEATED")?.id);
    }
  });

  it("the floor editor adds, changes and removes tables; a stale version is a clear 409; counts follow", async () => {
    const api = await h.caller(demo);
    const floor = await api.floor.view();
    const patio = floor.areas.find((a) => a.name === "Outdoor")?.id ?? 0;
    const added = await api.floor.addTable({
      name: "P1",
      minSeats: 2,
      maxSeats: 4,
      areaId: patio,
      shape: "round",
      takes: "walk_in",
    });
    expect(added).toMatchObject({ name: "P1", version: 1, generated: false, takes: "walk_in" });
    expect((await api.settings.getTables()).three_four_tables_total).toBe(6);
    await expect(
      // Placed apart from the first P1: the plan's overlap rule would refuse it before its name.
      api.floor.addTable({ name: "P1", minSeats: 1, maxSeats: 2, areaId: patio, shape: "square", x: 500 }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "Another table already has this name." });
    await expect(
      api.floor.addTable({ name: "P2", minSeats: 4, maxSeats: 2, areaId: patio, shape: "square" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Another store's area is refused.
    const other = await (await h.caller(rival)).floor.view();
    await expect(
      api.floor.addTable({
        name: "P3",
        minSeats: 1,
        maxSeats: 2,
        areaId: other.areas[0]?.id ?? 0,
        shape: "square",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "That area is not on this floor." });

    const fields = { name: "P1", minSeats: 5, maxSeats: 8, areaId: patio, shape: "rectangle" as const };
    const changed = await api.floor.updateTable({ id: added.id, version: 1, table: fields });
    expect(changed).toMatchObject({ maxSeats: 8, version: 2 });
    expect(await api.settings.getTables()).toMatchObject({
      three_four_tables_total: 5,
      five_plus_tables_total: 3,
    });
    // A second manager still holding version 1.
    await expect(api.floor.updateTable({ id: added.id, version: 1, table: fields })).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        "Table P1 was changed by someone else since you opened it. Reload to see the change, then try again.",
    });
    await expect(api.floor.removeTable({ id: added.id, version: 1 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    // Occupied tables stay.
    const e = await api.waitlist.join({ partySize: 6, name: "Patio" });
    await api.floor.seatAtTable({ id: e.id, tableIds: [added.id] });
    await expect(api.floor.removeTable({ id: added.id, version: 2 })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Table P1 is occupied. Free it on the Floor first.",
    });
    await api.floor.setState({ tableId: added.id, state: "free" });
    await api.floor.removeTable({ id: added.id, version: 2 });
    expect((await api.floor.view()).tables.some((t) => t.name === "P1")).toBe(false);
    expect((await api.settings.getTables()).five_plus_tables_total).toBe(2);
    // The legacy read sees the counts the editor left.
    const res = await h.app.inject({
      method: "GET",
      url: "/api/host_info/get_table_settings?company=demo&store=1",
      headers: { authorization: `Token ${demo}` },
    });
    expect(res.json()).toMatchObject({ three_four_tables_total: 5, five_plus_tables_total: 2 });
  });
  it("the editor refuses, with a clear 400 and nothing saved, what the plan cannot hold", async () => {
    const api = await h.caller(demo);
    const before = await api.floor.view();
    const indoor = before.areas.find((a) => a.name === "Indoor")?.id ?? 0;
    const [one, two] = before.tables.filter((t) => t.areaId === indoor);
    if (!one || !two) throw new Error("the demo floor has indoor tables");
    const spot = { x: 3000, y: 3000 };
    const base = { name: "N1", minSeats: 1, maxSeats: 4, areaId: indoor, shape: "square" as const, ...spot };
    const refused = async (call: Promise<unknown>, message: string | RegExp) => {
      await expect(call).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringMatching(message),
      });
    };
    // Overlapping a table of the same area, on add and on a move; another area's plan is apart.
    await refused(
      api.floor.addTable({ ...base, x: one.x + 10, y: one.y }),
      `Table N1 would overlap table ${one.name} on the floor plan. Move it to a free spot.`,
    );
    await refused(
      api.floor.updateTable({
        id: two.id,
        version: two.version,
        table: { ...two, x: one.x, y: one.y + 5 },
      }),
      `Table ${two.name} would overlap table ${one.name}`,
    );
    const outdoor = before.areas.find((a) => a.name === "Outdoor")?.id ?? 0;
    const elsewhere = await api.floor.addTable({ ...base, name: "O9", areaId: outdoor, x: one.x, y: one.y });
    await api.floor.removeTable({ id: elsewhere.id, version: elsewhere.version });
    // Seats 0 or over 50.
    await refused(api.floor.addTable({ ...base, minSeats: 0 }), /at least 1 seat/);
    await refused(api.floor.addTable({ ...base, maxSeats: 51 }), /at most 50 seats/);
    // A combination naming another store's table.
    const theirs = (await (await h.caller(rival)).floor.view()).tables[0]?.id ?? 0;
    await refused(
      api.floor.addTable({ ...base, combinableWith: [theirs] }),
      `Table ${theirs} cannot be combined with this one.`,
    );
    // Names with control characters (NUL is stopped earlier, by the input guard of every procedure).
    await refused(api.floor.addTable({ ...base, name: "N\u0000" }), /must not contain the NUL character/);
    for (const name of ["N1\n", "N\u0007", "\u001b[31mN"])
      await refused(api.floor.addTable({ ...base, name }), "Table name must not contain control characters.");
    // A plan of 500 tables: by the counts, and one table past the limit by the editor.
    await refused(
      api.settings.saveTables({ ...demoCounts, two_tables_total: 494 }),
      "A floor has at most 300 tables.",
    );
    await api.settings.saveTables({ ...demoCounts, two_tables_total: 289 });
    await refused(api.floor.addTable(base), "A floor has at most 300 tables.");
    const full = await api.floor.view();
    expect(full.tables).toHaveLength(300);
    // Every generated table has a place of its own.
    for (const t of full.tables)
      expect(
        full.tables.find((o) => o.id !== t.id && o.areaId === t.areaId && o.x === t.x && o.y === t.y),
      ).toBe(undefined);
    await api.settings.saveTables(demoCounts);
    // Nothing else was saved: the floor is as it was.
    const after = await api.floor.view();
    expect(after.tables.map((t) => [t.name, t.x, t.y, t.version])).toEqual(
      before.tables.map((t) => [t.name, t.x, t.y, t.version]),
    );
  });
});
