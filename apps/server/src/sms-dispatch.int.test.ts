import { messages } from "@seatline/db";
import { openAllDay } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

describe("the server runs the text dispatcher between start() and stop()", () => {
  let server: SeatlineServer;
  let base: string;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        PORT: "0",
        HOST: "127.0.0.1",
        SERVE_APPS: "false",
        LOG_LEVEL: "silent",
        SMS_DISPATCH_INTERVAL_MS: "50",
      },
      logger: false,
    });
    await openAllDay(server.deps.db); // joins on the real clock: open at any hour
    base = await server.start();
  });
  afterAll(() => server.stop());

  it("a join with a phone is texted through the log provider", async () => {
    const login = await fetch(`${base}/api/dj-rest-auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@seatline.dev", password: "seatline-demo" }),
    });
    const { key } = (await login.json()) as { key: string };
    const res = await fetch(`${base}/api/host_info/waiting_customers`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Token ${key}` },
      body: JSON.stringify({
        company: "demo",
        store_num: 1,
        customer_name: "Ann",
        customer_number: "5552234567",
        party_size: 2,
      }),
    });
    expect(res.status).toBe(201);
    const db = server.deps.db;
    await expect
      .poll(async () => (await db.select().from(messages))[0]?.status, { timeout: 5000 })
      .toBe("sent");
  });
});
