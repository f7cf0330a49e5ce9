/**
 * One spelling of every procedure: the door classifies the procedure tRPC will run. Every public procedure is tried
 * plain, encoded once, encoded twice and in another case; and once an address has used up a limit, no spelling of a
 * procedure under it gets through.
 */
import { appRouter, declaredLimits, limitCounts } from "@seatline/api";
import { procedureList } from "@seatline/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { RATE_LIMITS } from "./rate-limits";
import { createTestServer } from "./testing/test-server";

const declared = declaredLimits(appRouter);
const SPELLING = "Procedure names are sent as they are, not percent-encoded.";
const publicProcedures = (await procedureList())
  .filter(({ path }) => /^(public|guest)\./.test(path))
  .map(({ path, type }) => ({ path, method: type === "query" ? "GET" : "POST" }));

const spellings = (path: string) => ({
  plain: path,
  once: path.replaceAll(".", "%2E"),
  twice: path.replaceAll(".", "%252E"),
  otherCase: path.replace(/\.(.)/, (_, c: string) => `.${c.toUpperCase()}`),
});

describe("one spelling of every procedure at the door", () => {
  let server: SeatlineServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { SERVE_APPS: "false", LOG_LEVEL: "silent" }, logger: false });
  });
  afterAll(() => server.stop());

  const call = (method: string, path: string, remoteAddress: string) =>
    server.app.inject({
      method: method as "GET" | "POST",
      url: method === "GET" ? `/trpc/${path}?input=${encodeURIComponent("{}")}` : `/trpc/${path}`,
      remoteAddress,
      headers: { "content-type": "application/json" },
      ...(method === "POST" ? { payload: "{}" } : {}),
    });

  it("each public procedure: encoded once is the same call, encoded twice is refused, another case is no procedure", async () => {
    expect(publicProcedures.length).toBeGreaterThan(10);
    for (const [i, { path, method }] of publicProcedures.entries()) {
      const s = spellings(path);
      const address = `198.51.100.${i + 1}`;
      const plain = await call(method, s.plain, address);
      const once = await call(method, s.once, address);
      // The router decodes once: the same procedure answers the same way (a refusal of the empty input, or data).
      expect(once.statusCode, `${path} encoded once`).toBe(plain.statusCode);
      expect(plain.statusCode, path).not.toBe(404);
      const twice = await call(method, s.twice, address);
      expect(twice.statusCode, `${path} encoded twice`).toBe(400);
      expect(twice.json().error.message).toBe(SPELLING);
      const otherCase = await call(method, s.otherCase, address);
      expect(otherCase.statusCode, `${path} as ${s.otherCase}`).toBe(404);
      // What the door counted for each spelling is what tRPC ran: the plain name's class, or (for a name that is no
      // procedure) the class of its router's method, never nothing.
      expect(limitCounts(declared, method, "/trpc/:path", s.plain).size, path).toBe(1);
    }
  });

  it(`a used-up limit holds for every spelling: ${RATE_LIMITS.booking.max} bookings, then none however it is written`, async () => {
    const path = "public.createReservation";
    expect(declared(path)).toBe("booking");
    const address = "198.51.100.200";
    for (let i = 0; i < RATE_LIMITS.booking.max; i++) {
      expect((await call("POST", path, address)).statusCode, `attempt ${i + 1}`).toBe(400);
    }
    const s = spellings(path);
    expect((await call("POST", s.plain, address)).statusCode).toBe(429);
    expect((await call("POST", s.once, address)).statusCode).toBe(429);
    // Refused for its spelling, not run (and refused by validation) as it was before.
    for (const twice of [s.twice, `${s.twice}?batch=1`]) {
      const res = await call("POST", twice, address);
      expect(res.statusCode, twice).toBe(400);
      expect(JSON.stringify(res.json())).toContain(SPELLING);
    }
  });
});
