/**
 * A notify list bots cannot fill (docs/product.md#notify-me, SECURITY.md): anyone can type any phone on the public
 * page, so a request is accepted only for a full time, holds no table until its phone replied 1 to its first text,
 * is bounded per address, store and phone (texts included), live offers hold at most the store's share of a time's
 * tables, and taking an offer obeys the public page's cap of upcoming bookings per phone. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { messages, notifyOffers, notifyRequests, reservations, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import {
  addDays,
  NOTIFY_OPEN_REQUESTS_PER_PHONE,
  NOTIFY_TEXTS_PER_PHONE_PER_DAY,
  notifyMessages,
  PUBLIC_BOOKINGS_PER_PHONE,
  restoreGuestLinks,
} from "@seatline/domain";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createContext } from "../../context";
import { createDeps } from "../../deps";
import { queueText } from "../../notify/outbox";
import { createCaller } from "../../root";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TOMORROW } from "../../testing/reservation-kit";
import { handleInboundText } from "../../webhooks/inbound-reply";
import { NOTIFY_REQUEST_LIMITS } from "./notify-limits";
import { notifyOfferSweep } from "./notify-sweep";

const demoSlugs = { companySlug: "demo", storeSlug: "downtown" };
const FROM = "+15005550006";
/** Tables per time in this file: the share's example (8 tables at 25 % hold at most 2). */
const TABLES = 8;
const CONFIG = {
  newReservationsEnabled: true,
  reservationIntervalMinutes: 30,
  maxTablesPerInterval: TABLES,
  maxPersonsPerInterval: 40,
};
const SETTINGS = { holdMinutes: 10, cutoffMinutes: 60, quietHours: false };

