import { createHash } from "node:crypto";
import { appRouter, declaredLimits, limitCounts as limitCountsOf, restRoutes } from "@seatline/api";
import { procedureList } from "@seatline/api/testing";
import { insertUnsubscribeLink, isEmailUnsubscribed, stores } from "@seatline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { RATE_LIMITS } from "./rate-limits";
import { createTestServer } from "./testing/test-server";

const TEST_TEXT_LIMIT = { max: 10 };
const TOO_MANY_TEST_TEXTS =
  "Too many test texts from this store. You can send 10 an hour; please try again later.";

const declared = declaredLimits(appRouter);
const limitCounts = (method: string, routeUrl: string | undefined, procedures: string | undefined) =>
  limitCountsOf(declared, method, routeUrl, procedures);

const env = { SERVE_APPS: "false", LOG_LEVEL: "silent", SMS_PROVIDER: "log" };

/** Requests from one client address (inject's remoteAddress). */
function client(server: SeatlineServer, remoteAddress: string, headers: Record<string, string> = {}) {
  const json = { "content-type": "application/json", ...headers };
  return {
    trpcPost: (path: string, input: unknown) =>
      server.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        remoteAddress,
        headers: json,
        payload: JSON.stringify(input),
      }),
    trpcGet: (path: string, input: unknown, extra: Record<string, string> = {}) =>
      server.app.inject({
        method: "GET",
        url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
        remoteAddress,
        headers: { ...headers, ...extra },
      }),
    rest: (method: "GET" | "POST", url: string, payload?: object) =>
      server.app.inject({ method, url, remoteAddress, headers: { ...headers }, payload }),
  };
}

