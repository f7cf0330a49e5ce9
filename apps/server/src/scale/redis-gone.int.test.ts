/**
 * REDIS_URL set but Redis gone (docs/architecture.md#running-at-scale): reads and joins keep working (their limits fail open), sign-in
 * fails closed with a clear 503 on tRPC and the legacy path, and nothing answers 500.
 */

import { openAllDay } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "../create-server";
import { createTestServer } from "../testing/test-server";

const SIGN_IN_UNAVAILABLE = "Sign-in is temporarily unavailable. Please try again in a minute.";

describe("Redis gone", () => {
  let server: SeatlineServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        SERVE_APPS: "false",
        LOG_LEVEL: "silent",
        // Nothing listens on port 1.
        REDIS_URL: "redis://127.0.0.1:1",
      },
      logger: false,
    });
    await openAllDay(server.deps.db); // joins on the real clock: open at any hour
  });
  afterAll(() => server.stop());

  it("public reads and remote joins answer; sign-in answers 503 with a clear message", async () => {
    const read = await server.app.inject({
      method: "GET",
      url: `/trpc/public.storeDetails?input=${encodeURIComponent(JSON.stringify({ companySlug: "demo", storeSlug: "downtown" }))}`,
    });
    expect(read.statusCode).toBe(200);
    const join = await server.app.inject({
      method: "POST",
      url: "/trpc/guest.join",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        companySlug: "demo",
        storeSlug: "downtown",
        partySize: 2,
        name: "Redis Gone",
        phone: "4155550277", // 555-01XX numbers are fictional and cannot take the texted link
      }),
    });
    expect(join.statusCode, join.body).toBe(200);
    const login = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "demo@seatline.dev", password: "seatline-demo" }),
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().error.message).toBe(SIGN_IN_UNAVAILABLE);
    const legacy = await server.app.inject({
      method: "POST",
      url: "/api/dj-rest-auth/login/",
      payload: { email: "demo@seatline.dev", password: "seatline-demo" },
    });
    expect(legacy.statusCode).toBe(503);
    expect(legacy.json()).toMatchObject({ detail: SIGN_IN_UNAVAILABLE });
  });
});
