/**
 * The round trips of the two hottest requests (docs/performance.md): a keyed kiosk join and the host's list, each
 * counted at the PGlite client under the ORM, as the apps send them (over HTTP, with a session token; the join with an
 * Idempotency-Key). Each statement is a socket write and a parse on the server's one thread under load.
 */
import { randomUUID } from "node:crypto";
import { openAllDay } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { countStatements } from "../../testing/statement-count";
import { QUOTE_CELLS_CACHE_MS } from "./quote-cache";

describe("statements per request", () => {
  let h: Harness;
  let token: string;
  const clock = manualClock("2026-11-21T23:00:00Z");
  beforeAll(async () => {
    h = await createHarness("pglite", { clock });
    // As the server runs: the quote summary's cells kept for a few seconds (quote-cache.ts).
    h.deps.config.quoteCellsCacheMs = QUOTE_CELLS_CACHE_MS;
    await openAllDay(h.db.db);
    token = await h.tokenFor("demo");
  });
  afterAll(() => h.close());

  const statements = (run: () => Promise<unknown>) => countStatements(h, run);

  let seq = 0;
  const join = async () => {
    const res = await h.app.inject({
      method: "POST",
      url: "/trpc/waitlist.join",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "idempotency-key": randomUUID(),
      },
      payload: { partySize: 2, name: `Counted ${seq}`, phone: `212555${String(1000 + seq++)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("a keyed join: the session, the join's reads, its one statement, the kept answer", async () => {
    await join(); // the quote's cells are read once per few seconds, not per join
    const n = await statements(join);
    console.log(`keyed waitlist.join statements: ${n}`);
    expect(n).toBe(4);
  });

  it("the host list: the session, the bookings and the walk-ins, the guests' badges", async () => {
    const list = async () => {
      const res = await h.app.inject({
        method: "GET",
        url: "/trpc/waitlist.list",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (JSON.parse(res.body) as { result: { data: { entries: { guest: unknown }[] } } }).result.data;
    };
    // The joins above made guests with profiles: their badges are one more query for the whole list.
    expect((await list()).entries.filter((e) => e.guest !== null).length).toBeGreaterThan(0);
    const n = await statements(list);
    console.log(`waitlist.list statements: ${n}`);
    // The bookings and walk-ins stay two queries (at once): one statement answering both as json cost the server more
    // CPU and PostgreSQL more time than the two (docs/performance.md, the per-request cost of 2026-11-27).
    expect(n).toBe(4);
  });
});
