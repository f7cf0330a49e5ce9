/**
 * The outbox side of the texting loop (docs/product.md#texts, SECURITY.md): an uncertain send is not resent and is settled by
 * a delivery report; an opted-out phone is queued nothing; a phone outside the US and Canada is not texted, visibly;
 * reminders are queued and sent once per booking and reminder, even by two dispatchers, and none when cancelled.
 */
import { createServer, type Server } from "node:http";
import {
  insertReservation,
  messages,
  optIn,
  optOut,
  recordDeliveryReport,
  reservations,
  stores,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { createHarness, type Harness } from "../testing/harness";
import { createSmsDispatcher } from "./dispatcher";
import { NOT_TEXTABLE_REASON, queueText } from "./outbox";
import { createLogProvider } from "./provider";
import { scheduleReminders } from "./reminders";
import { createTwilioProvider } from "./twilio";

/** A Twilio-like server that accepts every text but answers only after `delayMs`. */
/** A Twilio stand-in that takes each send and answers only when told to: always after the sender gave up. */
async function slowTwilio() {
  let posts = 0;
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    // Sends are counted; the dispatcher's lookups (GET) are held like everything else.
    if (req.method === "POST") posts += 1;
    req.resume();
    held.push(() => {
      res.writeHead(201, { "content-type": "application/json" });
      res.end(JSON.stringify({ sid: `SMslow${posts}`, status: "queued", from: "+15005550006" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : 0;
  const answer = () => {
    for (const respond of held.splice(0)) respond();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    posts: () => posts,
    close: () => {
      answer();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe.each(testDrivers())("texting outbox on %s", (kind) => {
  let h: Harness;
  let storeId: string;
  const clock = manualClock("2026-11-20T15:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 20 });
    const [s] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    storeId = s?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-20T15:00:00Z");
    await h.db.db.delete(messages);
    await h.db.db.delete(reservations);
  });
  const rows = () => h.db.db.select().from(messages).orderBy(messages.id);
  const queue = (toPhone: string) =>
    h.db.db.transaction((tx) =>
      queueText(tx, { storeId, kind: "ready", toPhone, body: "Demo: your table is ready!" }, clock.now()),
    );

  it("a provider that accepts but answers after the timeout: one send, row uncertain, settled by a delivery report", async () => {
    const twilio = await slowTwilio();
    try {
      // Time enough for the request to reach the stand-in on a busy machine; the stand-in answers only at the end.
      const provider = createTwilioProvider({
        accountSid: "AC1",
        authToken: "t",
        from: "+15005550006",
        baseUrl: twilio.url,
        timeoutMs: 1_000,
      });
      const d = createSmsDispatcher({ db: h.db.db, provider, clock, onError: () => {} });
      const id = await queue("5552234567");
      expect(await d.runOnce()).toMatchObject({ claimed: 1, uncertain: 1, retried: 0 });
      for (let i = 0; i < 5; i++) {
        clock.advance(30 * 60_000);
        expect(await d.runOnce()).toMatchObject({ claimed: 0 });
      }
      expect(twilio.posts()).toBe(1);
      expect((await rows())[0]).toMatchObject({ id, status: "uncertain", fromNumber: "+15005550006" });
      const settled = await recordDeliveryReport(h.db.db, id ?? 0, {
        providerMessageId: "SMslow1",
        status: "delivered",
        errorCode: null,
        at: clock.now(),
      });
      expect(settled).toMatchObject({
        status: "sent",
        deliveryStatus: "delivered",
        providerMessageId: "SMslow1",
      });
      // A late 'sent' report does not take a delivered text back.
      await recordDeliveryReport(h.db.db, id ?? 0, {
        providerMessageId: "SMslow1",
        status: "sent",
        errorCode: null,
        at: clock.now(),
      });
      expect((await rows())[0]?.deliveryStatus).toBe("delivered");
    } finally {
      await twilio.close();
    }
  });

  it("an opted-out phone is queued nothing (and nothing already queued goes out); START opts back in", async () => {
    const before = await queue("5552234567");
    await optOut(h.db.db, storeId, "5552234567", clock.now());
    expect(await queue("5552234567")).toBeNull();
    expect(await rows()).toHaveLength(1);
    const d = createSmsDispatcher({ db: h.db.db, provider: createLogProvider(() => {}), clock });
    expect(await d.runOnce()).toMatchObject({ claimed: 1, skipped: 1, sent: 0 });
    expect((await rows())[0]).toMatchObject({ id: before, status: "skipped" });
    await optIn(h.db.db, storeId, "5552234567");
    expect(await queue("5552234567")).not.toBeNull();
  });

  it("a phone outside the US and Canada is not texted: the row says why", async () => {
    await queue("8762234567"); // Jamaica
    const d = createSmsDispatcher({ db: h.db.db, provider: createLogProvider(() => {}), clock });
    expect(await d.runOnce()).toMatchObject({ claimed: 0 });
    expect((await rows())[0]).toMatchObject({ status: "skipped", lastError: NOT_TEXTABLE_REASON });
  });

  const book = (date: string, time: string, createdAt: Date) =>
    insertReservation(h.db.db, storeId, {
      reservationDate: date,
      reservationTime: time,
      partySize: 4,
      guestName: "Ann",
      guestPhone: "5552234567",
      createdAt,
      updatedAt: createdAt,
    });

  it("reminders: 24 h and 2 h before, once each, a link to the booking page; none once cancelled", async () => {
    const r = await book("2026-11-21", "19:00", new Date("2026-11-10T12:00:00Z"));
    const provider = createLogProvider(() => {});
    const d = createSmsDispatcher({
      db: h.db.db,
      provider,
      clock,
      reminders: { publicUrl: "https://seatline.example", scanMs: 0 },
    });
    // 15:00Z on the 20th: the 24 h reminder (00:00Z on the 21st) is within the lookahead but not yet due.
    expect(await scheduleReminders(h.db.db, clock.now(), "https://seatline.example")).toBe(0);
    clock.set("2026-11-20T19:00:00Z");
    await d.runOnce();
    expect(provider.sent).toHaveLength(0);
    const [queued] = await rows();
    expect(queued).toMatchObject({ kind: "reservation_reminder", status: "pending" });
    expect(queued?.notBefore?.toISOString()).toBe("2026-11-21T00:00:00.000Z");
    clock.set("2026-11-21T00:00:05Z");
    for (let i = 0; i < 3; i++) await d.runOnce();
    expect(provider.sent).toHaveLength(1);
    expect(provider.sent[0]?.body).toMatch(
      /^Demo.*reminder of your reservation for 4 people on .* at 7:00pm\. Reply 1 to confirm or 9 to cancel\. https:\/\/seatline\.example\/r\/[A-Za-z0-9_-]{32}(\nReply STOP to opt out\.)?$/,
    );
    // Cancelled before the 2 h reminder: none.
    clock.set("2026-11-21T20:30:00Z");
    await d.runOnce();
    await h.db.db.update(reservations).set({ status: "CANCELLED" }).where(eq(reservations.id, r.id));
    clock.set("2026-11-21T22:00:01Z");
    for (let i = 0; i < 3; i++) await d.runOnce();
    expect(provider.sent).toHaveLength(1);
    expect((await rows()).map((m) => m.status)).toEqual(["sent", "skipped"]);
  });

  it("a booking made inside the window gets no stale reminder; a breakfast's 2 h reminder comes the evening before", async () => {
    await book("2026-11-21", "19:00", new Date("2026-11-20T23:00:00Z")); // 23 h before: no 24 h reminder
    await book("2026-11-22", "09:30", new Date("2026-11-01T12:00:00Z"));
    clock.set("2026-11-21T21:00:00Z");
    await scheduleReminders(h.db.db, clock.now(), "https://x.example");
    const due = (await rows()).map((m) => [
      m.dedupeKey?.replace(/^reminder:[^:]+:/, ""),
      m.notBefore?.toISOString(),
    ]);
    expect(due).toEqual([
      ["2026-11-21T19:00:2h", "2026-11-21T22:00:00.000Z"],
      ["2026-11-22T09:30:2h", "2026-11-22T01:30:00.000Z"], // 20:30 New York the evening before
    ]);
  });

  it.runIf(kind === "postgres")(
    "two dispatchers scheduling and sending at once: each reminder exactly once",
    async () => {
      for (let i = 0; i < 20; i++) await book("2026-11-21", "19:00", new Date("2026-11-10T12:00:00Z"));
      clock.set("2026-11-21T00:00:01Z");
      const a = createLogProvider(() => {});
      const b = createLogProvider(() => {});
      const opts = {
        db: h.db.db,
        clock,
        reminders: { publicUrl: "https://x.example", scanMs: 0 },
        batchSize: 3,
      };
      const da = createSmsDispatcher({ ...opts, provider: a });
      const db2 = createSmsDispatcher({ ...opts, provider: b });
      for (let i = 0; i < 10; i++) await Promise.all([da.runOnce(), db2.runOnce(), da.runOnce()]);
      const ids = [...a.sent, ...b.sent].map((s) => s.id);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      expect(a.sent.length).toBeGreaterThan(0);
      expect(b.sent.length).toBeGreaterThan(0);
      expect(await rows()).toHaveLength(20);
    },
  );
});
