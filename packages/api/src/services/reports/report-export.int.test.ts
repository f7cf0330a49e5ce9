/**
 * Exports on the hand-made history: CSV per kind for a range (header named as the screen, rows counted against the
 * database), the ZIP of everything across several batches, rival's rows never in demo's files, and clear 4xx answers.
 */
import { waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { parseCsv, visitColumns } from "@seatline/domain";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { RIVAL_MARK, seedManyVisits, seedReportHistory, WEEK } from "../../testing/report-fixture";
import { EXPORT_BATCH } from "./report-export";

describe.each(testDrivers())("report exports on %s", (kind) => {
  let h: Harness;
  let token: string;
  let demo: string;
  const get = (url: string, auth = token) =>
    h.app.inject({ method: "GET", url, headers: { authorization: `Token ${auth}` } });
  const range = `from=${WEEK.from}&to=${WEEK.to}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock("2026-03-10T16:00:00Z") });
    ({ demo } = await seedReportHistory(h));
    await seedManyVisits(h, demo, "2026-01-15", EXPORT_BATCH + 150);
    token = await h.tokenFor("demo");
  });
  afterAll(() => h.close());

  it("visits.csv: UTF-8 CSV, the screen's column names, the week's visits only, formulas defused", async () => {
    const res = await get(`/api/reports/visits.csv?${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="seatline-demo-downtown-visits-${WEEK.from}-to-${WEEK.to}.csv"`,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(visitColumns.map((c) => c.label));
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(["2026-03-02", "2026-03-08"]));
    const ann = rows.find((r) => r[2]?.includes("Ann"));
    expect(ann?.slice(2, 10)).toEqual([
      "'=Ann(1)",
      expect.any(String),
      "2",
      "2026-03-08 13:00",
      "10",
      "2026-03-08 13:10",
      "10",
      "Seated",
    ]);
    expect(res.body).not.toContain(RIVAL_MARK);
  });

  it("reservations.csv and texts.csv count what the database holds for the week", async () => {
    const booked = parseCsv((await get(`/api/reports/reservations.csv?${range}`)).body);
    expect(booked[0]?.slice(0, 3)).toEqual(["Date", "Time", "Size"]);
    expect(
      booked
        .slice(1)
        .map((r) => r[8])
        .sort(),
    ).toEqual(["legacy", "public", "public", "staff", "staff"]);
    const texts = parseCsv((await get(`/api/reports/texts.csv?${range}`)).body);
    expect(texts).toHaveLength(1 + 7);
    expect(texts.slice(1).every((r) => r[2] === "5552000001")).toBe(true);
  });

  it("export.zip without a range holds every visit, booking and text of the store, over several batches", async () => {
    const res = await get("/api/reports/export.zip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      "seatline-demo-downtown-notify-all.csv",
      "seatline-demo-downtown-reservations-all.csv",
      "seatline-demo-downtown-tables-all.csv",
      "seatline-demo-downtown-texts-all.csv",
      "seatline-demo-downtown-visits-all.csv",
    ]);
    const rowsOf = (name: string) => parseCsv(new TextDecoder().decode(files[name])).length - 1;
    const [visits] = (await h.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.storeId, demo))) as { n: number }[];
    expect(visits?.n).toBeGreaterThan(EXPORT_BATCH);
    expect(rowsOf("seatline-demo-downtown-visits-all.csv")).toBe(visits?.n);
    expect(rowsOf("seatline-demo-downtown-reservations-all.csv")).toBe(6);
    expect(rowsOf("seatline-demo-downtown-texts-all.csv")).toBe(9);
    const all = Object.values(files)
      .map((f) => new TextDecoder().decode(f))
      .join("");
    expect(all).not.toContain(RIVAL_MARK);
    // With a range, only the range.
    const week = unzipSync(new Uint8Array((await get(`/api/reports/export.zip?${range}`)).rawPayload));
    expect(Object.keys(week)).toContain(`seatline-demo-downtown-visits-${WEEK.from}-to-${WEEK.to}.csv`);
  });

  it("rival gets its own rows, a 403 naming demo's store, and the same figures as tRPC from /api/reports/summary", async () => {
    const rivalToken = await h.tokenFor("rival");
    const own = await get(`/api/reports/visits.csv?${range}`, rivalToken);
    expect(parseCsv(own.body)).toHaveLength(1 + 4);
    expect(own.body).toContain(RIVAL_MARK);
    const named = await get(`/api/reports/visits.csv?${range}&legacy_store_id=1001`, rivalToken);
    expect(named.statusCode).toBe(403);
    expect((await get(`/api/reports/summary?${range}&legacy_store_id=1001`, rivalToken)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/reports/export.zip?legacy_store_id=999999`, rivalToken)).statusCode).toBe(404);
    const rest = await get(`/api/reports/summary?${range}&legacy_store_id=1001`);
    expect(rest.statusCode).toBe(200);
    const trpc = await (await h.caller(token)).reports.summary(WEEK);
    expect(rest.json()).toEqual(JSON.parse(JSON.stringify(trpc)));
  });

  it("answers bad ranges with a 400 naming the problem, and no session with a 401", async () => {
    const bad = await get("/api/reports/visits.csv?from=2025-01-01&to=2026-06-01");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "to", detail: expect.stringContaining("366 days") });
    expect((await get("/api/reports/texts.csv?from=2026-03-02")).statusCode).toBe(400);
    expect((await get("/api/reports/export.zip?from=2026-03-02")).statusCode).toBe(400);
    expect((await get("/api/reports/summary?from=x&to=y")).json()).toMatchObject({ status: 400 });
    const anonymous = await h.app.inject({ method: "GET", url: `/api/reports/visits.csv?${range}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
