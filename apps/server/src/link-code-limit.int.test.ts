/**
 * Unknown special-access link codes per address. Public reads naming a link code are counted before
 * they run and given back when the code exists: past 20 misses in 10 minutes an address gets 429 for any link code
 * (known ones too, so the answers say nothing), over tRPC, the legacy path and HEAD alike.
 */
import { LINK_CODE_MISS_LIMIT, TOO_MANY_LINK_CODES } from "@seatline/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

const env = { SERVE_APPS: "false", LOG_LEVEL: "silent", SMS_PROVIDER: "log" };

describe("unknown link codes per address", () => {
  let server: SeatlineServer;
  beforeAll(async () => {
    server = await createTestServer({ env, logger: false });
    const login = await server.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { email: "demo@seatline.dev", password: "seatline-demo" },
    });
    const created = await server.app.inject({
      method: "POST",
      url: "/trpc/reservations.accessLinks.create",
      headers: { authorization: `Bearer ${login.json().key}`, "content-type": "application/json" },
      payload: JSON.stringify({ linkCode: "vip-night" }),
    });
    expect(created.statusCode).toBe(200);
  });
  afterAll(() => server.stop());

  const dates = (from: string, linkCode: string, method: "GET" | "HEAD" = "GET") =>
    server.app.inject({
      method,
      url: `/trpc/public.bookableDates?input=${encodeURIComponent(
        JSON.stringify({ companySlug: "demo", storeSlug: "downtown", linkCode }),
      )}`,
      remoteAddress: from,
    });
  const legacy = (from: string, code: string) =>
    server.app.inject({
      method: "GET",
      url: `/api/reservation_info/get_blackout_dates?legacy_store_id=1001&link_code=${code}`,
      remoteAddress: from,
    });

  it(`${LINK_CODE_MISS_LIMIT.max} misses, then every link code is refused from that address (tRPC, legacy, HEAD)`, async () => {
    const from = "203.0.113.50";
    for (let i = 0; i < LINK_CODE_MISS_LIMIT.max; i++) {
      const res =
        i % 3 === 0
          ? await legacy(from, `guess-${i}`)
          : await dates(from, `guess-${i}`, i % 3 === 1 ? "GET" : "HEAD");
      expect([200, 204], `guess ${i + 1}`).toContain(res.statusCode);
    }
    for (const res of [
      await dates(from, "guess-x"),
      await dates(from, "vip-night"),
      await legacy(from, "vip-night"),
    ]) {
      expect(res.statusCode).toBe(429);
    }
    const refused = await dates(from, "vip-night");
    expect(refused.json().error.message).toBe(TOO_MANY_LINK_CODES);
    expect((await legacy(from, "x")).json()).toEqual({
      payload: null,
      system: { message: TOO_MANY_LINK_CODES },
    });
    // Reads without a link code are not affected.
    const plain = await server.app.inject({
      method: "GET",
      url: "/api/reservation_info/get_blackout_dates?legacy_store_id=1001",
      remoteAddress: from,
    });
    expect(plain.statusCode).toBe(200);
  });

  it("a known link code uses up nothing: 60 reads with it, then the misses still have their full budget", async () => {
    const from = "203.0.113.51";
    for (let i = 0; i < 60; i++)
      expect((await dates(from, "vip-night")).statusCode, `read ${i + 1}`).toBe(200);
    for (let i = 0; i < LINK_CODE_MISS_LIMIT.max; i++)
      expect((await dates(from, `nope-${i}`)).statusCode).toBe(200);
    expect((await dates(from, "nope-last")).statusCode).toBe(429);
  });

  it("bookings sent by POST count their link codes too: 20 misses, then reads naming the known code are refused", async () => {
    const from = "203.0.113.53";
    for (let i = 0; i < LINK_CODE_MISS_LIMIT.max; i++) {
      // No name or phone: refused by its input check, after the door counted the code it names.
      const res = await server.app.inject({
        method: "POST",
        url: "/trpc/public.createReservation",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ companySlug: "demo", storeSlug: "downtown", linkCode: `post-${i}` }),
        remoteAddress: from,
      });
      expect(res.statusCode, `booking ${i + 1}`).toBe(400);
    }
    const refused = await dates(from, "vip-night");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TOO_MANY_LINK_CODES);
  });

  it("parallel guesses cannot slip past: 100 at once, at most the limit answered", async () => {
    const from = "203.0.113.52";
    const codes = await Promise.all(Array.from({ length: 100 }, (_, i) => dates(from, `burst-${i}`)));
    const answered = codes.filter((r) => r.statusCode === 200).length;
    expect(answered).toBe(LINK_CODE_MISS_LIMIT.max);
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(100 - LINK_CODE_MISS_LIMIT.max);
  });
});
