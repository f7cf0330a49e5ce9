/**
 * The reports' edges: far-off dates refused with a clear 400 before any report query (REST summary and exports,
 * tRPC), exports that check what they can before their 200 and end with a clear line when they must stop, at most
 * EXPORT_LIMITS exports at once per store and per process, and first reads of long ranges that roll up many days
 * without running PostgreSQL out of lock memory.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { addDays, parseCsv, reportRangeMessages } from "@seatline/domain";
import { unzipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createContext } from "../../context";
import type { AppDeps } from "../../deps";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";
import type { StaffScope } from "../auth/types";
import {
  EXPORT_LIMITS,
  EXPORT_RETRY_AFTER_S,
  exportsInFlight,
  TOO_MANY_EXPORTS,
  TOO_MANY_STORE_EXPORTS,
} from "./export-slots";
import { EXPORT_BATCH, EXPORT_STOPPED_LINE, exportCsvStream, exportZipStream } from "./report-export";

/** Today in this suite: a long past to report on, all of it closed days. */
const NOW = "2060-06-01T16:00:00Z";
/** The day with visits: inside the current half of the 15th range of the parallel reads below. */
const DAY = "2031-02-02";

describe.each(testDrivers())("report limits on %s", (kind) => {
  let h: Harness;
  let token: string;
  let demo: StaffScope;
  let rival: StaffScope;
  const held: Readable[] = [];
  const get = (url: string, auth = token) =>
    h.app.inject({ method: "GET", url, headers: { authorization: `Token ${auth}` } });
  const scopeOf = async (who: "demo" | "rival") =>
    (await createContext(h.deps, { authorization: `Bearer ${await h.tokenFor(who)}` })).session as StaffScope;
  /** The deps with a database that fails every read once `trap.armed` is set (a connection lost mid-export). */
  const failing = (trap: { armed: boolean }): AppDeps => ({
    ...h.deps,
    db: new Proxy(h.deps.db, {
      get(target, prop, receiver) {
        if (prop === "select" && trap.armed) throw new Error("connection lost");
        return Reflect.get(target, prop, receiver);
      },
    }),
  });
  /** Exports in flight once the downloads just answered have closed their streams (a tick after the answer). */
  const inFlightSoon = async (expected: number) => {
    for (let i = 0; i < 100 && exportsInFlight() !== expected; i++)
      await new Promise((r) => setTimeout(r, 10));
    return exportsInFlight();
  };
  const close = async (stream: Readable) => {
    const closed = new Promise((resolve) => stream.once("close", resolve));
    stream.destroy();
    await closed;
  };

  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOW), poolMax: 20 });
    token = await h.tokenFor("demo");
    demo = await scopeOf("demo");
    rival = await scopeOf("rival");
    // More visits on one day than one batch holds, so an export reads again after its first batch.
    const at = new Date(`${DAY}T23:00:00Z`);
    await h.db.db.insert(waitlistEntries).values(
      Array.from({ length: EXPORT_BATCH + 5 }, (_, i) => ({
        storeId: demo.store.id,
        ticketId: "A1",
        customerId: `Limit ${i}`,
        customerName: `Limit ${i}`,
        partySize: 2,
        businessDate: DAY,
        enteredTime: at,
        statusToken: `report-limit-${kind}-${i}`,
      })),
    );
  });
  afterEach(async () => {
    for (const s of held.splice(0)) await close(s);
    expect(await inFlightSoon(0)).toBe(0);
  });
  afterAll(() => h.close());

  it("far-off dates: a clear 400 naming the bounds from the summary, every export and tRPC, never a 500", async () => {
    const bounds = expect.stringContaining("between 2000-01-01 and 2100-12-31");
    for (const path of ["summary", "visits.csv", "reservations.csv", "texts.csv", "export.zip"]) {
      for (const q of [
        "from=9999-01-01&to=9999-12-31",
        "from=2026-01-01&to=9999-12-31",
        "from=1999-12-31&to=2000-01-01",
        // The range is checked before the store is looked up.
        "from=9999-01-01&to=9999-12-31&legacy_store_id=999999",
      ]) {
        const res = await get(`/api/reports/${path}?${q}`);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(res.json(), `${path}?${q}`).toMatchObject({ detail: bounds });
      }
    }
    const api = await h.caller(token);
    await expectTrpcError(
      api.reports.summary({ from: "9999-01-01", to: "9999-12-31" }),
      "BAD_REQUEST",
      new RegExp(reportRangeMessages.outOfBounds),
    );
    await expectTrpcError(api.reports.coversDay({ date: "9999-12-31" }), "BAD_REQUEST");
    // The bounds themselves are reports like any other.
    expect((await get("/api/reports/summary?from=2100-01-01&to=2100-12-31")).statusCode).toBe(200);
    expect((await get("/api/reports/texts.csv?from=2000-01-01&to=2000-12-31")).statusCode).toBe(200);
  });

  it("the ZIP reads the first batch of every file before its 200: a failing database is an error answer", async () => {
    const trap = { armed: true };
    await expect(exportZipStream(failing(trap), demo, null)).rejects.toThrow("connection lost");
    await expect(exportCsvStream(failing(trap), demo, "texts", null)).rejects.toThrow("connection lost");
    expect(exportsInFlight()).toBe(0);
  });

  it("an export that must stop part-way ends its file with a clear line; the ZIP stays readable", async () => {
    const trap = { armed: false };
    const stops: unknown[] = [];
    const zip = await exportZipStream(failing(trap), demo, null, (err) => stops.push(err));
    trap.armed = true; // lost after the 200: the visits' second batch fails
    const files = unzipSync(new Uint8Array(Buffer.concat(await zip.toArray())));
    const names = Object.keys(files);
    expect(names).toEqual(["seatline-demo-downtown-visits-all.csv"]);
    const text = new TextDecoder().decode(files[names[0] ?? ""]);
    expect(text.endsWith(EXPORT_STOPPED_LINE)).toBe(true);
    const rows = parseCsv(text);
    expect(rows.at(-1)?.[0]).toMatch(/^Export stopped before the end/);
    expect(rows.length).toBe(1 + EXPORT_BATCH + 1); // header, the first batch whole, the line
    expect(stops).toHaveLength(1);

    trap.armed = false;
    const csv = await exportCsvStream(failing(trap), demo, "visits", null);
    trap.armed = true;
    expect(
      Buffer.concat(await csv.toArray())
        .toString("utf8")
        .endsWith(EXPORT_STOPPED_LINE),
    ).toBe(true);
  });

  it(`at most ${EXPORT_LIMITS.perStore} exports at once per store and ${EXPORT_LIMITS.perProcess} per process: 429 beyond, with a plain message`, async () => {
    for (let i = 0; i < EXPORT_LIMITS.perStore; i++)
      held.push(await exportCsvStream(h.deps, demo, "visits", null));
    for (const path of ["visits.csv?from=2031-01-01&to=2031-12-31", "export.zip"]) {
      const refused = await get(`/api/reports/${path}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe(String(EXPORT_RETRY_AFTER_S));
      expect(refused.json()).toMatchObject({ detail: TOO_MANY_STORE_EXPORTS });
    }
    // Another store still downloads; its slot is given back when its download ends.
    const rivalToken = await h.tokenFor("rival");
    expect((await get("/api/reports/export.zip", rivalToken)).statusCode).toBe(200);
    expect(await inFlightSoon(EXPORT_LIMITS.perStore)).toBe(EXPORT_LIMITS.perStore);
    // Fill the process with other stores' downloads.
    const elsewhere = (): StaffScope => ({ ...rival, store: { ...rival.store, id: randomUUID() } });
    while (exportsInFlight() < EXPORT_LIMITS.perProcess)
      held.push(await exportZipStream(h.deps, elsewhere(), null));
    const busy = await get("/api/reports/texts.csv?from=2030-01-01&to=2030-01-31", rivalToken);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ detail: TOO_MANY_EXPORTS });
    // A download the client abandons gives its slot back.
    const first = held.shift();
    if (first) await close(first);
    expect(exportsInFlight()).toBe(EXPORT_LIMITS.perProcess - 1);
    const again = await get("/api/reports/texts.csv?from=2030-01-01&to=2030-01-31", rivalToken);
    expect(again.statusCode).toBe(200);
  });

  it("20 parallel first reads of 366-day ranges (each rolling up 732 closed days) all answer", async () => {
    const api = await h.caller(token);
    const ranges = Array.from({ length: 20 }, (_, i) => {
      const from = addDays("2002-01-01", i * 732 + 366);
      return { from, to: addDays(from, 365) };
    });
    const reports = await Promise.all(ranges.map((r) => api.reports.summary(r)));
    const withVisits = reports.filter((r) => r.walkIns.all.current.parties > 0);
    expect(withVisits.map((r) => r.range.from)).toEqual([ranges[14]?.from]);
    expect(withVisits[0]?.walkIns.all.current.parties).toBe(EXPORT_BATCH + 5);
  });
});