describe("rate limits (on by default)", () => {
  it("every route answering HEAD counts like its GET (each legacy route, each tRPC procedure)", async () => {
    const s = await createTestServer({ env, logger: false });
    try {
      await s.app.ready();
      let walked = 0;
      for (const r of restRoutes.filter((x) => x.method === "GET")) {
        expect(s.app.hasRoute({ method: "HEAD", url: r.url }), `HEAD ${r.url}`).toBe(true);
        expect(limitCounts("HEAD", r.url, undefined), r.url).toEqual(limitCounts("GET", r.url, undefined));
        walked++;
      }
      expect(s.app.hasRoute({ method: "HEAD", url: "/trpc/:path" })).toBe(true);
      for (const { path } of await procedureList()) {
        expect(limitCounts("HEAD", "/trpc/:path", path), path).toEqual(
          limitCounts("GET", "/trpc/:path", path),
        );
        walked++;
      }
      expect(walked).toBeGreaterThan(50);
    } finally {
      await s.stop();
    }
  });

  let server: SeatlineServer;
  beforeAll(async () => {
    server = await createTestServer({ env, logger: false });
  });
  afterAll(() => server.stop());

  it(`sign-in: ${RATE_LIMITS.login.max} per ${RATE_LIMITS.login.windowMs / 60_000} minutes per address over tRPC and REST together, then a clear 429`, async () => {
    const a = client(server, "203.0.113.1");
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      // Blank fields: refused by validation, so no password hashing slows the test.
      const res =
        i % 2
          ? await a.trpcPost("auth.login", { email: "", password: "" })
          : await a.rest("POST", "/api/dj-rest-auth/login/", {});
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    const limited = await a.trpcPost("auth.login", { email: "demo@seatline.dev", password: "seatline-demo" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      message: RATE_LIMITS.login.message,
      data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 },
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const legacy = await a.rest("POST", "/api/dj-rest-auth/login/", {
      email: "demo@seatline.dev",
      password: "seatline-demo",
    });
    expect(legacy.statusCode).toBe(429);
    expect(legacy.json()).toMatchObject({ detail: RATE_LIMITS.login.message });
    // Another address signs in.
    const b = client(server, "203.0.113.2");
    const ok = await b.rest("POST", "/api/dj-rest-auth/login/", {
      email: "demo@seatline.dev",
      password: "seatline-demo",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("each call of a tRPC batch counts; the 429 answers every call of the batch", async () => {
    const c = client(server, "203.0.113.3");
    const n = RATE_LIMITS.login.max + 1;
    const res = await c.trpcPost(`${Array(n).fill("auth.login").join(",")}?batch=1`, {});
    expect(res.statusCode).toBe(429);
    const body = res.json() as { error: { message: string } }[];
    expect(body).toHaveLength(n);
    expect(body[0]?.error.message).toBe(RATE_LIMITS.login.message);
  });

  it(`public booking: ${RATE_LIMITS.booking.max} attempts per ${RATE_LIMITS.booking.windowMs / 60_000} minutes per address, tRPC and REST together`, async () => {
    const d = client(server, "203.0.113.4");
    for (let i = 0; i < RATE_LIMITS.booking.max; i++) {
      const res =
        i % 2
          ? await d.trpcPost("public.createReservation", { companySlug: "demo" })
          : await d.rest("POST", "/api/reservation_info/create_reservation", { legacy_store_id: 1001 });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(400);
    }
    const limited = await d.rest("POST", "/api/reservation_info/create_reservation", {
      legacy_store_id: 1001,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ payload: null, system: { message: RATE_LIMITS.booking.message } });
    expect((await d.trpcPost("public.createReservation", {})).statusCode).toBe(429);
  });

  it(`public reads: ${RATE_LIMITS.publicRead.max} a minute per address; staff calls from that address are not limited`, async () => {
    const e = client(server, "203.0.113.5");
    for (let i = 0; i < RATE_LIMITS.publicRead.max; i++) {
      const res =
        i % 2
          ? await e.trpcGet("public.storeDetails", { companySlug: "" })
          : await e.rest("GET", "/api/reservation_info/get_store_details_by_date");
      expect(res.statusCode, `read ${i + 1}`).toBe(400);
    }
    const limited = await e.trpcGet("public.storeDetails", { companySlug: "demo", storeSlug: "downtown" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(RATE_LIMITS.publicRead.message);
    const legacy = await e.rest(
      "GET",
      "/api/reservation_info/get_store_details_by_date?company_slug=demo&store_slug=downtown",
    );
    expect(legacy.statusCode).toBe(429);
    expect(legacy.json().system.message).toBe(RATE_LIMITS.publicRead.message);
    // Sign-in has its own budget, and a staff read is not limited.
    const login = await e.rest("POST", "/api/dj-rest-auth/login/", {
      email: "demo@seatline.dev",
      password: "seatline-demo",
    });
    expect(login.statusCode).toBe(200);
    const staff = client(server, "203.0.113.5", { authorization: `Bearer ${login.json().key}` });
    expect((await staff.trpcGet("waitlist.summary", undefined)).statusCode).toBe(200);
  });

  it("HEAD counts as GET: HEAD requests use up the public-read budget of the address", async () => {
    const h = client(server, "203.0.113.6");
    const url = "/api/reservation_info/get_store_details_by_date?company_slug=demo&store_slug=downtown";
    for (let i = 0; i < RATE_LIMITS.publicRead.max; i++) {
      const res = await server.app.inject({ method: "HEAD", url, remoteAddress: "203.0.113.6" });
      expect(res.statusCode, `HEAD ${i + 1}`).toBe(200);
    }
    expect((await server.app.inject({ method: "HEAD", url, remoteAddress: "203.0.113.6" })).statusCode).toBe(
      429,
    );
    expect((await h.rest("GET", url)).statusCode).toBe(429);
  });

  it(`an e-mail's unsubscribe link: ${RATE_LIMITS.publicWrite.max} POSTs per ${RATE_LIMITS.publicWrite.windowMs / 60_000} minutes and ${RATE_LIMITS.publicRead.max} page loads a minute per address; past that a 429 that unsubscribes nobody`, async () => {
    const [store] = await server.deps.db.select({ id: stores.id }).from(stores).limit(1);
    const storeId = store?.id ?? "";
    const token = "limitLimitLimitLimitLimitLimit01";
    const url = `/u/${token}`;
    await insertUnsubscribeLink(server.deps.db, {
      tokenHash: createHash("sha256").update(token).digest("hex"),
      storeId,
      email: "limit@example.com",
      language: "en",
      createdAt: new Date(),
    });
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const post = (remoteAddress: string, path: string) =>
      server.app.inject({ method: "POST", url: path, remoteAddress, headers: form, payload: "" });
    // Guessing tokens uses the budget up.
    for (let i = 0; i < RATE_LIMITS.publicWrite.max; i++) {
      const res = await post("203.0.113.7", `/u/${String(i).padStart(32, "x")}`);
      expect(res.statusCode, `POST ${i + 1}`).toBe(404);
    }
    const limited = await post("203.0.113.7", url);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ detail: RATE_LIMITS.publicWrite.message });
    expect(await isEmailUnsubscribed(server.deps.db, storeId, "limit@example.com")).toBe(false);

    // The page, a read: a HEAD counts as its GET.
    for (let i = 0; i < RATE_LIMITS.publicRead.max; i++) {
      const method = i % 2 ? "GET" : "HEAD";
      const res = await server.app.inject({ method, url: "/u/short", remoteAddress: "203.0.113.8" });
      expect(res.statusCode, `${method} ${i + 1}`).toBe(404);
    }
    const page = await server.app.inject({ method: "GET", url, remoteAddress: "203.0.113.8" });
    expect(page.statusCode).toBe(429);

    // Another address still unsubscribes with the link.
    expect((await post("203.0.113.10", url)).statusCode).toBe(200);
    expect(await isEmailUnsubscribed(server.deps.db, storeId, "limit@example.com")).toBe(true);
  });

  it("X-Forwarded-For is not believed by default, not even from a private address: rotating it does not escape the booking limit", async () => {
    for (let i = 0; i <= RATE_LIMITS.booking.max; i++) {
      const spoofed = client(server, "10.0.0.2", { "x-forwarded-for": `192.0.2.${i}` });
      const res = await spoofed.rest("POST", "/api/reservation_info/create_reservation", {});
      expect(res.statusCode, `attempt ${i + 1}`).toBe(i < RATE_LIMITS.booking.max ? 400 : 429);
    }
  });

  it("an IPv6 client is counted per /64: two addresses of one /64 share a budget, another /64 has its own", async () => {
    for (let i = 0; i < RATE_LIMITS.booking.max; i++) {
      const from = client(server, `2001:db8:77:1::${(i + 1).toString(16)}`);
      expect((await from.rest("POST", "/api/reservation_info/create_reservation", {})).statusCode).toBe(400);
    }
    const sameSlash64 = client(server, "2001:db8:77:1:ffff:1234::9");
    expect((await sameSlash64.rest("POST", "/api/reservation_info/create_reservation", {})).statusCode).toBe(
      429,
    );
    const other = client(server, "2001:db8:77:2::1");
    expect((await other.rest("POST", "/api/reservation_info/create_reservation", {})).statusCode).toBe(400);
  });

  it(`test texts: ${TEST_TEXT_LIMIT.max} per store an hour, then a clear 429; another store is not affected`, async () => {
    const signIn = async (email: string, password: string, from: string) =>
      (await client(server, from).rest("POST", "/api/dj-rest-auth/login/", { email, password })).json()
        .key as string;
    const demo = await signIn("demo@seatline.dev", "seatline-demo", "198.51.100.20");
    const rival = await signIn("rival@seatline.dev", "seatline-rival", "198.51.100.21");
    const send = (key: string, i: number) =>
      server.app.inject({
        method: "POST",
        url: "/api/host_info/create_test_message",
        headers: { authorization: `Token ${key}` },
        payload: { phone: "4155550123", ticket_number: `A${i % 10}` },
      });
    for (let i = 0; i < TEST_TEXT_LIMIT.max; i++)
      expect((await send(demo, i)).statusCode, `text ${i + 1}`).toBe(202);
    const refused = await send(demo, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: TOO_MANY_TEST_TEXTS });
    expect((await send(rival, 0)).statusCode).toBe(202);
  });
});

describe("TRUST_PROXY naming the proxy", () => {
  it("believes X-Forwarded-For from that proxy only", async () => {
    const server = await createTestServer({ env: { ...env, TRUST_PROXY: "10.0.0.5" }, logger: false });
    try {
      for (let i = 0; i <= RATE_LIMITS.booking.max; i++) {
        const viaProxy = client(server, "10.0.0.5", { "x-forwarded-for": `192.0.2.${i}` });
        const res = await viaProxy.rest("POST", "/api/reservation_info/create_reservation", {});
        expect(res.statusCode, `client ${i + 1} through the proxy`).toBe(400);
      }
      for (let i = 0; i <= RATE_LIMITS.booking.max; i++) {
        const other = client(server, "10.0.0.6", { "x-forwarded-for": `192.0.2.${i}` });
        const res = await other.rest("POST", "/api/reservation_info/create_reservation", {});
        expect(res.statusCode, `attempt ${i + 1} from another private address`).toBe(
          i < RATE_LIMITS.booking.max ? 400 : 429,
        );
      }
    } finally {
      await server.stop();
    }
  });
});

describe("RATE_LIMITS=off", () => {
  it("turns every limit off", async () => {
    const server = await createTestServer({ env: { ...env, RATE_LIMITS: "off" }, logger: false });
    try {
      const a = client(server, "203.0.113.9");
      for (let i = 0; i < RATE_LIMITS.login.max + 5; i++) {
        expect((await a.rest("POST", "/api/dj-rest-auth/login/", {})).statusCode).toBe(400);
      }
      expect((await a.trpcPost(`${Array(40).fill("auth.login").join(",")}?batch=1`, {})).statusCode).not.toBe(
        429,
      );
    } finally {
      await server.stop();
    }
  });
});
