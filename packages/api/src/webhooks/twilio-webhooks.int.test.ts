/**
 * Twilio's webhooks through HTTP (docs/product.md#texts): signature checks (valid, forged, unsigned, wrong URL, replayed to another
 * store's number), delivery reports settling rows, the reply fixture through the inbound endpoint, opt-out blocking,
 * retried webhooks acting once, and no 5xx whatever is posted.
 */
import {
  inboundMessages,
  insertReservation,
  messages,
  reservations,
  smsOptOuts,
  stores,
  waitlistEntries,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { hostVisibleMessage, REPLY_FIXTURE } from "@seatline/domain";
import { and, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { queueText } from "../notify/outbox";
import { TWILIO_STATUS_PATH } from "../notify/twilio";
import { twilioSignature } from "../notify/twilio-signature";
import { createHarness, type Harness } from "../testing/harness";
import { TWILIO_INBOUND_PATH, twilioWebhooks } from "./twilio-webhooks";

const PUBLIC = "https://seatline.example";
const TOKEN = "test-auth-token";
const STORE_NUMBER = "+15005550006";
const OTHER_NUMBER = "+15005550007";

describe.each(testDrivers())("twilio webhooks on %s", (kind) => {
  let h: Harness;
  let app: FastifyInstance;
  let storeId: string;
  let phoneSeq = 1000;
  const nextPhone = () => `555223${phoneSeq++}`;
  const clock = manualClock("2026-11-20T23:00:00Z");

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    app = Fastify({ logger: false });
    await app.register(twilioWebhooks, { deps: h.deps, authToken: TOKEN, publicUrl: PUBLIC });
    await app.ready();
    const [s] = await h.db.db.select().from(stores).where(eq(stores.legacyStoreId, 1001));
    storeId = s?.id ?? "";
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  const post = (
    path: string,
    params: Record<string, string>,
    signature?: string | null,
    signedUrl?: string,
  ) => {
    const form = new URLSearchParams(params);
    const sig =
      signature === undefined
        ? twilioSignature(TOKEN, signedUrl ?? PUBLIC + path, [...form.entries()])
        : signature;
    return app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(sig === null ? {} : { "x-twilio-signature": sig }),
      },
      payload: form.toString(),
    });
  };
  let sidSeq = 0;
  const inbound = (from: string, body: string, to = STORE_NUMBER) =>
    post(TWILIO_INBOUND_PATH, {
      MessageSid: `SMin${kind}${sidSeq++}`,
      AccountSid: "AC1",
      From: `+1${from}`,
      To: to,
      Body: body,
    });

  /** The provider took every pending text of `phone` (as the dispatcher records it). */
  const markSent = (phone: string) =>
    h.db.db
      .update(messages)
      .set({ status: "sent", fromNumber: STORE_NUMBER, providerMessageId: `SM${phone}`, sentAt: clock.now() })
      .where(and(eq(messages.toPhone, phone), eq(messages.status, "pending")));

  async function alertedEntry(phone: string) {
    const api = await h.caller(await h.tokenFor("demo"));
    const e = await api.waitlist.join({ partySize: 2, name: "Ann", phone });
    await api.waitlist.alert({ id: e.id });
    await markSent(phone);
    return e.id;
  }
  async function remindedReservation(phone: string) {
    const r = await insertReservation(h.db.db, storeId, {
      reservationDate: "2026-11-21",
      reservationTime: "19:00",
      partySize: 4,
      guestName: "Bo",
      guestPhone: phone,
      status: "PENDING",
      createdAt: new Date("2026-11-10T12:00:00Z"),
      updatedAt: new Date("2026-11-10T12:00:00Z"),
    });
    await h.db.db.insert(messages).values({
      storeId,
      kind: "reservation_reminder",
      toPhone: phone,
      body: "reminder",
      reservationId: r.id,
    });
    await markSent(phone);
    return r.id;
  }
  const entry = async (id: number) =>
    (await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];
  const reservation = async (id: number) =>
    (await h.db.db.select().from(reservations).where(eq(reservations.id, id)))[0];

  it("a delivery report signed over the exact URL is recorded; forged, unsigned or re-pointed ones get 403 and change nothing", async () => {
    const phone = nextPhone();
    const entryId = await alertedEntry(phone);
    const [row] = await h.db.db.select().from(messages).where(eq(messages.waitlistEntryId, entryId));
    const path = `${TWILIO_STATUS_PATH}?m=${row?.id}`;
    const report = {
      MessageSid: `SM${phone}`,
      MessageStatus: "failed",
      ErrorCode: "30003",
      To: `+1${phone}`,
    };
    expect((await post(path, report, "Zm9yZ2Vk")).statusCode).toBe(403);
    expect((await post(path, report, null)).statusCode).toBe(403);
    expect((await post(path, report, undefined, `https://evil.example${path}`)).statusCode).toBe(403);
    // Signed for another row: the row id is part of the signed URL.
    expect((await post(path, report, undefined, `${PUBLIC}${TWILIO_STATUS_PATH}?m=999999`)).statusCode).toBe(
      403,
    );
    const unchanged = (
      await h.db.db
        .select()
        .from(messages)
        .where(eq(messages.id, row?.id ?? 0))
    )[0];
    expect(unchanged).toMatchObject({ deliveryStatus: null, deliveryErrorCode: null });
    const ok = await post(path, report);
    expect(ok.statusCode).toBe(204);
    const after = (
      await h.db.db
        .select()
        .from(messages)
        .where(eq(messages.id, row?.id ?? 0))
    )[0];
    expect(after).toMatchObject({ deliveryStatus: "failed", deliveryErrorCode: "30003" });
  });

  it("an inbound text replayed to another store's number is refused; one to a number that never texted it is answered politely", async () => {
    const phone = nextPhone();
    const entryId = await alertedEntry(phone);
    const params = {
      MessageSid: "SMreplay",
      AccountSid: "AC1",
      From: `+1${phone}`,
      To: STORE_NUMBER,
      Body: "9",
    };
    const sig = twilioSignature(TOKEN, PUBLIC + TWILIO_INBOUND_PATH, Object.entries(params));
    const replayed = await post(TWILIO_INBOUND_PATH, { ...params, To: OTHER_NUMBER }, sig);
    expect(replayed.statusCode).toBe(403);
    expect((await entry(entryId))?.status).toBe("waiting");
    const elsewhere = await inbound(phone, "9", OTHER_NUMBER);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain("could not match this text");
    expect((await entry(entryId))?.status).toBe("waiting");
    const unknown = await inbound("5559990000", "hello?");
    expect(unknown.body).toMatch(/^<\?xml.*<Response><Message>Sorry, we could not match/);
    const recorded = await h.db.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.fromPhone, "5559990000"));
    expect(recorded).toMatchObject([{ intent: "unmatched", storeId: null, body: "hello?" }]);
  });

  it.each(REPLY_FIXTURE.map((c) => [c.body, c.context, c.expected] as const))(
    "fixture through the endpoint: %j on a %s text → %s",
    async (body, context, expected) => {
      const phone = nextPhone();
      const id = context === "waitlist" ? await alertedEntry(phone) : await remindedReservation(phone);
      const res = await inbound(phone, body);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/xml/);
      const [rec] = await h.db.db.select().from(inboundMessages).where(eq(inboundMessages.fromPhone, phone));
      expect(rec?.intent).toBe(expected);
      const optedOut = (
        await h.db.db
          .select()
          .from(smsOptOuts)
          .where(and(eq(smsOptOuts.storeId, storeId), eq(smsOptOuts.phone, phone)))
      ).length;
      expect(optedOut).toBe(expected === "opt_out" ? 1 : 0);
      if (context === "waitlist") {
        const e = await entry(id);
        const left = expected === "leave" || body.trim().toLowerCase() === "cancel";
        expect(e?.status).toBe(left ? "cancelled" : "waiting");
        expect(e?.runningLateAt !== null).toBe(expected === "late");
        // The host sees the words of a reply that was not plainly destructive; the guest is asked to reply 9.
        expect(e?.guestMessage).toBe(expected === "message" || expected === "ask_cancel" ? body : null);
        if (expected === "message") expect(res.body).toContain("the host has your message");
        if (expected === "ask_cancel") expect(res.body).toMatch(/Reply 9 if you want to leave the line/);
      } else {
        const r = await reservation(id);
        const cancelled = expected === "cancel" || body.trim().toLowerCase() === "cancel";
        expect(r?.status).toBe(cancelled ? "CANCELLED" : expected === "confirm" ? "CONFIRMED" : "PENDING");
        if (expected === "confirm") expect(res.body).toContain("is confirmed");
        if (expected === "ask_cancel")
          expect(res.body).toMatch(/Reply 9 if you want to cancel your reservation/);
        // A booking's reply that was not acted on is shown to the host on the Reservations tab, as the answer says.
        const staff = await h.caller(await h.tokenFor("demo"));
        const marks = await staff.texting.marks({ date: r?.reservationDate ?? "" });
        const shown = expected === "message" || expected === "ask_cancel" ? hostVisibleMessage(body) : null;
        expect(marks.reservations[r?.uuid ?? ""]?.guestMessage ?? null).toBe(shown);
      }
      if (expected === "opt_out") expect(res.body).toContain("no more texts");
      if (expected === "help") expect(res.body).toMatch(/Demo.*Call \(\d{3}\) \d{3} - \d{4}\. Reply STOP/);
    },
  );

  it("after STOP the store's next alert to that phone queues nothing; START lets texts through again", async () => {
    const phone = nextPhone();
    const entryId = await alertedEntry(phone);
    expect((await inbound(phone, "STOP")).body).toContain("no more texts");
    const api = await h.caller(await h.tokenFor("demo"));
    const count = async () =>
      (await h.db.db.select().from(messages).where(eq(messages.toPhone, phone))).length;
    const before = await count();
    await api.waitlist.alertAgain({ id: entryId });
    expect(await count()).toBe(before);
    // Opted out: a later reply is acted on but not answered (only HELP and START are).
    expect((await inbound(phone, "running late")).body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response></Response>',
    );
    expect((await inbound(phone, "START")).body).toContain("texts from us again");
    const queued = await h.db.db.transaction((tx) =>
      queueText(
        tx,
        { storeId, kind: "ready", toPhone: phone, body: "x", waitlistEntryId: entryId },
        clock.now(),
      ),
    );
    expect(queued).not.toBeNull();
    expect(await count()).toBe(before + 1);
  });

  it("a delivery report or an inbound text the database could not record answers 503; Twilio's resend is recorded", async () => {
    const phone = nextPhone();
    const entryId = await alertedEntry(phone);
    const [row] = await h.db.db.select().from(messages).where(eq(messages.waitlistEntryId, entryId));
    // The same webhooks on a database that fails every transaction (a blip: connections dropped).
    const broken = new Proxy(h.db.db, {
      get(target, prop, receiver) {
        if (prop === "transaction")
          return () => Promise.reject(new Error("Connection terminated unexpectedly"));
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const down = Fastify({ logger: false });
    await down.register(twilioWebhooks, {
      deps: { ...h.deps, db: broken },
      authToken: TOKEN,
      publicUrl: PUBLIC,
    });
    await down.ready();
    try {
      const report = { MessageSid: `SM${phone}`, MessageStatus: "delivered", To: `+1${phone}` };
      const path = `${TWILIO_STATUS_PATH}?m=${row?.id}`;
      const form = new URLSearchParams(report);
      const signed = {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(TOKEN, PUBLIC + path, [...form.entries()]),
      };
      const lost = await down.inject({
        method: "POST",
        url: path,
        headers: signed,
        payload: form.toString(),
      });
      expect(lost.statusCode).toBe(503);
      const inboundForm = new URLSearchParams({
        MessageSid: `SMdown${kind}`,
        AccountSid: "AC1",
        From: `+1${phone}`,
        To: STORE_NUMBER,
        Body: "9",
      });
      const reply = await down.inject({
        method: "POST",
        url: TWILIO_INBOUND_PATH,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioSignature(TOKEN, PUBLIC + TWILIO_INBOUND_PATH, [
            ...inboundForm.entries(),
          ]),
        },
        payload: inboundForm.toString(),
      });
      expect(reply.statusCode).toBe(503);
      expect((await entry(entryId))?.status).toBe("waiting");
      // Twilio sends both again once the database is back: each is recorded then.
      expect((await post(path, report)).statusCode).toBe(204);
      const [after] = await h.db.db
        .select()
        .from(messages)
        .where(eq(messages.id, row?.id ?? 0));
      expect(after).toMatchObject({ deliveryStatus: "delivered" });
      expect((await post(TWILIO_INBOUND_PATH, Object.fromEntries(inboundForm))).statusCode).toBe(200);
      expect((await entry(entryId))?.status).toBe("cancelled");
    } finally {
      await down.close();
    }
  });

  it("a webhook retried by Twilio acts once; junk never causes a 5xx", async () => {
    const phone = nextPhone();
    const id = await remindedReservation(phone);
    const params = {
      MessageSid: "SMretry1",
      AccountSid: "AC1",
      From: `+1${phone}`,
      To: STORE_NUMBER,
      Body: "1",
    };
    const a = await post(TWILIO_INBOUND_PATH, params);
    const b = await post(TWILIO_INBOUND_PATH, params);
    expect(a.body).toContain("is confirmed");
    expect(b.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect((await reservation(id))?.status).toBe("CONFIRMED");
    const junk: Record<string, string>[] = [
      { MessageSid: "SMjunk1" },
      { MessageSid: "SMjunk2", From: "not a phone", To: "", Body: "\u0000\u0007x".repeat(500) },
      { MessageSid: "x".repeat(5000), From: `+1${phone}`, To: STORE_NUMBER, Body: "9" },
    ];
    for (const payload of junk) {
      const r = await post(TWILIO_INBOUND_PATH, payload);
      expect(r.statusCode).toBe(200);
    }
    const status = await post(`${TWILIO_STATUS_PATH}?m=abc`, { MessageSid: "SM1", MessageStatus: "bogus" });
    expect(status.statusCode).toBe(204);
    const huge = await post(`${TWILIO_STATUS_PATH}?m=99999999999999999999`, {
      MessageSid: "SM1",
      MessageStatus: "delivered",
    });
    expect(huge.statusCode).toBe(204);
  });
});
