/**
 * PostgreSQL restarted while writes flow: the server (createServer on a throwaway PostgreSQL of the test's own)
 * keeps answering, refuses cleanly with 503 while the database is away, /readyz goes unready then ready by itself,
 * and every write it acknowledged is in the database afterwards.
 */
import { waitlistEntries } from "@seatline/db";
import { openAllDay } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type SeatlineServer } from "../create-server";
import { startThrowawayPostgres, type ThrowawayPostgres, throwawayUnavailable } from "./throwaway-postgres";

const unavailable = await throwawayUnavailable();
if (unavailable) console.log(`skipping the PostgreSQL restart test: ${unavailable}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  name: string;
  status: number | "network";
  at: number;
}

describe.skipIf(unavailable !== null)("PostgreSQL restarted while requests flow", () => {
  let pg: ThrowawayPostgres;
  let server: SeatlineServer;
  let base: string;
  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    server = await createServer({
      env: {
        DATABASE_URL: pg.url,
        PORT: "0",
        HOST: "127.0.0.1",
        SERVE_APPS: "false",
        LOG_LEVEL: "silent",
        DB_POOL_MAX: "5",
        NODE_ENV: "test",
        // The demo's past year is not what this is about, and seeding it took most of this file's time.
        SEED_DEMO_HISTORY: "false",
      },
      logger: false,
    });
    await openAllDay(server.deps.db); // joins on the real clock: open at any hour
    base = await server.start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  });

  const readyz = async () => (await fetch(`${base}/readyz`)).status;

  it("answers 503 while it is down, is ready again by itself, and loses no acknowledged write", async () => {
    const login = await fetch(`${base}/api/dj-rest-auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@seatline.dev", password: "seatline-demo" }),
    });
    const { key } = (await login.json()) as { key: string };
    const outcomes: Outcome[] = [];
    let n = 0;
    let writing = true;
    // Walk-ins joined through both doors: the legacy REST path and tRPC.
    const join = async () => {
      n += 1;
      const name = `Fault ${n}`;
      const legacy = n % 2 === 0;
      try {
        const res = await fetch(
          legacy ? `${base}/api/host_info/waiting_customers` : `${base}/trpc/waitlist.join`,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `${legacy ? "Token" : "Bearer"} ${key}`,
            },
            body: JSON.stringify(legacy ? { customer_name: name, party_size: 2 } : { name, partySize: 2 }),
          },
        );
        await res.text();
        outcomes.push({ name, status: res.status, at: Date.now() });
      } catch {
        outcomes.push({ name, status: "network", at: Date.now() });
      }
    };
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) {
        await join();
        await sleep(20);
      }
    });

    await sleep(1000);
    expect(await readyz()).toBe(200);
    await pg.stop();
    const stoppedAt = Date.now();
    expect(await readyz()).toBe(503);
    await sleep(1500);
    await pg.start();
    const restartedAt = Date.now();
    let ready = 0;
    for (let i = 0; i < 100 && ready !== 200; i++) {
      ready = await readyz();
      if (ready !== 200) await sleep(200);
    }
    expect(ready, "/readyz after the restart").toBe(200);
    await sleep(1500);
    writing = false;
    await Promise.all(writers);

    const acknowledged = outcomes.filter((o) => o.status === 200 || o.status === 201);
    const refused = outcomes.filter((o) => o.status === 503);
    const other = outcomes.filter((o) => !acknowledged.includes(o) && !refused.includes(o));
    expect(other, "answers other than 2xx and 503").toEqual([]);
    expect(refused.length, "writes refused while the database was down").toBeGreaterThan(0);
    expect(acknowledged.filter((o) => o.at < stoppedAt).length).toBeGreaterThan(0);
    expect(acknowledged.filter((o) => o.at > restartedAt).length, "writes after the restart").toBeGreaterThan(
      0,
    );

    const rows = await server.deps.db.select({ name: waitlistEntries.customerName }).from(waitlistEntries);
    const stored = new Set(rows.map((r) => r.name));
    const found = acknowledged.filter((o) => stored.has(o.name)).length;
    console.log(
      `acknowledged writes: ${acknowledged.length}, found after restart: ${found} (${refused.length} refused with 503 while down)`,
    );
    expect(found).toBe(acknowledged.length);
  }, 120_000);
});
