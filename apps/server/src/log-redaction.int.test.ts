/**
 * No session token, stream ticket or guest status token in any log line at any level. The flows that
 * open staff streams and guest pages run against createServer with the logger at trace level writing into a buffer,
 * then the whole log is searched for every token issued.
 */
import { Writable } from "node:stream";
import { openAllDay } from "@seatline/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeatlineServer } from "./create-server";
import { createTestServer } from "./testing/test-server";

/** Reads an SSE answer until `until` shows up (or the stream ends), then drops the connection. */
async function readStream(url: string, until: RegExp): Promise<string> {
  const ac = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream" }, signal: ac.signal });
  const reader = res.body?.getReader();
  let text = "";
  const decoder = new TextDecoder();
  while (reader) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
    if (until.test(text)) break;
  }
  ac.abort();
  return text;
}

describe("request logs carry no tokens (createServer, trace level)", () => {
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
      env: { LOG_LEVEL: "trace", PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test" },
      logStream: sink,
    });
    await openAllDay(server.deps.db); // joins on the real clock: open at any hour
    base = await server.start();
  });
  afterAll(() => server.stop());

  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { result?: { data?: Record<string, unknown> } },
    };
  };

  it("staff streams, guest status queries, streams and pages, logout", async () => {
    const issued: string[] = [];
    const login = await post("auth.login", { email: "demo@seatline.dev", password: "seatline-demo" });
    const session = String(login.body.result?.data?.token);
    issued.push(session);

    // A staff stream, opened as the clients do: ticket first, then the stream with the ticket.
    const ticketAnswer = await post("events.streamTicket", {}, session);
    const ticket = String(ticketAnswer.body.result?.data?.ticket);
    issued.push(ticket);
    const staffStream = await readStream(
      `${base}/trpc/events.onStoreChange?connectionParams=${encodeURIComponent(JSON.stringify({ ticket }))}`,
      /event: connected/,
    );
    expect(staffStream).toMatch(/event: connected/);

    // A kiosk join; the guest then opens their status page, queries and listens.
    const join = await post("waitlist.join", { partySize: 2, name: "Logged", phone: "2125550242" }, session);
    expect(join.status).toBe(200);
    const entry = await server.deps.db.query.waitlistEntries.findFirst({
      where: (w, { eq }) => eq(w.customerName, "Logged"),
    });
    const status = String(entry?.statusToken);
    issued.push(status);
    const input = encodeURIComponent(JSON.stringify({ token: status }));
    expect((await fetch(`${base}/trpc/guest.status?input=${input}`)).status).toBe(200);
    const batched = await fetch(
      `${base}/trpc/guest.status,guest.status?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token: status }, 1: { token: status } }))}`,
    );
    expect(batched.status).toBe(200);
    const guestStream = await readStream(`${base}/trpc/guest.onStatus?input=${input}`, /event: connected/);
    expect(guestStream).toMatch(/event: connected/);
    await fetch(`${base}/w/${status}`);
    await fetch(`${base}/r/${status}`);
    // A wrong token is logged no more than a right one.
    await fetch(
      `${base}/trpc/guest.status?input=${encodeURIComponent(JSON.stringify({ token: "x".repeat(32) }))}`,
    );
    issued.push("x".repeat(32));

    expect((await post("auth.logout", {}, session)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));

    const whole = log.join("");
    // The log is there and does describe these requests.
    expect(whole).toMatch(/"url":"\/trpc\/guest\.status\?input=<redacted>"/);
    expect(whole).toMatch(/"url":"\/w\/<redacted>"/);
    expect(server.app.log.level).toBe("trace");
    for (const token of issued) {
      expect(token.length).toBeGreaterThanOrEqual(16);
      expect(whole.includes(token), `token ${token.slice(0, 4)}… found in the log`).toBe(false);
      expect(whole.includes(encodeURIComponent(token))).toBe(false);
    }
  });
});
