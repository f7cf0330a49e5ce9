/**
 * A database that does not answer is a 503 on /trpc, in tRPC's error envelope, logged once as "database unavailable"
 * (the session lookup is the first query of a request: packages/api http.ts).
 */
import { Writable } from "node:stream";
import { createDb, type Database } from "@seatline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type SeatlineServer } from "./create-server";

const DOWN_URL = "postgres://postgres@127.0.0.1:1/unreachable";

describe("/trpc while the database is away", { timeout: 60_000 }, () => {
  let unreachable: Database;
  let server: SeatlineServer;
  const lines: { msg?: string; level?: number }[] = [];
  beforeAll(async () => {
    unreachable = await createDb({ url: DOWN_URL, poolMax: 1 });
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    server = await createServer({
      env: { LOG_LEVEL: "info", SERVE_APPS: "false", SMS_PROVIDER: "log", RATE_LIMITS: "on" },
      database: { ...unreachable, migrate: async () => {} },
      logStream: stream,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await unreachable?.close();
  });

  it("the session lookup fails: 503 with tRPC's envelope, logged as database unavailable", async () => {
    const res = await server.app.inject({
      method: "GET",
      url: "/trpc/waitlist.list",
      headers: { authorization: `Bearer ${"a".repeat(43)}` },
    });
    expect(res.statusCode).toBe(503);
    const body = res.json() as { error: { message: string; data: { code: string; path: string } } };
    expect(body.error.message).toMatch(/briefly unavailable/);
    expect(body.error.data).toMatchObject({ code: "SERVICE_UNAVAILABLE", path: "waitlist.list" });
    expect(lines.map((l) => l.msg)).toContain("database unavailable");
    expect(lines.filter((l) => l.msg === "tRPC error")).toEqual([]);
  });
});