describe.each(testDrivers())("a notify list bots cannot fill, on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let anon: Awaited<ReturnType<Harness["caller"]>>;
  let storeId = "";
  let day = 0;
  /** A fresh date per use, so tests do not share slots. */
  const nextDate = () => addDays(TOMORROW, day++);
  let seq = 0;
  const phone = () => `555244${String(1000 + seq++)}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 20 });
    staff = await h.caller(await h.tokenFor("demo"));
    anon = await h.caller();
    await staff.reservations.config.update(CONFIG);
    // Offers go out whatever the hour (quiet hours are not under test here).
    await staff.notify.updateSettings(SETTINGS);
    const [demo] = await h.db.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, "downtown"));
    storeId = demo?.id ?? "";
  });
  afterAll(() => h.close());

  const ask = (date: string, guestPhone: string, extra: Record<string, unknown> = {}) =>
    anon.public.notify.request({
      ...demoSlugs,
      requestDate: date,
      partySize: 2,
      windowStart: "19:00",
      windowEnd: "19:00",
      guestName: `Guest ${guestPhone.slice(-4)}`,
      guestPhone,
      ...extra,
    });
  const requestsOf = (date: string) =>
    h.db.db
      .select()
      .from(notifyRequests)
      .where(eq(notifyRequests.requestDate, date))
      .orderBy(asc(notifyRequests.id));
  const requestOf = async (guestPhone: string) =>
    (await h.db.db.select().from(notifyRequests).where(eq(notifyRequests.guestPhone, guestPhone)))[0];
  const liveOffersOf = (date: string) =>
    h.db.db
      .select()
      .from(notifyOffers)
      .where(and(eq(notifyOffers.offerDate, date), eq(notifyOffers.status, "offered")));
  const textsTo = (to: string, kind: "notify_listed" | "notify_offer") =>
    h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.toPhone, to), eq(messages.kind, kind)));
  const activeOf = (guestPhone: string) =>
    h.db.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.guestPhone, guestPhone),
          inArray(reservations.status, ["PENDING", "CONFIRMED", "SEATED"]),
        ),
      );
  /** The provider took every pending text to `to` (so a reply to it is a live conversation). */
  async function markSent(to: string) {
    await h.db.db
      .update(messages)
      .set({ status: "sent", fromNumber: FROM, sentAt: clock.now() })
      .where(and(eq(messages.toPhone, to), eq(messages.status, "pending")));
  }
  /** The guest's text reply, after the provider took every text queued to them (unless told not to). */
  const reply = async (from: string, body: string, o: { markSent: boolean } = { markSent: true }) => {
    if (o.markSent) await markSent(from);
    return handleInboundText(h.deps, {
      providerMessageId: `SMp${kind}${seq++}`,
      from: `+1${from}`,
      to: FROM,
      body,
    });
  };
  async function askConfirmed(date: string, guestPhone: string) {
    await ask(date, guestPhone);
    expect((await reply(guestPhone, "1")).outcome).toBe("phone confirmed");
  }
  /** Books every table of 19:00 on `date` (staff) and answers the bookings' uuids. */
  async function fill(date: string): Promise<string[]> {
    const uuids: string[] = [];
    for (let i = 0; i < TABLES; i++) {
      const r = await staff.reservations.create(
        booking({ reservationDate: date, reservationTime: "19:00", guestPhone: phone() }),
      );
      uuids.push(r.uuid);
    }
    return uuids;
  }
  const cancel = (uuid: string | undefined) =>
    staff.reservations.setStatus({ uuid: uuid ?? "", status: "CANCELLED" });
  const sevenPmFree = async (date: string) =>
    (await anon.public.timeSlots({ ...demoSlugs, date, partySize: 2 })).find((s) => s.time === "19:00")
      ?.available;
  /** Three upcoming public bookings of the phone on other dates: the public page's cap. */
  async function bookUpToTheCap(guestPhone: string) {
    for (let i = 0; i < PUBLIC_BOOKINGS_PER_PHONE; i++) {
      await anon.public.createReservation({
        ...demoSlugs,
        ...booking({ reservationDate: nextDate(), reservationTime: "18:00", guestPhone }),
      });
    }
  }

  it("accepts a request only for a full time: a window with a table still free is refused and writes nothing", async () => {
    const date = nextDate();
    await expectTrpcError(ask(date, phone()), "BAD_REQUEST", notifyMessages.stillFree);
    await fill(date);
    // 19:00 is full, 18:30 is not: the guest books 18:30 instead.
    await expectTrpcError(
      ask(date, phone(), { windowStart: "18:30", windowEnd: "19:00" }),
      "BAD_REQUEST",
      notifyMessages.stillFree,
    );
    expect(await requestsOf(date)).toHaveLength(0);
    const ada = phone();
    await ask(date, ada);
    expect((await requestsOf(date)).map((r) => r.guestPhone)).toEqual([ada]);
  });

  it("a request whose phone has not replied 1 holds no table: strangers' phones get one text each and no offer, the tables stay on the public page", async () => {
    const date = nextDate();
    const uuids = await fill(date);
    // Eight requests naming strangers' phones, then one real guest who answers her text.
    const strangers = Array.from({ length: TABLES }, () => phone());
    for (const s of strangers) await ask(date, s);
    const ada = phone();
    await askConfirmed(date, ada);
    const [listed] = await textsTo(strangers[0] ?? "", "notify_listed");
    expect(listed?.body).toContain("Reply 1 to confirm this number, then we will text you if one frees up.");

    for (const u of uuids.slice(0, 3)) await cancel(u);
    await notifyOfferSweep(h.deps).run(clock.now());
    // Only Ada's request is offered a table; the strangers got their one text and nothing more.
    expect((await liveOffersOf(date)).map((o) => o.requestId)).toEqual([(await requestOf(ada))?.id]);
    for (const s of strangers) {
      expect(await textsTo(s, "notify_offer")).toHaveLength(0);
      expect(await textsTo(s, "notify_listed")).toHaveLength(1);
    }
    // The two tables not held are on the public page, and a real guest books one.
    expect(await sevenPmFree(date)).toBe(true);
    const guest = phone();
    await anon.public.createReservation({
      ...demoSlugs,
      ...booking({ reservationDate: date, reservationTime: "19:00", guestPhone: guest }),
    });
    expect(await activeOf(guest)).toHaveLength(1);

    // A host cannot offer a table to an unconfirmed request by hand either.
    const stranger = await requestOf(strangers[0] ?? "");
    await expectTrpcError(
      staff.notify.offer({ requestId: stranger?.id ?? 0 }),
      "CONFLICT",
      notifyMessages.notConfirmed,
    );
    expect((await staff.notify.day({ date })).find((r) => r.id === stranger?.id)?.phoneConfirmed).toBe(false);

    // The phone's own 1 confirms it, and the table still free is offered to it at once.
    const confirmed = await reply(strangers[0] ?? "", "1");
    expect(confirmed.outcome).toBe("phone confirmed");
    expect(confirmed.reply).toContain("your number is confirmed");
    expect((await requestOf(strangers[0] ?? ""))?.phoneConfirmedAt).not.toBeNull();
    expect(await textsTo(strangers[0] ?? "", "notify_offer")).toHaveLength(1);
  });

  it("live offers hold at most the store's share of a time's tables: 8 tables at 25 % hold 2, the rest stay bookable", async () => {
    expect((await staff.notify.settings()).holdSharePercent).toBe(25);
    const date = nextDate();
    const uuids = await fill(date);
    const guests = [phone(), phone(), phone(), phone()];
    for (const g of guests) await askConfirmed(date, g);
    await Promise.all([cancel(uuids[0]), cancel(uuids[1])]);
    await Promise.all([cancel(uuids[2]), cancel(uuids[3])]);
    await notifyOfferSweep(h.deps).run(clock.now());
    const held = await liveOffersOf(date);
    expect(held).toHaveLength(2);
    const [first, second] = await Promise.all(guests.slice(0, 2).map(requestOf));
    expect(held.map((o) => o.requestId).sort()).toEqual([first?.id, second?.id].sort());
    expect(await sevenPmFree(date)).toBe(true);
    // Nor can a host's offer by hand go past the share.
    const third = await requestOf(guests[2] ?? "");
    await expectTrpcError(
      staff.notify.offer({ requestId: third?.id ?? 0 }),
      "CONFLICT",
      notifyMessages.noFit,
    );

    // A real guest books one of the two free tables; the first guest takes her offer: one hold left, so the catch-up
    // offers the last free table to the next request.
    await anon.public.createReservation({
      ...demoSlugs,
      ...booking({ reservationDate: date, reservationTime: "19:00", guestPhone: phone() }),
    });
    expect((await reply(guests[0] ?? "", "1")).outcome).toBe("booked from the notify list");
    await notifyOfferSweep(h.deps).run(clock.now());
    expect((await liveOffersOf(date)).map((o) => o.requestId).sort()).toEqual([second?.id, third?.id].sort());
    expect(await sevenPmFree(date)).toBe(false);
  });

  it("the hold share is a store setting: 1-100 %, 25 by default", async () => {
    for (const holdSharePercent of [0, 101, 12.5]) {
      await expectTrpcError(
        staff.notify.updateSettings({ ...SETTINGS, holdSharePercent }),
        "BAD_REQUEST",
        new RegExp(notifyMessages.holdShare.replace(/[.()%]/g, "\\$&")),
      );
    }
    try {
      expect(await staff.notify.updateSettings({ ...SETTINGS, holdSharePercent: 50 })).toMatchObject({
        holdSharePercent: 50,
      });
      expect((await staff.notify.settings()).holdSharePercent).toBe(50);
    } finally {
      await staff.notify.updateSettings(SETTINGS);
    }
    expect((await staff.notify.settings()).holdSharePercent).toBe(25);
  });

  it("taking an offer obeys the public page's cap of 3 upcoming bookings per phone, by reply and on the page", async () => {
    const date = nextDate();
    const uuids = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    await cancel(uuids[0]);
    expect(await textsTo(ada, "notify_offer")).toHaveLength(1);
    await markSent(ada);
    // During the hold Ada's phone books up to the cap on other dates: her 1 books no fourth table. (The bookings'
    // own texts are still queued, so her reply answers the offer alone.)
    await bookUpToTheCap(ada);
    const took = await reply(ada, "1", { markSent: false });
    expect(took.outcome).toBe("phone at its booking cap");
    expect(took.reply).toContain(`already has ${PUBLIC_BOOKINGS_PER_PHONE} upcoming reservations here`);
    expect(await activeOf(ada)).toHaveLength(PUBLIC_BOOKINGS_PER_PHONE);
    expect((await requestOf(ada))?.status).toBe("left");
    // The table went on to the next request.
    expect(await textsTo(bo, "notify_offer")).toHaveLength(1);

    // The same on the notify page's "Take this table".
    await bookUpToTheCap(bo);
    const [offerText] = await h.db.db
      .select({ body: messages.body, linkTokens: messages.linkTokens })
      .from(messages)
      .where(and(eq(messages.toPhone, bo), eq(messages.kind, "notify_offer")))
      .orderBy(desc(messages.id));
    const token = restoreGuestLinks(offerText?.body ?? "", offerText?.linkTokens ?? null).match(
      /\/n\/([A-Za-z0-9_-]{32})/,
    )?.[1];
    await expectTrpcError(
      anon.public.notify.take({ token: token ?? "" }),
      "CONFLICT",
      /already has 3 upcoming reservations here/,
    );
    expect(await activeOf(bo)).toHaveLength(PUBLIC_BOOKINGS_PER_PHONE);
    expect(await sevenPmFree(date)).toBe(true);

    // A phone already at the cap is not offered a table at all: it goes to the next request.
    const other = nextDate();
    const more = await fill(other);
    const [cy, dee] = [phone(), phone()];
    await askConfirmed(other, cy);
    await bookUpToTheCap(cy);
    await askConfirmed(other, dee);
    await cancel(more[0]);
    expect(await textsTo(cy, "notify_offer")).toHaveLength(0);
    expect(await textsTo(dee, "notify_offer")).toHaveLength(1);
  });

  it(`limits open requests per phone and store to ${NOTIFY_OPEN_REQUESTS_PER_PHONE}`, async () => {
    const dates = [nextDate(), nextDate(), nextDate()] as const;
    for (const d of dates) await fill(d);
    const ada = phone();
    await ask(dates[0], ada);
    await ask(dates[1], ada);
    await expectTrpcError(ask(dates[2], ada), "CONFLICT", notifyMessages.tooManyOpen);
    expect(await requestsOf(dates[2])).toHaveLength(0);
    // Off the list for one date (the host removed it), the phone may ask for another.
    await staff.notify.remove({ requestId: (await requestOf(ada))?.id ?? 0 });
    await ask(dates[2], ada);
    expect(await requestsOf(dates[2])).toHaveLength(1);
  });

  it(`limits notify texts per phone and store to ${NOTIFY_TEXTS_PER_PHONE_PER_DAY} in 24 hours: no more offers, no more requests`, async () => {
    const date = nextDate();
    const uuids = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    // Ada had the day's other notify texts already (earlier offers she let pass).
    const request = await requestOf(ada);
    await h.db.db.transaction(async (tx) => {
      for (let i = 1; i < NOTIFY_TEXTS_PER_PHONE_PER_DAY; i++) {
        await queueText(
          tx,
          { storeId, kind: "notify_offer", toPhone: ada, body: `offer ${i}`, notifyRequestId: request?.id },
          clock.now(),
        );
      }
    });
    await cancel(uuids[0]);
    // The table goes to Bo; Ada gets no seventh text.
    expect(await textsTo(bo, "notify_offer")).toHaveLength(1);
    expect(await textsTo(ada, "notify_offer")).toHaveLength(NOTIFY_TEXTS_PER_PHONE_PER_DAY - 1);
    const later = nextDate();
    await fill(later);
    await expectTrpcError(ask(later, ada), "TOO_MANY_REQUESTS", notifyMessages.textsUsedUp);
    expect(await requestsOf(later)).toHaveLength(0);
    // A day later the phone may be texted again.
    clock.advance(24 * 60 * 60_000 + 60_000);
    try {
      await ask(later, ada);
      expect(await requestsOf(later)).toHaveLength(1);
    } finally {
      clock.set(NOON_NY);
    }
  });

  it("limits requests per address and per store an hour (with limits on)", async () => {
    const limited = createDeps(h.db, { clock, rateLimits: true });
    const from = async (ip: string) => createCaller(await createContext(limited, { ip }));
    const request = (caller: Awaited<ReturnType<typeof from>>, date: string, guestPhone: string) =>
      caller.public.notify.request({
        ...demoSlugs,
        requestDate: date,
        partySize: 2,
        windowStart: "19:00",
        windowEnd: "19:00",
        guestName: "Limited",
        guestPhone,
      });

    // Per address: every attempt counts, refused ones too; another address is not held back.
    const open = nextDate();
    const one = await from("203.0.113.20");
    for (let i = 0; i < NOTIFY_REQUEST_LIMITS.perAddress.max; i++) {
      await expectTrpcError(request(one, open, phone()), "BAD_REQUEST", notifyMessages.stillFree);
    }
    await expectTrpcError(request(one, open, phone()), "TOO_MANY_REQUESTS", notifyMessages.tooManyFromDevice);

    // Per store: only requests the store accepts count, whatever addresses they come from.
    const full = nextDate();
    await fill(full);
    const refused = await from("198.51.100.200");
    for (let i = 0; i < 3; i++) {
      await expectTrpcError(request(refused, open, phone()), "BAD_REQUEST", notifyMessages.stillFree);
    }
    let address = 0;
    let caller = await from(`198.51.100.${++address}`);
    for (let i = 0; i < NOTIFY_REQUEST_LIMITS.perStore.max; i++) {
      if (i > 0 && i % NOTIFY_REQUEST_LIMITS.perAddress.max === 0)
        caller = await from(`198.51.100.${++address}`);
      await request(caller, full, phone());
    }
    const fresh = await from(`198.51.100.${++address}`);
    await expectTrpcError(request(fresh, full, phone()), "TOO_MANY_REQUESTS", notifyMessages.storeBusy);
    expect(await requestsOf(full)).toHaveLength(NOTIFY_REQUEST_LIMITS.perStore.max);
    // The harness (RATE_LIMITS=off) is never limited.
    await ask(full, phone());
    expect(await requestsOf(full)).toHaveLength(NOTIFY_REQUEST_LIMITS.perStore.max + 1);
  });
});
