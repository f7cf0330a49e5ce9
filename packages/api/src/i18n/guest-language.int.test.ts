/**
 * Issue 19: the guest's language is stored with the waitlist entry or reservation and every text to that guest uses
 * it (join, ready, confirmation, reminders, replies' answers); the language is validated; legacy paths default to en;
 * the store's offered languages (legacy store English only, new stores English and Spanish) are a staff setting.
 */
import { kioskSettings, messages, reservations, stores, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { and, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { twilioSignature } from "../notify/twilio-signature";
import { createHarness, type Harness } from "../testing/harness";
import { booking, expectTrpcError, NOON_NY, TOMORROW } from "../testing/reservation-kit";
import { TWILIO_INBOUND_PATH, twilioWebhooks } from "../webhooks/twilio-webhooks";

const PUBLIC = "https://seatline.example";
const TOKEN = "test-auth-token";
const STORE_NUMBER = "+15005550006";

describe.each(testDrivers())("guest languages on %s", (kind) => {
  let h: Harness;
  let hook: FastifyInstance;
  const clock = manualClock(NOON_NY);
  let seq = 0;
  const nextPhone = () => `555224${String(1000 + seq++)}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    hook = Fastify({ logger: false });
    await hook.register(twilioWebhooks, { deps: h.deps, authToken: TOKEN, publicUrl: PUBLIC });
    await hook.ready();
  });
  afterAll(async () => {
    await hook.close();
    await h.close();
  });

  const textsTo = (phone: string) =>
    h.db.db.select().from(messages).where(eq(messages.toPhone, phone)).orderBy(messages.id);
  const markSent = (phone: string) =>
    h.db.db
      .update(messages)
      .set({ status: "sent", fromNumber: STORE_NUMBER, providerMessageId: `SM${phone}`, sentAt: clock.now() })
      .where(and(eq(messages.toPhone, phone), eq(messages.status, "pending")));
  const reply = async (from: string, body: string) => {
    const form = new URLSearchParams({
      MessageSid: `SMlang${kind}${seq++}`,
      AccountSid: "AC1",
      From: `+1${from}`,
      To: STORE_NUMBER,
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
    return res.body;
  };

  it("the legacy store offers English only; staff can offer Spanish too (validated, stored in order)", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    expect(await staff.settings.getGuestLanguages()).toEqual(["en"]);
    expect((await staff.waitlist.kioskState()).guestLanguages).toEqual(["en"]);
    await expectTrpcError(staff.settings.saveGuestLanguages({ languages: [] }), "BAD_REQUEST");
    await expectTrpcError(
      staff.settings.saveGuestLanguages({ languages: ["fr"] as unknown as ["en"] }),
      "BAD_REQUEST",
    );
    expect(await staff.settings.saveGuestLanguages({ languages: ["es", "en"] })).toEqual(["en", "es"]);
    expect((await staff.waitlist.kioskState()).guestLanguages).toEqual(["en", "es"]);
    const anon = await h.caller();
    const details = await anon.public.storeDetails({ companySlug: "demo", storeSlug: "downtown" });
    expect(details.guestLanguages).toEqual(["en", "es"]);
    // A new store (the seed's second one) offers both by default.
    const rival = await anon.public.storeDetails({ companySlug: "rival", storeSlug: "uptown" });
    expect(rival.guestLanguages).toEqual(["en", "es"]);
  });

  it("a Spanish kiosk join stores es and texts the join and table-ready texts in Spanish; replies are answered in Spanish", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const phone = nextPhone();
    const e = await staff.waitlist.join({ partySize: 2, name: "Ana", phone, language: "es" });
    const [row] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(row?.language).toBe("es");
    await staff.waitlist.alert({ id: e.id });
    const texts = await textsTo(phone);
    expect(texts.map((t) => t.kind)).toEqual(["join", "ready"]);
    expect(texts[0]?.body).toMatch(
      /: esta en la lista de espera, turno [A-Z]\d+\. Vea su lugar en la fila: http/,
    );
    expect(texts[1]?.body).toMatch(/: ¡su mesa esta lista! Turno [A-Z]\d+, por favor venga al mostrador/);
    await markSent(phone);
    expect(await reply(phone, "tarde")).toContain("el anfitrion sabe que viene con retraso");
    expect(await reply(phone, "cancelar")).toContain("salio de la fila");
    const [left] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(left?.status).toBe("cancelled");
  });

  it("ALTO opts out, in Spanish, like STOP", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const phone = nextPhone();
    await staff.waitlist.join({ partySize: 2, name: "Luis", phone, language: "es" });
    await markSent(phone);
    // The demo store texts from the shared number: the answer says the opt-out covers every restaurant on it.
    expect(await reply(phone, "ALTO")).toContain(
      "ya no recibira mas mensajes de este numero, de ningun restaurante que escriba desde él",
    );
  });

  it("an English join (or one without a language) stays English word for word", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const phone = nextPhone();
    const e = await staff.waitlist.join({ partySize: 2, name: "Bob", phone });
    const [row] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(row?.language).toBe("en");
    const [text] = await textsTo(phone);
    expect(text?.body).toMatch(/: you're on the waitlist, ticket [A-Z]\d+\. See your place in line: http/);
  });

  it("refuses a language it does not speak, on the kiosk, the remote join and the public booking", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const anon = await h.caller();
    const bad = "fr" as unknown as "es";
    await expectTrpcError(
      staff.waitlist.join({ partySize: 2, name: "X", phone: null, language: bad }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      anon.guest.join({
        companySlug: "demo",
        storeSlug: "downtown",
        partySize: 2,
        name: "X",
        phone: nextPhone(),
        language: bad,
      }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      anon.public.createReservation({
        companySlug: "demo",
        storeSlug: "downtown",
        ...booking(),
        language: bad,
      }),
      "BAD_REQUEST",
    );
  });

  it("a Spanish public booking stores es and its confirmation is Spanish; SÍ confirms in Spanish", async () => {
    const anon = await h.caller();
    const phone = nextPhone();
    const r = await anon.public.createReservation({
      companySlug: "demo",
      storeSlug: "downtown",
      ...booking({ guestPhone: phone, reservationDate: TOMORROW, reservationTime: "19:00", partySize: 2 }),
      language: "es",
    });
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, r.uuid));
    expect(row?.language).toBe("es");
    const [text] = await textsTo(phone);
    expect(text?.body).toContain("su reservacion para 2 personas el ");
    expect(text?.body).toContain(" a las 7:00pm esta confirmada. Por favor llegue 10 minutos antes.");
    await markSent(phone);
    expect(await reply(phone, "sí")).toContain("gracias, su reservacion para 2 personas el ");
  });

  it("the legacy REST booking takes an optional language and defaults to English", async () => {
    const post = (body: Record<string, unknown>) =>
      h.app.inject({
        method: "POST",
        url: "/api/reservation_info/create_reservation",
        payload: {
          legacy_store_id: 1001,
          reservation_date: TOMORROW,
          reservation_time: "20:00",
          party_size: 2,
          guest_name: "Rest Guest",
          guest_email: "",
          seating_preference: "first_available",
          ...body,
        },
      });
    const en = nextPhone();
    expect((await post({ guest_phone: en })).statusCode).toBe(200);
    expect((await textsTo(en))[0]?.body).toContain("your reservation for 2 people on ");
    const es = nextPhone();
    expect((await post({ guest_phone: es, language: "es" })).statusCode).toBe(200);
    expect((await textsTo(es))[0]?.body).toContain("su reservacion para 2 personas el ");
    expect((await post({ guest_phone: nextPhone(), language: "xx" })).statusCode).toBe(400);
  });
  it("a language the store does not offer is the store's default: never refused, never texted (public booking, remote join, kiosk, legacy REST booking)", async () => {
    const staff = await h.caller(await h.tokenFor("demo"));
    const anon = await h.caller();
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
    await h.db.db.update(stores).set({ remoteJoinEnabled: true });
    const legacyBooking = (guest_phone: string, time: string, language?: string) =>
      h.app.inject({
        method: "POST",
        url: "/api/reservation_info/create_reservation",
        payload: {
          legacy_store_id: 1001,
          reservation_date: TOMORROW,
          reservation_time: time,
          party_size: 2,
          guest_name: "Old Client",
          guest_email: "",
          guest_phone,
          seating_preference: "first_available",
          ...(language ? { language } : {}),
        },
      });
    const languageOf = async (phone: string) => {
      const [b] = await h.db.db.select().from(reservations).where(eq(reservations.guestPhone, phone));
      const [e] = await h.db.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.customerNumber, phone));
      return b?.language ?? e?.language;
    };

    // English only: Spanish asked for is English kept and texted.
    expect(await staff.settings.saveGuestLanguages({ languages: ["en"] })).toEqual(["en"]);
    const [web, remote, kiosk, legacy] = [nextPhone(), nextPhone(), nextPhone(), nextPhone()];
    await anon.public.createReservation({
      companySlug: "demo",
      storeSlug: "downtown",
      ...booking({ guestPhone: web, reservationDate: TOMORROW, reservationTime: "17:00", partySize: 2 }),
      language: "es",
    });
    expect(
      await anon.guest.join({
        companySlug: "demo",
        storeSlug: "downtown",
        partySize: 2,
        name: "Eva",
        phone: remote,
        language: "es",
      }),
    ).toMatchObject({ sent: true, token: expect.stringMatching(/^[a-z2-7]{32}$/) });
    await staff.waitlist.join({ partySize: 2, name: "Kim", phone: kiosk, language: "es" });
    expect((await legacyBooking(legacy, "17:30", "es")).statusCode).toBe(200);
    for (const phone of [web, remote, kiosk, legacy]) {
      expect(await languageOf(phone), phone).toBe("en");
      const [text] = await textsTo(phone);
      expect(text?.body, phone).toMatch(/your reservation for 2 people on |you're on the waitlist/);
    }

    // Spanish only: a legacy client that sends English, or nothing, is not refused and gets Spanish.
    expect(await staff.settings.saveGuestLanguages({ languages: ["es"] })).toEqual(["es"]);
    const [sentEn, sentNothing, kioskEn] = [nextPhone(), nextPhone(), nextPhone()];
    expect((await legacyBooking(sentEn, "18:30", "en")).statusCode).toBe(200);
    expect((await legacyBooking(sentNothing, "21:00")).statusCode).toBe(200);
    await staff.waitlist.join({ partySize: 2, name: "Lee", phone: kioskEn, language: "en" });
    for (const phone of [sentEn, sentNothing, kioskEn]) {
      expect(await languageOf(phone), phone).toBe("es");
      const [text] = await textsTo(phone);
      expect(text?.body, phone).toMatch(/su reservacion para 2 personas el |esta en la lista de espera/);
    }
    await staff.settings.saveGuestLanguages({ languages: ["en", "es"] });
  });
});
