/**
 * Which party or booking a text reply reaches (webhooks/inbound-reply.ts, docs/architecture.md#texting), through the
 * signed inbound webhook: a stranger's remote join naming a guest's phone cannot steer that guest's "9" (one number:
 * the guest is asked which; own numbers: each number answers its own store), a text never sent is no conversation,
 * STOP speaks for the number it was sent to (before the first text too, confirmed once), and a phone correction retires the old phone's replies and links.
 */
import { kioskSettings, messages, reservations, stores, waitlistEntries } from "@seatline/db";
import { openAllDay, testDrivers } from "@seatline/db/testing";
import { HOST_MESSAGE_OPTED_OUT } from "@seatline/domain";
import { and, desc, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { queueText } from "../notify/outbox";
import { twilioSignature } from "../notify/twilio-signature";
import { textedStatusToken } from "../testing/guest-kit";
import { createHarness, type Harness } from "../testing/harness";
import { booking, expectTrpcError, NOON_NY, TOMORROW } from "../testing/reservation-kit";
import { TWILIO_INBOUND_PATH, twilioWebhooks } from "./twilio-webhooks";

const PUBLIC = "https://seatline.example";
const TOKEN = "test-auth-token";
/** The shared number every store without its own texts from. */
const SHARED_NUMBER = "+15005550006";
/** Rival's own number, in the tests that give it one. */
const RIVAL_NUMBER = "+15005550009";
/** The webhook's answer when no text is sent back. */
const NO_ANSWER = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

describe.each(testDrivers())("reply routing on %s", (kind) => {
  let h: Harness;
  let hook: FastifyInstance;
  let demo: string;
  let rival: string;
  const clock = manualClock(NOON_NY);
  let seq = 0;
  const nextPhone = () => `555226${String(1000 + seq++)}`;
  let slot = 0;
  /** A free half-hour slot of the evening for each booking. */
  const nextTime = () => `${17 + Math.floor(slot / 2)}:${slot++ % 2 === 0 ? "00" : "30"}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    // The rival store (Los Angeles) opens at 11:00, after this clock there: both stores open all day here, the hours
    // are join-hours.int.test.ts's subject.
    await openAllDay(h.db.db);
    hook = Fastify({ logger: false });
    await hook.register(twilioWebhooks, { deps: h.deps, authToken: TOKEN, publicUrl: PUBLIC });
    await hook.ready();
    const all = await h.db.db.select().from(stores);
    demo = all.find((s) => s.legacyStoreId === 1001)?.id ?? "";
    rival = all.find((s) => s.id !== demo)?.id ?? "";
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
    await h.db.db.update(stores).set({ remoteJoinEnabled: true });
  });
  afterAll(async () => {
    await hook.close();
    await h.close();
  });
  beforeEach(async () => {
    await h.db.db.update(stores).set({ smsFrom: null });
  });

  /** The guest's reply, signed as Twilio signs it, to the number it was sent to. */
  async function reply(from: string, body: string, to = SHARED_NUMBER) {
    const form = new URLSearchParams({
      MessageSid: `SMroute${kind}${seq++}`,
      AccountSid: "AC1",
      From: `+1${from}`,
      To: to,
      Body: body,
    });
    const res = await hook.inject({
      method: "POST",
      url: TWILIO_INBOUND_PATH,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(TOKEN, PUBLIC + TWILIO_INBOUND_PATH, [...form.entries()]),
      },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  }
  /** The provider took the store's pending texts to `phone`, from `from` (as the dispatcher records it). */
  const markSent = (storeId: string, phone: string, from = SHARED_NUMBER) =>
    h.db.db
      .update(messages)
      .set({ status: "sent", fromNumber: from, providerMessageId: `SM${phone}${seq++}`, sentAt: clock.now() })
      .where(and(eq(messages.storeId, storeId), eq(messages.toPhone, phone), eq(messages.status, "pending")));
  async function demoBooking(phone: string) {
    const staff = await h.caller(await h.tokenFor("demo"));
    const r = await staff.reservations.create(
      booking({
        guestPhone: phone,
        reservationDate: TOMORROW,
        reservationTime: nextTime(),
        guestName: "Vic Tim",
      }),
    );
    await markSent(demo, phone);
    return r.uuid;
  }
  const bookingStatus = async (uuid: string) =>
    (await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid)))[0]?.status;
  /** A stranger joins rival's line from the public page, naming `phone`. */
  async function strangersJoin(phone: string) {
    const anon = await h.caller();
    await anon.guest.join({
      companySlug: "rival",
      storeSlug: "uptown",
      partySize: 2,
      name: "Stranger",
      phone,
    });
    const [entry] = await h.db.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.storeId, rival), eq(waitlistEntries.customerNumber, phone)));
    return entry?.id ?? 0;
  }
  const entryStatus = async (id: number) =>
    (await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.status;

  it("a stranger's remote join at another store naming the guest's phone cannot take the guest's 9: one number asks which", async () => {
    const victim = nextPhone();
    const uuid = await demoBooking(victim);
    const entryId = await strangersJoin(victim);
    await markSent(rival, victim);
    const asked = await reply(victim, "9");
    expect(asked).toContain("You have texts about more than one visit: A for Demo");
    expect(asked).toMatch(/A for [^,]+ \(your booking\), B for [^.]+ \(your place in line\)/);
    expect(await bookingStatus(uuid)).toBe("CONFIRMED");
    expect(await entryStatus(entryId)).toBe("waiting");
    // The guest picks by letter: only that one is changed.
    expect(await reply(victim, "A 9")).toContain("is cancelled");
    expect(await bookingStatus(uuid)).toBe("CANCELLED");
    expect(await entryStatus(entryId)).toBe("waiting");
  });

  it("a stranger's join at a store with its own number changes nothing the guest's reply to the other number reaches", async () => {
    await h.db.db.update(stores).set({ smsFrom: RIVAL_NUMBER }).where(eq(stores.id, rival));
    const victim = nextPhone();
    const uuid = await demoBooking(victim);
    const entryId = await strangersJoin(victim);
    await markSent(rival, victim, RIVAL_NUMBER);
    expect(await reply(victim, "9")).toContain("is cancelled");
    expect(await bookingStatus(uuid)).toBe("CANCELLED");
    expect(await entryStatus(entryId)).toBe("waiting");
  });

  it("a text the provider never took is no conversation: the stranger's queued join text steers nothing", async () => {
    const victim = nextPhone();
    const uuid = await demoBooking(victim);
    const entryId = await strangersJoin(victim); // its join text stays queued
    expect(await reply(victim, "9")).toContain("is cancelled");
    expect(await bookingStatus(uuid)).toBe("CANCELLED");
    expect(await entryStatus(entryId)).toBe("waiting");
  });

  it("STOP speaks for the number it was sent to: a store's own number stops that store only, the shared one every store on it", async () => {
    await h.db.db.update(stores).set({ smsFrom: RIVAL_NUMBER }).where(eq(stores.id, rival));
    const phone = nextPhone();
    const canText = (storeId: string) =>
      h.db.db.transaction(
        async (tx) =>
          (await queueText(tx, { storeId, kind: "ready", toPhone: phone, body: "x" }, clock.now())) !== null,
      );
    await demoBooking(phone);
    await strangersJoin(phone);
    await markSent(rival, phone, RIVAL_NUMBER);
    expect(await reply(phone, "STOP", RIVAL_NUMBER)).toContain("no more texts");
    expect(await canText(rival)).toBe(false);
    expect(await canText(demo)).toBe(true);
    expect(await reply(phone, "START", RIVAL_NUMBER)).toContain("texts from us again");
    expect(await canText(rival)).toBe(true);
    expect(await reply(phone, "STOP")).toContain("no more texts");
    expect(await canText(demo)).toBe(false);
    expect(await canText(rival)).toBe(true);
  });

  it("a STOP before the first text is recorded for the number it was sent to and confirmed once; Add party and a free text then send nothing", async () => {
    await h.db.db.update(stores).set({ smsFrom: RIVAL_NUMBER }).where(eq(stores.id, rival));
    const [rivalStore] = await h.db.db.select().from(stores).where(eq(stores.id, rival));
    const rivalName = rivalStore?.name ?? "";
    const phone = nextPhone();
    const textsTo = async (to: string) =>
      (await h.db.db.select().from(messages).where(eq(messages.toPhone, to))).length;
    const canText = (storeId: string, to: string) =>
      h.db.db.transaction(
        async (tx) =>
          (await queueText(tx, { storeId, kind: "ready", toPhone: to, body: "x" }, clock.now())) !== null,
      );
    // The shared number: every store on it, in the shared number's words.
    expect(await reply(phone, "STOP")).toContain(
      "you will get no more texts from this number, from any restaurant that texts from it",
    );
    // Confirmed once: a repeated STOP (or a synonym) is recorded and answered with nothing.
    expect(await reply(phone, "STOP")).toBe(NO_ANSWER);
    expect(await reply(phone, "unsubscribe")).toBe(NO_ANSWER);
    // Nor does anything else get an answer now.
    expect(await reply(phone, "hello?")).toBe(NO_ANSWER);
    const staff = await h.caller(await h.tokenFor("demo"));
    const party = await staff.waitlist.join({ partySize: 2, name: "Quinn", phone });
    await expectTrpcError(
      staff.texting.sendToGuest({ id: party.id, message: "Your table is almost ready" }),
      "CONFLICT",
      HOST_MESSAGE_OPTED_OUT,
    );
    expect(await textsTo(phone)).toBe(0);
    expect((await staff.texting.marks()).entries[String(party.id)]?.optedOut).toBe(true);
    // Rival texts from its own number, which this STOP did not reach.
    expect(await canText(rival, phone)).toBe(true);

    // A store's own number: that store only, in its name; its synonyms too (ALTO).
    const other = nextPhone();
    expect(await reply(other, "ALTO", RIVAL_NUMBER)).toContain(
      `${rivalName}: you will get no more texts from ${rivalName}.`,
    );
    expect(await reply(other, "STOP", RIVAL_NUMBER)).toBe(NO_ANSWER);
    expect(await canText(rival, other)).toBe(false);
    expect(await canText(demo, other)).toBe(true);
    // START undoes it, and a STOP after that is confirmed again.
    expect(await reply(other, "START", RIVAL_NUMBER)).toContain("texts from us again");
    expect(await canText(rival, other)).toBe(true);
    expect(await reply(other, "STOP", RIVAL_NUMBER)).toContain("no more texts");
  });

  it("a booking's phone correction retires the old phone's /r/ link and replies; the new phone gets a new link that works", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const guest = await h.caller();
    const [oldPhone, newPhone] = [nextPhone(), nextPhone()];
    const uuid = await demoBooking(oldPhone);
    const linkTo = async (phone: string) =>
      (
        await h.db.db
          .select({ token: messages.linkTokens })
          .from(messages)
          .where(eq(messages.toPhone, phone))
          .orderBy(desc(messages.id))
          .limit(1)
      )[0]?.token ?? "";
    const oldToken = await linkTo(oldPhone);
    expect(await guest.guest.booking({ token: oldToken })).toMatchObject({ status: "CONFIRMED" });

    await staff.reservations.update({ uuid, guestPhone: newPhone });
    await expectTrpcError(guest.guest.booking({ token: oldToken }), "NOT_FOUND");
    await expectTrpcError(guest.guest.cancelBooking({ token: oldToken }), "NOT_FOUND");
    expect(await reply(oldPhone, "9")).not.toContain("is cancelled");
    expect(await bookingStatus(uuid)).toBe("CONFIRMED");

    const newToken = await linkTo(newPhone);
    expect(newToken).not.toBe("");
    expect(newToken).not.toBe(oldToken);
    expect(await guest.guest.booking({ token: newToken })).toMatchObject({ status: "CONFIRMED" });
    await markSent(demo, newPhone);
    expect(await reply(newPhone, "9")).toContain("is cancelled");
    expect(await bookingStatus(uuid)).toBe("CANCELLED");
  });

  it("a waiting party's phone correction retires the old phone's status link and replies; the new phone gets its own", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const guest = await h.caller();
    const [oldPhone, newPhone] = [nextPhone(), nextPhone()];
    const e = await staff.waitlist.join({ partySize: 2, name: "Pat", phone: oldPhone });
    await markSent(demo, oldPhone);
    const oldToken = await textedStatusToken(h.db.db, oldPhone);
    expect(await guest.guest.status({ token: oldToken })).toBeTruthy();

    await staff.waitlist.edit({ id: e.id, phone: newPhone });
    await expectTrpcError(guest.guest.status({ token: oldToken }), "NOT_FOUND");
    expect(await reply(oldPhone, "9")).not.toContain("you have left the line");
    expect(await entryStatus(e.id)).toBe("waiting");

    const newToken = await textedStatusToken(h.db.db, newPhone);
    expect(newToken).not.toBe("");
    expect(newToken).not.toBe(oldToken);
    expect(await guest.guest.status({ token: newToken })).toBeTruthy();
    await markSent(demo, newPhone);
    expect(await reply(newPhone, "9")).toContain("you have left the line");
    expect(await entryStatus(e.id)).toBe("cancelled");
  });
});
