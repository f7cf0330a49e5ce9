/**
 * The whole texting loop over HTTP with the real Twilio client against the local stand-in (docs/product.md#texts, SECURITY.md):
 * a text goes out, the stand-in's signed delivery reports mark it delivered (or failed with its code), a guest's "9"
 * takes the entry out of the line, and a slow provider's text is sent once, uncertain, then settled by its report.
 */
import { createServer as createNetServer } from "node:net";
import { messages, stores, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerApi } from "../http";
import { type FakeTwilio, startFakeTwilio } from "../testing/fake-twilio";
import { createHarness, type Harness } from "../testing/harness";
import { TWILIO_INBOUND_PATH, twilioWebhooks } from "../webhooks/twilio-webhooks";
import { createSmsDispatcher } from "./dispatcher";
import { createTwilioProvider, statusCallbackUrl } from "./twilio";

const SID = "ACloop";
const TOKEN = "loop-token";
const FROM = "+15005550006";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createNetServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });

describe.each(testDrivers())("texting loop with the Twilio stand-in on %s", (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let publicUrl: string;
  let fake: FakeTwilio;
  beforeAll(async () => {
    h = await createHarness(kind);
    await openAllDay(h.db.db); // joins on the real clock: open at any hour
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    app = Fastify({ logger: false });
    await registerApi(app, h.deps);
    await app.register(twilioWebhooks, { deps: h.deps, authToken: TOKEN, publicUrl });
    await app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });
  beforeEach(async () => {
    await fake?.close();
  });

  const provider = (timeoutMs = 5000) =>
    createTwilioProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      baseUrl: fake.url,
      timeoutMs,
      statusCallbackUrl: (id) => statusCallbackUrl(publicUrl, id),
    });
  const start = (extra: Partial<Parameters<typeof startFakeTwilio>[0]> = {}) =>
    startFakeTwilio({
      accountSid: SID,
      authToken: TOKEN,
      inboundUrl: publicUrl + TWILIO_INBOUND_PATH,
      reportDelayMs: 10,
      ...extra,
    });
  const rowOf = async (entryId: number) =>
    (await h.db.db.select().from(messages).where(eq(messages.waitlistEntryId, entryId)))[0];

  it("alert → delivered report → the guest replies 9 → the entry leaves the line", async () => {
    fake = await start();
    const api = await h.caller(await h.tokenFor("demo"));
    const e = await api.waitlist.join({ partySize: 2, name: "Dee", phone: "5552230001" });
    await api.waitlist.alert({ id: e.id });
    const d = createSmsDispatcher({ db: h.db.db, provider: provider(), clock: h.deps.clock });
    await d.runOnce(); // the join text (no entry id) and the alert
    const sent = fake.texts.filter((t) => t.to === "+15552230001");
    expect(sent.map((t) => t.body).sort()).toEqual([
      expect.stringContaining("on the waitlist"),
      expect.stringContaining("your table is ready!"),
    ]);
    const alert = sent.find((t) => t.body.includes("your table is ready!"));
    await expect.poll(async () => (await rowOf(e.id))?.deliveryStatus, { timeout: 5000 }).toBe("delivered");
    expect(await rowOf(e.id)).toMatchObject({ status: "sent", fromNumber: FROM });
    await expect.poll(() => alert?.reports.length, { timeout: 5000 }).toBe(2);
    expect(alert?.reports.map((r) => [r.status, r.answered])).toEqual([
      ["sent", 204],
      ["delivered", 204],
    ]);
    const reply = await fake.inbound({ from: "+15552230001", body: "9" });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("you have left the line");
    const [entry] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(entry?.status).toBe("cancelled");
  });

  it("a store with its own number texts from it, and a STOP to that number stops that store only", async () => {
    fake = await start();
    const own = "+15005550123";
    const [rival] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 2001));
    await h.db.db
      .update(stores)
      .set({ smsFrom: own })
      .where(eq(stores.id, rival?.id ?? ""));
    try {
      const theirs = await h.caller(await h.tokenFor("rival"));
      const ours = await h.caller(await h.tokenFor("demo"));
      const phone = "5552230009";
      const r = await theirs.waitlist.join({ partySize: 2, name: "Own Number", phone });
      const d = createSmsDispatcher({ db: h.db.db, provider: provider(), clock: h.deps.clock });
      await d.runOnce();
      expect(fake.texts.filter((t) => t.to === `+1${phone}`).map((t) => t.from)).toEqual([own]);
      expect((await rowOf(r.id))?.fromNumber).toBe(own);
      // STOP to the store's own number: that store's texts stop; the shared number's stores still text.
      expect((await fake.inbound({ from: `+1${phone}`, to: own, body: "STOP" })).status).toBe(200);
      const mine = await ours.waitlist.join({ partySize: 2, name: "Shared Number", phone });
      await theirs.waitlist.alert({ id: r.id });
      await d.runOnce();
      const after = fake.texts.filter((t) => t.to === `+1${phone}`);
      expect(after.map((t) => t.from)).toEqual([own, FROM]);
      expect((await rowOf(mine.id))?.fromNumber).toBe(FROM);
    } finally {
      await h.db.db
        .update(stores)
        .set({ smsFrom: null })
        .where(eq(stores.id, rival?.id ?? ""));
    }
  });

  it("a failed text records the carrier's error code", async () => {
    fake = await start({ failTo: ["+15552230002"] });
    const api = await h.caller(await h.tokenFor("demo"));
    const e = await api.waitlist.join({ partySize: 2, name: "Eve", phone: "5552230002" });
    await api.waitlist.alert({ id: e.id });
    await createSmsDispatcher({ db: h.db.db, provider: provider(), clock: h.deps.clock }).runOnce();
    await expect.poll(async () => (await rowOf(e.id))?.deliveryStatus, { timeout: 5000 }).toBe("failed");
    expect(await rowOf(e.id)).toMatchObject({ status: "sent", deliveryErrorCode: "30003" });
  });

  it("a provider answering after the timeout: one text sent, the row uncertain, then settled by the report", async () => {
    fake = await start({ answerDelayMs: 400, reportDelayMs: 600 });
    const api = await h.caller(await h.tokenFor("demo"));
    const e = await api.waitlist.join({ partySize: 2, name: "Flo", phone: "5552230003" });
    await h.db.db.delete(messages);
    await api.waitlist.alert({ id: e.id });
    const d = createSmsDispatcher({ db: h.db.db, provider: provider(100), clock: h.deps.clock });
    expect(await d.runOnce()).toMatchObject({ uncertain: 1, retried: 0 });
    expect(await rowOf(e.id)).toMatchObject({ status: "uncertain", providerMessageId: null });
    for (let i = 0; i < 3; i++) expect(await d.runOnce()).toMatchObject({ claimed: 0 });
    await expect.poll(async () => (await rowOf(e.id))?.deliveryStatus, { timeout: 5000 }).toBe("delivered");
    expect(fake.texts).toHaveLength(1);
    expect(await rowOf(e.id)).toMatchObject({ status: "sent", providerMessageId: fake.texts[0]?.sid });
    await fake.close();
  });
});
