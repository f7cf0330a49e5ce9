import { sessions, streamTickets } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionIdOf } from "../services/auth/session-token";
import { createHarness, type Harness } from "../testing/harness";
import { sessionWatchOf } from "./session-watch";

interface Received {
  topic: string;
  at: string;
}

/** A stream ticket, asked for with the session token in the Authorization header (as the clients do). */
async function ticketFor(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/trpc/events.streamTicket`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: "{}",
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: { ticket: string } } }).result.data.ticket;
}

/** An SSE subscriber of events.onStoreChange, as httpSubscriptionLink connects (a stream ticket in connectionParams). */
function subscribeWith(base: string, params: Record<string, string> | null) {
  const query = params ? `?connectionParams=${encodeURIComponent(JSON.stringify(params))}` : "";
  const es = new EventSource(`${base}/trpc/events.onStoreChange${query}`);
  const received: Received[] = [];
  const errors: unknown[] = [];
  const connected = new Promise<void>((resolve) => es.addEventListener("connected", () => resolve()));
  es.addEventListener("message", (e) => received.push(JSON.parse(e.data) as Received));
  es.addEventListener("serialized-error", (e) => errors.push(JSON.parse(e.data)));
  es.addEventListener("error", (e) => errors.push(e));
  return { es, received, errors, connected };
}

async function subscribe(base: string, token: string) {
  return subscribeWith(base, { ticket: await ticketFor(base, token) });
}

/** The whole answer of one stream request (it ends when the server ends the stream). */
async function streamText(base: string, params: Record<string, string>): Promise<string> {
  const query = `?connectionParams=${encodeURIComponent(JSON.stringify(params))}`;
  const res = await fetch(`${base}/trpc/events.onStoreChange${query}`, {
    headers: { accept: "text/event-stream" },
  });
  return res.text();
}

describe.each(testDrivers())("live updates over SSE on %s", (kind) => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await createHarness(kind);
    await openAllDay(h.db.db); // joins on the real clock: open at any hour
    // Session checks every 200 ms here (10 s in production), set before any stream opens.
    sessionWatchOf(h.deps, 200);
    base = await h.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => h.close());

  const joinOverHttp = async (token: string, name: string) => {
    const res = await fetch(`${base}/trpc/waitlist.join`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ partySize: 2, name }),
    });
    expect(res.status).toBe(200);
  };

  it("a subscriber sees a join made on another connection; another store's subscriber sees nothing", async () => {
    const demo = await h.tokenFor("demo");
    const rival = await h.tokenFor("rival");
    const a = await subscribe(base, demo);
    const b = await subscribe(base, rival);
    try {
      await Promise.all([a.connected, b.connected]);
      await joinOverHttp(demo, "Live");
      await expect.poll(() => a.received.length, { timeout: 5000 }).toBe(1);
      expect(a.received[0]?.topic).toBe("waitlist");
      await new Promise((r) => setTimeout(r, 300));
      expect(b.received).toHaveLength(0);
      // The other store's subscriber works: it hears its own store, and the first one does not.
      await joinOverHttp(rival, "Theirs");
      await expect.poll(() => b.received.length, { timeout: 5000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(a.received).toHaveLength(1);
      // Host actions emit too.
      const list = await (await h.caller(demo)).waitlist.list();
      const id = list.entries[0]?.id ?? 0;
      await (await h.caller(demo)).waitlist.seat({ id });
      await expect.poll(() => a.received.length, { timeout: 5000 }).toBe(2);
    } finally {
      a.es.close();
      b.es.close();
    }
  });

  it("a subscriber without a session is refused", async () => {
    const res = await fetch(`${base}/trpc/events.onStoreChange`, {
      headers: { accept: "text/event-stream" },
    });
    const text = await res.text();
    // tRPC opens the stream, then sends the error as an event and closes it.
    expect(text).toMatch(/event: serialized-error\ndata: .*"code":"UNAUTHORIZED"/);
    expect(text).not.toMatch(/"topic"/);
    expect(h.deps.events.subscriberCount("anything")).toBe(0);
  });
  it("the session token itself opens no stream (only a ticket does, once, within its 60 s)", async () => {
    const demo = await h.tokenFor("demo");
    expect(await streamText(base, { token: demo })).toMatch(/"code":"UNAUTHORIZED"/);
    const ticket = await ticketFor(base, demo);
    const first = subscribeWith(base, { ticket });
    try {
      await first.connected;
      // Spent: a second stream with the same ticket is refused.
      expect(await streamText(base, { ticket })).toMatch(/"code":"UNAUTHORIZED"/);
    } finally {
      first.es.close();
    }
    const late = await ticketFor(base, demo);
    await h.deps.db.update(streamTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await streamText(base, { ticket: late })).toMatch(/"code":"UNAUTHORIZED"/);
    // Without a session there is no ticket.
    const res = await fetch(`${base}/trpc/events.streamTicket`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(401);
  });

  const freshSession = async () => {
    const res = await (await h.caller()).auth.login({
      email: "demo@seatline.dev",
      password: "seatline-demo",
    });
    return res.token;
  };

  it("a staff stream ends when its session is signed out, here or in another process", async () => {
    const token = await freshSession();
    const ended = streamText(base, { ticket: await ticketFor(base, token) });
    await new Promise((r) => setTimeout(r, 300));
    const logout = await fetch(`${base}/trpc/auth.logout`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(logout.status).toBe(200);
    const text = await Promise.race([
      ended,
      new Promise<string>((r) => setTimeout(() => r("still open"), 5000)),
    ]);
    expect(text).toMatch(/event: serialized-error\ndata: .*"code":"UNAUTHORIZED"/);

    // Another process signs out by deleting the session row: the periodic check sees it.
    const other = await freshSession();
    const otherEnded = streamText(base, { ticket: await ticketFor(base, other) });
    await new Promise((r) => setTimeout(r, 300));
    await h.deps.db.delete(sessions).where(eq(sessions.id, sessionIdOf(other)));
    const otherText = await Promise.race([
      otherEnded,
      new Promise<string>((r) => setTimeout(() => r("still open"), 5000)),
    ]);
    expect(otherText).toMatch(/"code":"UNAUTHORIZED"/);
    await expect.poll(() => sessionWatchOf(h.deps).size, { timeout: 2000 }).toBe(0);
  });

  it("a staff stream ends when its session expires", async () => {
    const token = await freshSession();
    const ended = streamText(base, { ticket: await ticketFor(base, token) });
    await new Promise((r) => setTimeout(r, 300));
    await h.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const text = await Promise.race([
      ended,
      new Promise<string>((r) => setTimeout(() => r("still open"), 5000)),
    ]);
    expect(text).toMatch(/"code":"UNAUTHORIZED"/);
  });
});
