/**
 * One log line per request at info (request-log.ts): the request (method, redacted URL, remote address), the status,
 * the time and the request id, in the "request completed" line; "incoming request" only at debug.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

describe("request log lines (createServer, info level)", () => {
  let server: SeatlineServer;
  let base: string;
  const log: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        log.push(chunk.toString());
        done();
      },
    });
    server = await createTestServer({
      env: { LOG_LEVEL: "info", PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test" },
      logStream: sink,
    });
    base = await server.start();
  });
  afterAll(() => server.stop());

  const lines = (): Line[] =>
    log
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line);

  it("logs each request once, with its method, redacted URL, status, time and request id", async () => {
    const token = "t".repeat(32);
    const input = encodeURIComponent(JSON.stringify({ token }));
    const status = await fetch(`${base}/trpc/guest.status?input=${input}`);
    await status.text();
    const health = await fetch(`${base}/healthz`);
    await health.text();
    await new Promise((r) => setTimeout(r, 100));

    const about = (path: string) => lines().filter((l) => l.req?.url?.startsWith(path) || false);
    const guest = about("/trpc/guest.status");
    expect(guest).toHaveLength(1);
    const [line] = guest;
    expect(line?.msg).toBe("request completed");
    expect(line?.level).toBe(30);
    expect(line?.req?.method).toBe("GET");
    expect(line?.req?.url).toBe("/trpc/guest.status?input=<redacted>");
    expect(line?.req?.remoteAddress).toBe("127.0.0.1");
    expect(line?.res?.statusCode).toBe(status.status);
    expect(typeof line?.responseTime).toBe("number");
    expect(line?.reqId).toBeTruthy();
    const healthLines = about("/healthz");
    expect(healthLines).toHaveLength(1);
    expect(healthLines[0]?.res?.statusCode).toBe(200);
    expect(healthLines[0]?.reqId).not.toBe(line?.reqId);
    // Neither request left a second line (Fastify's own "incoming request" is at debug now).
    expect(lines().filter((l) => l.msg === "incoming request")).toEqual([]);
    expect(log.join("").includes(token)).toBe(false);
  });
});
