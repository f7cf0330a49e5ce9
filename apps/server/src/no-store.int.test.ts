/**
 * Nothing private is kept by a browser or a proxy (SECURITY.md, findings, 30): every answer of the API says
 * Cache-Control: no-store (tRPC queries by GET, batches, mutations, event streams, the legacy paths, the guest pages'
 * data, webhooks, refusals), the apps' own files keep their long cache, and a sign-out asks the browser to forget its
 * HTTP cache of the site.
 */
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "@seatline/db";
import { createTestDb, openAllDay, type TestDatabase, testDrivers } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type SeatlineServer } from "./create-server";

describe.each(testDrivers())("answers kept out of caches on %s", (kind) => {
  let db: TestDatabase;
  let server: SeatlineServer;
  let base: string;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await openAllDay(db.db); // joins on the real clock: open at any hour
    server = await createServer({
      env: { LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test" },
      database: db,
      logger: false,
    });
    base = await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await db.destroy();
  });

  const call = (
    method: string,
    url: string,
    opts: { token?: string; scheme?: string; body?: unknown } = {},
  ) =>
    server.app.inject({
      method: method as "GET",
      url,
      headers: {
        ...(opts.token ? { authorization: `${opts.scheme ?? "Bearer"} ${opts.token}` } : {}),
        ...(opts.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(opts.body === undefined ? {} : { payload: JSON.stringify(opts.body) }),
    });
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const signIn = async () => {
    const res = await call("POST", "/trpc/auth.login", {
      body: { email: "demo@seatline.dev", password: "seatline-demo" },
    });
    expect(res.statusCode).toBe(200);
    return { res, token: res.json().result.data.token as string };
  };

  it("every answer with a guest's or a member's data says no-store: tRPC by GET, batched, mutations, the legacy paths", async () => {
    const { res: login, token } = await signIn();
    expect(login.headers["cache-control"]).toBe("no-store");
    const name = `No Store ${Math.random().toString(36).slice(2, 7)}`;
    const joined = await call("POST", "/api/host_info/waiting_customers", {
      token,
      scheme: "Token",
      body: { customer_name: name, customer_number: "5552318801", party_size: 2, first_available: 1 },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.headers["cache-control"]).toBe("no-store");
    const noted = await call("PUT", `/api/host_info/customer_note/${joined.json().id}`, {
      token,
      scheme: "Token",
      body: { note: "Window seat, nut allergy" },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.headers["cache-control"]).toBe("no-store");

    const reads = [
      // What the console asks: a batch of GET queries, the line among them.
      `/trpc/waitlist.list,waitlist.summary?batch=1&input=${input({ 0: {}, 1: {} })}`,
      "/trpc/waitlist.list",
      "/trpc/auth.me",
      "/api/host_info/waiting_customers?company=demo&store=1",
      "/api/user_info/",
    ];
    for (const url of reads) {
      const res = await call("GET", url, { token, scheme: url.startsWith("/api/") ? "Token" : "Bearer" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
      if (url.includes("waiting")) expect(res.body, url).toContain("Window seat, nut allergy");
    }
  });

  it("refusals, the guest pages' data, webhooks and health checks say no-store too", async () => {
    const answers = [
      await call("GET", "/trpc/waitlist.list"), // no session: 401
      await call("GET", `/trpc/guest.status?input=${input({ token: "x".repeat(32) })}`), // a guest link's data
      await call("GET", "/api/host_info/waiting_customers?company=demo&store=1"),
      await call("POST", "/webhooks/twilio/status", { body: {} }),
      await call("GET", "/trpc/no.such"),
      await call("GET", "/healthz"),
      await call(
        "GET",
        `/trpc/public.storeDetails?input=${input({ companySlug: "demo", storeSlug: "downtown" })}`,
      ),
    ];
    for (const res of answers) expect(res.headers["cache-control"], res.raw.req.url).toBe("no-store");
  });

  it("a live stream says no-store and keeps no-transform", async () => {
    const ac = new AbortController();
    const res = await fetch(`${base}/trpc/events.onStoreChange?connectionParams=null`, {
      headers: { accept: "text/event-stream" },
      signal: ac.signal,
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-store, no-transform");
    ac.abort();
  });

  it('a sign-out answers Clear-Site-Data: "cache" (tRPC alone or batched, the legacy path); other answers do not', async () => {
    const alone = await call("POST", "/trpc/auth.logout", { token: (await signIn()).token, body: {} });
    expect(alone.statusCode).toBe(200);
    expect(alone.headers["clear-site-data"]).toBe('"cache"');
    expect(alone.headers["cache-control"]).toBe("no-store");
    const batched = await call("POST", "/trpc/auth.logout?batch=1", {
      token: (await signIn()).token,
      body: { 0: {} },
    });
    expect(batched.statusCode).toBe(200);
    expect(batched.headers["clear-site-data"]).toBe('"cache"');
    const legacy = await call("POST", "/api/dj-rest-auth/logout/", {
      token: (await signIn()).token,
      scheme: "Token",
      body: {},
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers["clear-site-data"]).toBe('"cache"');
    expect(legacy.headers["cache-control"]).toBe("no-store");

    const { res: login, token } = await signIn();
    expect(login.headers["clear-site-data"]).toBeUndefined();
    expect((await call("GET", "/trpc/auth.me", { token })).headers["clear-site-data"]).toBeUndefined();
  });

  const staffDist = resolve(repoRoot, "apps/staff/dist");
  it.skipIf(!existsSync(resolve(staffDist, "index.html")))(
    "the apps' files keep their own cache: hashed assets a year, pages revalidated (skipped when apps/staff/dist is not built)",
    async () => {
      const page = await call("GET", "/staff/");
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      const asset = readdirSync(resolve(staffDist, "assets")).find((f) => f.endsWith(".js"));
      const file = await call("GET", `/staff/assets/${asset}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // An app file that does not exist is a 404 of the server's, stored nowhere.
      expect((await call("GET", "/staff/assets/missing-0000.js")).headers["cache-control"]).toBe("no-store");
    },
  );
});
