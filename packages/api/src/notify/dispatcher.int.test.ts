import { messages, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { createSmsDispatcher, DISPATCH_DEFAULTS } from "./dispatcher";
import { queueText } from "./outbox";
import { createLogProvider, type OutgoingSms, type SmsProvider, SmsSendError } from "./provider";

/** A provider that records deliveries and can be told to fail. */
function fakeProvider(behaviour: (sms: OutgoingSms, call: number) => Promise<void> | void = () => {}) {
  const delivered: OutgoingSms[] = [];
  let calls = 0;
  const provider: SmsProvider = {
    name: "fake",
    from: "+15005550006",
    async send(sms) {
      calls += 1;
      await behaviour(sms, calls);
      delivered.push(sms);
      return { providerMessageId: `fake-${sms.id}`, from: "+15005550006" };
    },
    // It remembers what it took, as a provider's message list does.
    async lookup(q) {
      return delivered
        .filter((d) => d.id === q.id && d.body === q.body)
        .map((d) => ({ providerMessageId: `fake-${d.id}`, from: "+15005550006", at: null }));
    },
  };
  return { provider, delivered, calls: () => calls };
}

describe.each(testDrivers())("text dispatcher on %s", (kind) => {
  let h: Harness;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 20 });
    const [s] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    storeId = s?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    await h.db.db.delete(messages);
  });

  const queue = (n: number) =>
    h.db.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        const id = await queueText(
          tx,
          { storeId, kind: "test", toPhone: "5552234567", body: `hello ${i}` },
          clock.now(),
        );
        if (id !== null) ids.push(id);
      }
      return ids;
    });
  const rows = () => h.db.db.select().from(messages).orderBy(messages.id);

  it("a provider failing twice then succeeding delivers exactly once, with backoff between attempts", async () => {
    const fake = fakeProvider((_sms, call) => {
      if (call <= 2) throw new Error(`boom ${call}`);
    });
    const d = createSmsDispatcher({ db: h.db.db, provider: fake.provider, clock, onError: () => {} });
    await queue(1);
    expect(await d.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1, lastError: "boom 1" });
    expect(await d.runOnce()).toMatchObject({ claimed: 0 }); // not due before the backoff
    clock.advance(DISPATCH_DEFAULTS.backoffBaseMs);
    expect(await d.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    clock.advance(DISPATCH_DEFAULTS.backoffBaseMs); // second backoff is twice as long
    expect(await d.runOnce()).toMatchObject({ claimed: 0 });
    clock.advance(DISPATCH_DEFAULTS.backoffBaseMs);
    expect(await d.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    for (let i = 0; i < 5; i++) {
      clock.advance(10 * 60_000);
      await d.runOnce();
    }
    expect(fake.delivered).toHaveLength(1);
    expect(fake.calls()).toBe(3);
    expect((await rows())[0]).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
      providerMessageId: expect.stringMatching(/^fake-/),
    });
  });

  it("provider down: nothing is lost; texts go out once it is back; past their use they expire, visibly", async () => {
    let down = true;
    const fake = fakeProvider(() => {
      if (down) throw new SmsSendError("provider unreachable");
    });
    const d = createSmsDispatcher({ db: h.db.db, provider: fake.provider, clock, onError: () => {} });
    // Test texts are of use for 15 minutes (domain textUsefulUntil): a provider down for 12 minutes loses none.
    await queue(5);
    for (let i = 0; i < 3; i++) {
      await d.runOnce();
      clock.advance(4 * 60_000);
    }
    expect((await rows()).every((r) => r.status === "pending" && r.attempts === 3)).toBe(true);
    down = false;
    await d.runOnce();
    expect(fake.delivered.map((s) => s.body).sort()).toEqual([
      // The first text to a phone from a sending number ends with the way out.
      "hello 0\nReply STOP to opt out.",
      "hello 1",
      "hello 2",
      "hello 3",
      "hello 4",
    ]);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);

    down = true;
    await queue(1);
    for (let i = 0; i < 6; i++) {
      await d.runOnce();
      clock.advance(5 * 60_000);
    }
    const last = (await rows()).at(-1);
    expect(last).toMatchObject({
      status: "expired",
      lastError: "Not texted: it could not be sent while it was still of use. (provider unreachable)",
    });
  });

  it("a permanent refusal fails at once; an abandoned send the provider never got is sent once", async () => {
    const fake = fakeProvider(() => {
      throw new SmsSendError("Twilio 400: invalid To number", true);
    });
    const d = createSmsDispatcher({ db: h.db.db, provider: fake.provider, clock, onError: () => {} });
    const [id] = await queue(1);
    expect(await d.runOnce()).toMatchObject({ failed: 1 });
    expect((await rows())[0]).toMatchObject({ id, status: "failed", attempts: 1 });

    await h.db.db.delete(messages);
    await queue(1);
    // A dispatcher claimed it and died before recording the result.
    await h.db.db
      .update(messages)
      .set({ status: "sending", attempts: 1, lockedUntil: new Date(clock.now().getTime() + 60_000) });
    const ok = fakeProvider();
    const d2 = createSmsDispatcher({ db: h.db.db, provider: ok.provider, clock });
    expect(await d2.runOnce()).toMatchObject({ claimed: 0, asked: 0 });
    clock.advance(61_000);
    expect(await d2.runOnce()).toMatchObject({ asked: 1, requeued: 1, claimed: 1, sent: 1 });
    for (let i = 0; i < 3; i++) {
      clock.advance(61_000);
      expect(await d2.runOnce()).toMatchObject({ asked: 0, claimed: 0 });
    }
    expect(ok.delivered).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({
      status: "sent",
      attempts: 2,
      providerMessageId: expect.any(String),
    });
  });

  it("a first text the guest never got (refused, or expired unsent) leaves the way out on the next one", async () => {
    const refusing = fakeProvider(() => {
      throw new SmsSendError("Twilio 400: invalid To number", true);
    });
    const d = createSmsDispatcher({ db: h.db.db, provider: refusing.provider, clock, onError: () => {} });
    await queue(1);
    expect(await d.runOnce()).toMatchObject({ failed: 1 });
    await queue(1);
    expect((await rows()).at(-1)?.body).toBe("hello 0\nReply STOP to opt out.");

    await h.db.db.update(messages).set({ status: "expired" });
    await queue(1);
    expect((await rows()).at(-1)?.body).toBe("hello 0\nReply STOP to opt out.");
    // One the provider took counts: the next text carries no second way out.
    await h.db.db.update(messages).set({ status: "sent" });
    await queue(1);
    expect((await rows()).at(-1)?.body).toBe("hello 0");
  });

  it("start() sends a join text through the log provider; stop() ends the loop", async () => {
    const lines: string[] = [];
    const provider = createLogProvider((l) => lines.push(l));
    const d = createSmsDispatcher({ db: h.db.db, provider, clock, intervalMs: 20 });
    d.start();
    const api = await h.caller(await h.tokenFor("demo"));
    const e = await api.waitlist.join({ partySize: 2, name: "Ann", phone: "5552234567" });
    await expect.poll(async () => (await rows())[0]?.status, { timeout: 5000 }).toBe("sent");
    await d.stop();
    expect(provider.sent).toHaveLength(1);
    expect(lines[0]).toContain(`ticket ${e.ticket}. See your place in line: http`);
    expect((await rows())[0]?.providerMessageId).toMatch(/^log-/);
  });

  it.runIf(kind === "postgres")("two dispatchers at once never send a text twice", async () => {
    const delivered = new Map<number, number>();
    const slow = (): SmsProvider => ({
      name: "slow",
      from: null,
      async send(sms) {
        await new Promise((r) => setTimeout(r, Math.random() * 8));
        delivered.set(sms.id, (delivered.get(sms.id) ?? 0) + 1);
        return { providerMessageId: `p-${sms.id}`, from: null };
      },
      async lookup() {
        return [];
      },
    });
    const ids = await queue(300);
    const a = createSmsDispatcher({ db: h.db.db, provider: slow(), clock, batchSize: 7 });
    const b = createSmsDispatcher({ db: h.db.db, provider: slow(), clock, batchSize: 7 });
    const drain = async (d: typeof a) => {
      let claimed = 0;
      for (let i = 0; i < 200; i++) {
        const r = await d.runOnce();
        claimed += r.claimed;
        if (r.claimed === 0) {
          const pending = (await rows()).filter((x) => x.status !== "sent").length;
          if (pending === 0) break;
        }
      }
      return claimed;
    };
    const [ca, cb] = await Promise.all([drain(a), drain(b), drain(a)]);
    expect(ca).toBeGreaterThan(0);
    expect(cb).toBeGreaterThan(0);
    expect(delivered.size).toBe(300);
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    expect([...delivered.keys()].sort((x, y) => x - y)).toEqual(ids);
  });
});
