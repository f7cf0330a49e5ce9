/**
 * Live-update streams, answered by tRPC's own adapter (SSE): who may open one (stream tickets, SECURITY.md), what is
 * sent (connected with the reconnect timing, tracked events of the caller's store, serialized errors, a guest stream's
 * return), the headers every answer carries, and a stopping server cutting its open streams instead of waiting on them.
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
  let stopped = false;
  afterAll(async () => {
    if (!stopped) await server.stop();
  });

  async function post(path: string, body: unknown, auth?: string): Promise<Record<string, unknown>> {
    const res = await fetch(`${base}/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { result?: { data?: Record<string, unknown> } };
    return json.result?.data ?? {};
  }

  /** The events of an SSE text, each as its fields (event, data, id), as EventSource reads them. */
  function events(text: string): Record<string, string>[] {
    return text
      .split(/\n\n+/)
      .filter(Boolean)
      .map((block) => {
        const fields: Record<string, string> = {};
        for (const line of block.split("\n")) {
          const at = line.indexOf(": ");
          if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
          else if (line.endsWith(":")) fields[line.slice(0, -1)] = "";
        }
        return fields;
      });
  }
  const named = (text: string, event: string) => events(text).filter((e) => e.event === event);
  const messages = (text: string) => events(text).filter((e) => e.event === undefined && "data" in e);

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
      expect(events(text)[0]).toEqual({
        event: "connected",
        data: JSON.stringify({ reconnectAfterInactivityMs: 25_000 }),
      });
      const [error] = named(text, "serialized-error");
      expect(JSON.parse(error?.data ?? "null")).toMatchObject({
        message: "Please sign in.",
        data: { code: "UNAUTHORIZED", httpStatus: 401 },
      });
    }
    const ticket = String((await post("events.streamTicket", {}, token)).ticket);
    const first = await open(staffUrl({ ticket }));
    await expect.poll(() => named(first.text(), "connected").length).toBe(1);
    expect(named(await (await open(staffUrl({ ticket }))).done, "serialized-error")[0]?.data).toMatch(
      /"code":"UNAUTHORIZED"/,
    );
    first.close();
  });

  it("a staff stream carries tracked events of its store", async () => {
    const s = await open(staffUrl({ ticket: String((await post("events.streamTicket", {}, token)).ticket) }));
    await expect.poll(() => named(s.text(), "connected").length).toBe(1);
    await post("waitlist.join", { partySize: 2, name: "Stream" }, token);
    await expect.poll(() => messages(s.text()).length, { timeout: 5000 }).toBeGreaterThan(0);
    const [event] = messages(s.text());
    expect(event?.id).toMatch(/^\d+$/);
    expect(JSON.parse(event?.data ?? "null")).toEqual({ topic: "waitlist", at: expect.any(String) });
    s.close();
  });

  it("a guest stream: unknown token is NOT_FOUND; a seated entry gets its last event, then the stream returns", async () => {
    const bad = await open(
      `${base}/trpc/guest.onStatus?input=${encodeURIComponent(JSON.stringify({ token: "b".repeat(32) }))}`,
    );
    expect(named(await bad.done, "serialized-error")[0]?.data).toMatch(/"code":"NOT_FOUND"/);
    const joined = await post("waitlist.join", { partySize: 2, name: "Seated Soon" }, token);
    const entry = await server.deps.db.query.waitlistEntries.findFirst({
      where: (w, { eq }) => eq(w.id, Number(joined.id)),
    });
    const s = await open(
      `${base}/trpc/guest.onStatus?input=${encodeURIComponent(JSON.stringify({ token: entry?.statusToken }))}`,
    );
    await expect.poll(() => named(s.text(), "connected").length).toBe(1);
    await post("waitlist.seat", { id: Number(joined.id) }, token);
    const whole = await Promise.race([
      s.done,
      new Promise<string>((r) => setTimeout(() => r("still open"), 5000)),
    ]);
    const last = events(whole).slice(-2);
    expect(last[0]).toEqual({
      data: JSON.stringify({ topic: "waitlist" }),
      id: expect.stringMatching(/^\d+$/),
    });
    expect(last[1]).toEqual({ event: "return", data: "" });
  });

  // Last: it stops the server.
  it("a stopping server cuts its open streams and stops promptly", async () => {
    const streams = await Promise.all(
      [0, 1, 2].map(async () => {
        const s = await open(
          staffUrl({ ticket: String((await post("events.streamTicket", {}, token)).ticket) }),
        );
        await expect.poll(() => named(s.text(), "connected").length).toBe(1);
        return s;
      }),
    );
    const started = Date.now();
    stopped = true;
    await server.stop();
    expect(Date.now() - started).toBeLessThan(3000);
    // Each stream ended without a return event: EventSource reconnects (to another instance).
    for (const s of streams) expect(named(await s.done, "return")).toEqual([]);
  });
});
