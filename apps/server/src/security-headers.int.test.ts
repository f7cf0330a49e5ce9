import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "@seatline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

describe("security headers and request hygiene (createServer)", () => {
  let server: SeatlineServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: { LOG_LEVEL: "silent", CORS_ORIGINS: "https://book.example" },
      logger: false,
    });
  });
  afterAll(() => server.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url, headers });

  it("every kind of answer carries helmet's headers and no X-Powered-By", async () => {
    const urls = [
      "/healthz",
      "/api/reservation_info/get_store_details_by_date?company_slug=demo&store_slug=downtown",
      `/trpc/public.storeDetails?input=${encodeURIComponent('{"companySlug":"demo","storeSlug":"downtown"}')}`,
      "/api/host_info/waiting_numbers?company=demo&store=1",
    ];
    for (const url of urls) {
      const res = await get(url);
      const h = res.headers;
      expect(h["content-security-policy"], url).toMatch(/default-src 'self'/);
      expect(h["content-security-policy"], url).toMatch(/frame-ancestors 'self'/);
      expect(h["content-security-policy"], url).toMatch(/object-src 'none'/);
      expect(h["x-content-type-options"], url).toBe("nosniff");
      expect(h["x-frame-options"], url).toBe("SAMEORIGIN");
      expect(h["referrer-policy"], url).toBe("no-referrer");
      expect(h["strict-transport-security"], url).toMatch(/max-age=\d+/);
      expect(h["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(h["x-powered-by"], url).toBeUndefined();
    }
  });

  it.skipIf(!existsSync(resolve(repoRoot, "apps/kiosk/dist/index.html")))(
    "the apps' pages carry them too (skipped when apps/kiosk/dist is not built)",
    async () => {
      const res = await get("/login");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("CORS answers only the configured origins", async () => {
    const allowed = await get("/healthz", { origin: "https://book.example" });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://book.example");
    const other = await get("/healthz", { origin: "https://evil.example" });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    expect(other.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("oversized and malformed bodies get a 4xx with a message, never a 5xx", async () => {
    const big = await server.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.c", password: "x".repeat(70_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toMatch(/too large/);
    const trpcBig = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.c", password: "x".repeat(70_000) }),
    });
    expect(trpcBig.statusCode).toBe(413);
    const broken = await server.app.inject({
      method: "POST",
      url: "/api/reservation_info/create_reservation",
      headers: { "content-type": "application/json" },
      payload: '{"legacy_store_id": 1001,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().system.message).toBeTruthy();
    const proto = await server.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}',
    });
    expect(proto.statusCode).toBe(400);
    const xml = await server.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(xml.statusCode).toBe(415);
  });
});
