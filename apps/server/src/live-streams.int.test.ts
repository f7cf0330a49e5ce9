/**
 * The lean SSE path (live-streams.ts) speaks tRPC's wire format: connected, tracked messages, serialized errors,
 * return; the stream tickets and the guest streams that end (SECURITY.md) hold on it too.
 */

import { openAllDay } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

describe("live-update streams served by createServer", () => {
  let server: SeatlineServer;
  let base: string;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer({
      env: {
        LOG_LEVEL: "silent",
        PORT: "0",
        HOST: "127.0.0.1",
        NODE_ENV: "test",
        CORS_ORIGINS: "https://console.example",
      },
      logger: false,
    });
    await openAllDay(server.deps.db); // joins on the real clock: open at any hour
    base = await server.start();
    token = String(
      (await post("auth.login", { email: "demo@seatline.dev", password: "seatline-demo" })).token,
    );
  });
  afterAll(() => server.stop());

  async function post(path: string, body: unknown, auth?: string): Promise<Record<string, unknown>> {
    const res = await fetch(`${base}/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { result?: { data?: Record<string, unknown> } };
    return json.result?.data ?? {};
  }

  /** Opens a stream; `text()` is what arrived so far, `done` resolves with the whole answer once the server ends it. */
  async function open(url: string) {
    const ac = new AbortController();
    const res = await fetch(url, {
      headers: { accept: "text/event-stream", origin: "https://console.example" },
      signal: ac.signal,
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("access-control-allow-origin")).toBe("https://console.example");
    let text = "";
    const done = (async () => {
      const reader = res.body?.getReader();
      const decoder = new TextDecoder();
      while (reader) {
        const { value, done: end } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (end) break;
        text += decoder.decode(value);
      }
      return text;
    })();
    return { text: () => text, done, close: () => ac.abort() };
  }

  const staffUrl = (params: unknown) =>
    `${base}/trpc/events.onStoreChange?connectionParams=${encodeURIComponent(JSON.stringify(params))}`;

  it("refuses a stream without a ticket, with the session token, or with a spent ticket", async () => {
    for (const params of [null, { token }]) {
      const text = await (await open(staffUrl(params))).done;
      expect(text).toMatch(/^event: connected\ndata: \{"reconnectAfterInactivityMs":25000\}\n\n/);
      expect(text).toMatch(/event: serialized-error\ndata: .*"code":"UNAUTHORIZED".*"httpStatus":401/);
    }
    const ticket = String((await post("events.streamTicket", {}, token)).ticket);
    const first = await open(staffUrl({ ticket }));
    await expect.poll(() => first.text()).toMatch(/event: connected/);
    expect(await (await open(staffUrl({ ticket }))).done).toMatch(/"code":"UNAUTHORIZED"/);
    first.close();
  });

  it("a staff stream carries tracked events of its store", async () => {
    const s = await open(staffUrl({ ticket: String((await post("events.streamTicket", {}, token)).ticket) }));
    await expect.poll(() => s.text()).toMatch(/event: connected/);
    await post("waitlist.join", { partySize: 2, name: "Stream" }, token);
    await expect
      .poll(() => s.text(), { timeout: 5000 })
      .toMatch(/\nid: \d+\ndata: \{"topic":"waitlist","at":"[^"]+"\}\n\n/);
    s.close();
  });

  it("a guest stream: unknown token is NOT_FOUND; a seated entry gets its last event, then the stream returns", async () => {
    const bad = await open(
      `${base}/trpc/guest.onStatus?input=${encodeURIComponent(JSON.stringify({ token: "b".repeat(32) }))}`,
    );
    expect(await bad.done).toMatch(/event: serialized-error\ndata: .*"code":"NOT_FOUND"/);
    const joined = await post("waitlist.join", { partySize: 2, name: "Seated Soon" }, token);
    const entry = await server.deps.db.query.waitlistEntries.findFirst({
      where: (w, { eq }) => eq(w.id, Number(joined.id)),
    });
    const s = await open(
      `${base}/trpc/guest.onStatus?input=${encodeURIComponent(JSON.stringify({ token: entry?.statusToken }))}`,
    );
    await expect.poll(() => s.text()).toMatch(/event: connected/);
    await post("waitlist.seat", { id: Number(joined.id) }, token);
    const whole = await Promise.race([
      s.done,
      new Promise<string>((r) => setTimeout(() => r("still open"), 5000)),
    ]);
    expect(whole).toMatch(/\nid: \d+\ndata: \{"topic":"waitlist"\}\n\nevent: return\ndata: \n\n$/);
  });
});
