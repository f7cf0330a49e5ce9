/**
 * Sections and rotation (docs/product.md#sections-and-rotation) on both drivers: the manager's list of servers (at
 * most 40, servers added at once too) and their tables, the host marking a server out, the picker's turn, who served
 * each seating and covers per server in the owner's report.
 */
import {
  floorServers,
  floorTables,
  reservations,
  stores,
  tableOccupancies,
  waitlistEntries,
} from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { FLOOR_SERVERS_MAX } from "@seatline/domain";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { staffTokenFor } from "../../testing/staff-kit";

const MIN = 60_000;
const TODAY = "2026-11-21";

describe.each(testDrivers())("sections and rotation on %s", (kind) => {
  let h: Harness;
  let owner: string;
  let host: string;
  const clock = manualClock("2026-11-21T23:00:00Z"); // 18:00 in New York
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    await openAllDay(h.db.db);
    owner = await h.tokenFor("demo");
    host = await staffTokenFor(h, "host");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T23:00:00Z");
    await h.db.db.delete(tableOccupancies);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.delete(reservations);
    await h.db.db.update(floorTables).set({ serverId: null });
    await h.db.db.delete(floorServers);
  });

  /** Ana gets two-tops 5 and 6, Ben two-tops 7 and 8 (of the demo's 17 generated tables). */
  async function twoSections() {
    const api = await h.caller(owner);
    await api.floor.addServer({ name: "Ana" });
    const view = await api.floor.addServer({ name: "Ben" });
    const [ana, ben] = view.servers;
    const twoTops = view.tables.filter((t) => t.maxSeats === 2 && t.takes !== "reservation").slice(0, 4);
    const [t5, t6, t7, t8] = twoTops;
    if (!ana || !ben || !t5 || !t6 || !t7 || !t8) throw new Error("demo needs four two-tops");
    await api.floor.assignSection({ serverId: ana.id, tableIds: [t5.id, t6.id] });
    const floor = await api.floor.assignSection({ serverId: ben.id, tableIds: [t7.id, t8.id] });
    return { api, ana, ben, t5, t6, t7, t8, floor };
  }

  const join = async (name: string, partySize = 2) =>
    (await h.caller(owner)).waitlist.join({ partySize, name, phone: null, seating: "indoor" });

  it("a manager lists servers and gives them tables; the floor shows each table's section", async () => {
    const { floor, ana, ben, t5, t7 } = await twoSections();
    expect(floor.servers.map((s) => [s.name, s.out, s.recentCovers])).toEqual([
      ["Ana", false, 0],
      ["Ben", false, 0],
    ]);
    expect(floor.tables.find((t) => t.id === t5.id)?.serverId).toBe(ana.id);
    expect(floor.tables.find((t) => t.id === t7.id)?.serverId).toBe(ben.id);
    // A section change is not a plan edit: the table's version stays, so the plan editor never conflicts with it.
    expect(floor.tables.find((t) => t.id === t5.id)?.version).toBe(t5.version);
  });

  it("refuses a second server of the same name, an unknown server or table, and a host's list changes", async () => {
    const { api, ana, t5 } = await twoSections();
    await expect(api.floor.addServer({ name: " ana " })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "ana is already on the list of servers.",
    });
    await expect(api.floor.assignSection({ serverId: 999_999, tableIds: [t5.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(api.floor.assignSection({ serverId: ana.id, tableIds: [999_999] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(api.floor.addServer({ name: "\u0007" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const hostApi = await h.caller(host);
    await expect(hostApi.floor.addServer({ name: "Cy" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(hostApi.floor.assignSection({ serverId: null, tableIds: [t5.id] })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // Refused calls changed nothing.
    const view = await api.floor.view();
    expect(view.servers.map((s) => s.name)).toEqual(["Ana", "Ben"]);
    expect(view.tables.find((t) => t.id === t5.id)?.serverId).toBe(ana.id);
  });

  it("the cap of 40 servers holds under parallel adds: 37 listed, 6 added at once, exactly 3 join and 3 get a 409", async () => {
    const [demo] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    const storeId = demo?.id ?? "";
    await h.db.db
      .insert(floorServers)
      .values(Array.from({ length: 37 }, (_, i) => ({ storeId, name: `Server ${i + 1}`, position: i })));
    const api = await h.caller(owner);
    const adds = await Promise.allSettled(
      ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay"].map((name) => api.floor.addServer({ name })),
    );
    expect(adds.filter((a) => a.status === "fulfilled")).toHaveLength(3);
    for (const a of adds.filter((x) => x.status === "rejected")) {
      expect(a.reason).toMatchObject({
        code: "CONFLICT",
        message: `A store lists at most ${FLOOR_SERVERS_MAX} servers. Remove one first.`,
      });
    }
    expect((await api.floor.view()).servers).toHaveLength(FLOOR_SERVERS_MAX);
  });

  it("the picker leads with the section whose turn it is, and skips a server the host marked out", async () => {
    const { ana, ben, t5, t6, t7, t8 } = await twoSections();
    const api = await h.caller(owner);
    // Other two-tops are free too, outside every section: the section whose turn it is still leads among equal fits.
    // Nobody seated yet: Ana (first on the list) has the turn.
    const first = await join("First Party");
    const s1 = await api.floor.suggestions({ id: first.id });
    expect(s1[0]).toMatchObject({ server: "Ana", turn: true });
    expect([t5.id, t6.id]).toContain(s1[0]?.tableIds[0]);
    await api.floor.seatAtTable({ id: first.id, tableIds: [t5.id] });

    // Ana was seated 2 covers: Ben's turn, his table first even though Ana's 6 is as good a fit.
    clock.set(new Date(Date.parse("2026-11-21T23:00:00Z") + 5 * MIN).toISOString());
    const second = await join("Second Party");
    const s2 = await api.floor.suggestions({ id: second.id });
    expect(s2[0]).toMatchObject({ server: "Ben", turn: true });
    expect([t7.id, t8.id]).toContain(s2[0]?.tableIds[0]);
    expect(s2.find((s) => s.tableIds[0] === t6.id)).toMatchObject({ server: "Ana", turn: false });
    const floor = await api.floor.view();
    expect(floor.servers.map((s) => [s.name, s.recentCovers, s.turn])).toEqual([
      ["Ana", 2, false],
      ["Ben", 0, true],
    ]);

    // The host marks Ben out: the turn goes to Ana.
    const hostView = await (await h.caller(host)).floor.setServerOut({ id: ben.id, out: true });
    expect(hostView.servers.find((s) => s.id === ben.id)).toMatchObject({ out: true, turn: false });
    const s3 = await api.floor.suggestions({ id: second.id });
    expect(s3[0]).toMatchObject({ server: "Ana", turn: true, tableIds: [t6.id] });

    // An hour on, Ana's seat has left the window: the rotation counts what was seated recently.
    await (await h.caller(host)).floor.setServerOut({ id: ben.id, out: false });
    clock.set(new Date(Date.parse("2026-11-21T23:00:00Z") + 70 * MIN).toISOString());
    const later = await api.floor.view();
    expect(later.servers.map((s) => [s.name, s.recentCovers, s.turn])).toEqual([
      ["Ana", 0, true],
      ["Ben", 0, false],
    ]);
    expect(later.servers[0]?.id).toBe(ana.id);
  });

  it("a seating keeps its server when the sections change; the owner's report counts covers per server", async () => {
    const { api, ana, ben, t5, t7 } = await twoSections();
    const a = await join("Ana Guest", 2);
    await api.floor.seatAtTable({ id: a.id, tableIds: [t5.id] });
    const b = await join("Ben Guest", 2);
    await api.floor.seatAtTable({ id: b.id, tableIds: [t7.id] });
    // A party moved into another section counts for its new server.
    const c = await join("Moved Guest", 1);
    const anasOther = (await api.floor.view()).tables.find(
      (t) => t.state === "free" && t.serverId === ana.id && t.id !== t5.id,
    );
    if (!anasOther) throw new Error("Ana needs a second free table");
    await api.floor.seatAtTable({ id: c.id, tableIds: [anasOther.id] });
    const bensOther = (await api.floor.view()).tables.find(
      (t) => t.state === "free" && t.serverId === ben.id,
    );
    if (!bensOther) throw new Error("Ben needs a second free table");
    await api.floor.move({ tableId: anasOther.id, toTableIds: [bensOther.id] });

    // The manager gives Ana's table to Ben and removes Ana: her seating stays hers.
    await api.floor.assignSection({ serverId: ben.id, tableIds: [t5.id] });
    const after = await api.floor.removeServer({ id: ana.id });
    expect(after.servers.map((s) => s.name)).toEqual(["Ben"]);
    expect(after.tables.filter((t) => t.serverId === ana.id)).toEqual([]);
    const served = await h.db.db.select().from(tableOccupancies).where(isNotNull(tableOccupancies.serverId));
    expect(served.filter((o) => o.tableId === t5.id).map((o) => o.serverId)).toEqual([ana.id]);

    const report = await api.reports.tables({ from: TODAY, to: TODAY });
    expect(report.servers.map((s) => [s.name, s.retired, s.current.covers])).toEqual([
      ["Ana", true, 2],
      ["Ben", false, 3],
    ]);
  });
});
