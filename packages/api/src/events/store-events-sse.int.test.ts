import { testDrivers } from "@seatline/db/testing";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness";

interface Received {
  topic: string;
  at: string;
}

/** An SSE subscriber of events.onStoreChange, as httpSubscriptionLink connects (token in connectionParams). */
function subscribe(base: string, token: string | null) {
  const params = token ? `?connectionParams=${encodeURIComponent(JSON.stringify({ token }))}` : "";
  const es = new EventSource(`${base}/trpc/events.onStoreChange${params}`);
  const received: Received[] = [];
  const errors: unknown[] = [];
  const connected = new Promise<void>((resolve) => es.addEventListener("connected", () => resolve()));
  es.addEventListener("message", (e) => received.push(JSON.parse(e.data) as Received));
  es.addEventListener("serialized-error", (e) => errors.push(JSON.parse(e.data)));
  es.addEventListener("error", (e) => errors.push(e));
  return { es, received, errors, connected };
}

describe.each(testDrivers())("live updates over SSE on %s", (kind) => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await createHarness(kind);
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
    const a = subscribe(base, demo);
    const b = subscribe(base, rival);
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
});
