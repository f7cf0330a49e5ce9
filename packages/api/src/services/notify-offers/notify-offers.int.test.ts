/**
 * The notify list end to end through the services (docs/product.md#notify-me): a freed table goes to the earliest
 * request that fits (of those whose phone replied 1 to its first text), is held for that guest alone (the public page
 * shows it taken), 9 or a run-out hold passes it on, 1 books it once; bad requests get a 4xx. The races run on
 * PostgreSQL too when TEST_DATABASE_URL is set. What keeps bots from filling the list: notify-list-proof.int.test.ts.
 */
import { messages, notifyOffers, notifyRequests, reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { addDays, notifyMessages, reservationMessages } from "@seatline/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TOMORROW } from "../../testing/reservation-kit";
import { handleInboundText } from "../../webhooks/inbound-reply";
import { expireDueOffers, notifyOfferSweep } from "./notify-sweep";

const demoSlugs = { companySlug: "demo", storeSlug: "downtown" };
const FROM = "+15005550006";

describe.each(testDrivers())("notify list on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let anon: Awaited<ReturnType<Harness["caller"]>>;
  let day = 0;
  /** A fresh date per test, so tests do not share slots. */
  const nextDate = () => addDays(TOMORROW, day++);
  let seq = 0;
  const phone = () => `555233${String(1000 + seq++)}`;

  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 20 });
    staff = await h.caller(await h.tokenFor("demo"));
    anon = await h.caller();
    // One table per slot: a single cancellation frees exactly one table.
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 1,
      maxPersonsPerInterval: 10,
    });
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

  async function requestsOf(date: string) {
    return h.db.db
      .select()
      .from(notifyRequests)
      .where(eq(notifyRequests.requestDate, date))
      .orderBy(asc(notifyRequests.id));
  }
  async function offersOf(date: string) {
    return h.db.db
      .select()
      .from(notifyOffers)
      .where(eq(notifyOffers.offerDate, date))
      .orderBy(asc(notifyOffers.id));
  }
  async function offerTextsTo(to: string) {
    return h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.toPhone, to), eq(messages.kind, "notify_offer")));
  }
  async function activeAt(date: string, time: string) {
    return h.db.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.reservationDate, date),
          eq(reservations.reservationTime, time),
          inArray(reservations.status, ["PENDING", "CONFIRMED", "SEATED"]),
        ),
      );
  }
  /** The provider took every pending text to `to` (so a reply to it is a live conversation). */
  async function markSent(to: string) {
    await h.db.db
      .update(messages)
      .set({ status: "sent", fromNumber: FROM, sentAt: clock.now() })
      .where(and(eq(messages.toPhone, to), eq(messages.status, "pending")));
  }
  const reply = (from: string, body: string) =>
    handleInboundText(h.deps, { providerMessageId: `SMn${kind}${seq++}`, from: `+1${from}`, to: FROM, body });

  /** The phone's reply 1 to the first text of its request: offers can go to it from now on. */
  async function confirm(guestPhone: string) {
    await markSent(guestPhone);
    expect((await reply(guestPhone, "1")).outcome).toBe("phone confirmed");
  }
  /** A request (for a full time) whose phone confirmed it. */
  async function askConfirmed(date: string, guestPhone: string, extra: Record<string, unknown> = {}) {
    await ask(date, guestPhone, extra);
    await confirm(guestPhone);
  }

  /** Fills 19:00 on `date` with a staff booking and answers its uuid. */
  async function fill(date: string) {
    const r = await staff.reservations.create(
      booking({ reservationDate: date, reservationTime: "19:00", guestPhone: phone() }),
    );
    return r.uuid;
  }

  it("a cancellation offers the table to the first request only; 9 passes it to the second, whose 1 books it once", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    expect(
      await h.db.db
        .select()
        .from(messages)
        .where(and(eq(messages.toPhone, ada), eq(messages.kind, "notify_listed"))),
    ).toHaveLength(1);

    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    const first = await offersOf(date);
    expect(first).toHaveLength(1);
    expect((await requestsOf(date)).map((r) => r.status)).toEqual(["offered", "waiting"]);
    const [text] = await offerTextsTo(ada);
    expect(text?.body).toContain(
      "A table for 2 at 7:00 PM is yours if you reply 1 within 10 minutes (9 to pass)",
    );
    expect(text?.body).toContain("/n/{token}");
    expect(await offerTextsTo(bo)).toHaveLength(0);
    // The held table is taken for everyone else: the public page and a staff booking see a full slot.
    const slots = await anon.public.timeSlots({ ...demoSlugs, date, partySize: 2 });
    expect(slots.find((s) => s.time === "19:00")?.available).toBe(false);
    await expectTrpcError(
      staff.reservations.create(
        booking({ reservationDate: date, reservationTime: "19:00", guestPhone: phone() }),
      ),
      "CONFLICT",
      reservationMessages.slotFull,
    );

    await markSent(ada);
    const passed = await reply(ada, "9");
    expect(passed.intent).toBe("pass");
    expect(await offerTextsTo(bo)).toHaveLength(1);
    expect((await requestsOf(date)).map((r) => r.status)).toEqual(["waiting", "offered"]);

    await markSent(bo);
    const took = await reply(bo, "1");
    expect(took.outcome).toBe("booked from the notify list");
    const booked = await activeAt(date, "19:00");
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ guestPhone: bo, source: "notify", status: "CONFIRMED" });
    expect((await offersOf(date)).map((o) => o.status)).toEqual(["passed", "taken"]);
    expect((await requestsOf(date)).map((r) => r.status)).toEqual(["waiting", "booked"]);
    // The booking's own confirmation text follows, with its booking page.
    expect(
      await h.db.db
        .select()
        .from(messages)
        .where(and(eq(messages.toPhone, bo), eq(messages.kind, "reservation_confirmed"))),
    ).toHaveLength(1);
    // A second 1 books nothing more.
    await reply(bo, "1");
    expect(await activeAt(date, "19:00")).toHaveLength(1);
  });

  it("the hold runs out on the fake clock: the table goes on, and a late 1 hears it has gone", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    expect(await expireDueOffers(h.deps, clock.now())).toBe(0);
    clock.advance(10 * 60_000 + 1);
    try {
      expect(await expireDueOffers(h.deps, clock.now())).toBe(1);
      expect((await offersOf(date)).map((o) => o.status)).toEqual(["expired", "offered"]);
      await markSent(ada);
      const late = await reply(ada, "1");
      expect(late.reply).toContain("Sorry, that table has gone to the next guest");
      expect(await activeAt(date, "19:00")).toHaveLength(0);
      expect(await offerTextsTo(bo)).toHaveLength(1);
    } finally {
      clock.set(NOON_NY);
    }
  });

  it("never offers a table to a phone that booked that day meanwhile, nor to one whose time is too close", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    await anon.public.createReservation({
      ...demoSlugs,
      ...booking({ reservationDate: date, reservationTime: "18:00", guestPhone: ada }),
    });
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    expect(await offerTextsTo(ada)).toHaveLength(0);
    expect(await offerTextsTo(bo)).toHaveLength(1);

    // Today at noon: 12:30 is inside the cutoff (60 minutes), so its freed table is offered to no one.
    const today = "2026-06-10";
    const near = await staff.reservations.create(
      booking({ reservationDate: today, reservationTime: "12:30", guestPhone: phone() }),
    );
    const cy = phone();
    await askConfirmed(today, cy, { windowStart: "12:30", windowEnd: "12:30" });
    await staff.reservations.setStatus({ uuid: near.uuid, status: "CANCELLED" });
    expect(await offerTextsTo(cy)).toHaveLength(0);
  });

  it("an offered guest who books that date on their own during the hold: their 1 books nothing more; the table goes on", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    expect(await offerTextsTo(ada)).toHaveLength(1);
    await markSent(ada);
    // Ada books 18:00 on the public page while 19:00 is held for her.
    await anon.public.createReservation({
      ...demoSlugs,
      ...booking({ reservationDate: date, reservationTime: "18:00", guestPhone: ada }),
    });
    await reply(ada, "1");
    const adas = await h.db.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.reservationDate, date), eq(reservations.guestPhone, ada)));
    expect(adas.map((r) => r.reservationTime)).toEqual(["18:00"]);
    expect(await activeAt(date, "19:00")).toHaveLength(0);
    expect(await offerTextsTo(bo)).toHaveLength(1);
  });

  it("sends no offer in quiet hours (the catch-up offers it after), unless the store turned them off", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const ada = phone();
    await askConfirmed(date, ada);
    clock.set("2026-06-11T01:30:00Z"); // 21:30 in New York
    try {
      await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
      expect(await offerTextsTo(ada)).toHaveLength(0);
      await staff.notify.updateSettings({ holdMinutes: 10, cutoffMinutes: 60, quietHours: false });
      await notifyOfferSweep(h.deps).run(clock.now());
      expect(await offerTextsTo(ada)).toHaveLength(1);
    } finally {
      await staff.notify.updateSettings({ holdMinutes: 10, cutoffMinutes: 60, quietHours: true });
      clock.set(NOON_NY);
    }
  });

  it("capacity raised and a blackout lifted free tables too: each is offered at once", async () => {
    const date = nextDate();
    await fill(date);
    const ada = phone();
    await askConfirmed(date, ada);
    const config = {
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxPersonsPerInterval: 10,
    };
    try {
      await staff.reservations.config.update({ ...config, maxTablesPerInterval: 2 });
      expect(await offerTextsTo(ada)).toHaveLength(1);
    } finally {
      await staff.reservations.config.update({ ...config, maxTablesPerInterval: 1 });
    }
    // A request is only for a full time: the table it waits for is freed while the date is blacked out (nothing is
    // offered on such a date), and offered once the blackout is lifted.
    const other = nextDate();
    const booked = await fill(other);
    const bo = phone();
    await askConfirmed(other, bo);
    await staff.reservations.blackoutDates.add({ date: other });
    await staff.reservations.setStatus({ uuid: booked, status: "CANCELLED" });
    expect(await offerTextsTo(bo)).toHaveLength(0);
    await staff.reservations.blackoutDates.remove({ date: other });
    expect(await offerTextsTo(bo)).toHaveLength(1);
  });

  it("refuses bad requests with a 4xx and writes nothing", async () => {
    const date = nextDate();
    await fill(date);
    const before = (await requestsOf(date)).length;
    await expectTrpcError(ask("2026-06-09", phone()), "BAD_REQUEST", notifyMessages.pastDate);
    await expectTrpcError(
      ask(date, phone(), { windowStart: "08:00", windowEnd: "09:30" }),
      "BAD_REQUEST",
      notifyMessages.windowOutside,
    );
    await expectTrpcError(ask(date, phone(), { partySize: 12 }), "BAD_REQUEST", /Parties of more than 10/);
    await expectTrpcError(ask(date, "12"), "BAD_REQUEST");
    const p = phone();
    await ask(date, p);
    await expectTrpcError(ask(date, p), "CONFLICT", notifyMessages.duplicate);
    expect((await requestsOf(date)).length).toBe(before + 1);
  });

  it("two cancellations at once: two tables, two offers to two different guests, never more", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 2,
      maxPersonsPerInterval: 10,
    });
    // Offers may hold both tables of the time (the default share, 25 %, holds one of two).
    await staff.notify.updateSettings({
      holdMinutes: 10,
      cutoffMinutes: 60,
      quietHours: true,
      holdSharePercent: 100,
    });
    try {
      const date = nextDate();
      const [u1, u2] = [await fill(date), await fill(date)];
      const guests = [phone(), phone(), phone()];
      for (const g of guests) await askConfirmed(date, g);
      await Promise.all([
        staff.reservations.setStatus({ uuid: u1, status: "CANCELLED" }),
        staff.reservations.setStatus({ uuid: u2, status: "CANCELLED" }),
      ]);
      const offers = await offersOf(date);
      expect(offers).toHaveLength(2);
      expect(new Set(offers.map((o) => o.requestId)).size).toBe(2);
      expect((await requestsOf(date)).map((r) => r.status)).toEqual(["offered", "offered", "waiting"]);
    } finally {
      await staff.notify.updateSettings({ holdMinutes: 10, cutoffMinutes: 60, quietHours: true });
      await staff.reservations.config.update({
        newReservationsEnabled: true,
        reservationIntervalMinutes: 30,
        maxTablesPerInterval: 1,
        maxPersonsPerInterval: 10,
      });
    }
  });

  it("reply 1 racing a staff booking of the same table: the slot ends exactly at capacity", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const ada = phone();
    await askConfirmed(date, ada);
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    await markSent(ada);
    const [took, staffBooking] = await Promise.allSettled([
      reply(ada, "1"),
      staff.reservations.create(
        booking({ reservationDate: date, reservationTime: "19:00", guestPhone: phone() }),
      ),
    ]);
    expect(took.status).toBe("fulfilled");
    // The table was held for Ada: the host's booking is refused, whichever ran first.
    expect(staffBooking.status).toBe("rejected");
    const at = await activeAt(date, "19:00");
    expect(at).toHaveLength(1);
    expect(at[0]?.guestPhone).toBe(ada);
  });

  it("a 1 after expiry racing the sweep: one outcome, never a booking and an offer of the same table", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    await markSent(ada);
    clock.advance(10 * 60_000 + 1);
    try {
      const [late] = await Promise.all([reply(ada, "1"), expireDueOffers(h.deps, clock.now())]);
      expect(late.reply).toContain("Sorry, that table has gone to the next guest");
      expect(await activeAt(date, "19:00")).toHaveLength(0);
      const offers = await offersOf(date);
      expect(offers.filter((o) => o.status === "offered")).toHaveLength(1);
      expect(offers.filter((o) => o.status === "expired")).toHaveLength(1);
    } finally {
      clock.set(NOON_NY);
    }
  });

  it("Reports count the list: requests, offers sent and taken, refills, covers recovered, and the notify export", async () => {
    const week = { from: "2026-06-08", to: "2026-06-14" };
    const before = (await staff.notify.report(week)).current;
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada);
    await askConfirmed(date, bo);
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    await markSent(ada);
    await reply(ada, "9");
    clock.advance(3 * 60_000);
    try {
      await markSent(bo);
      await reply(bo, "1");
    } finally {
      clock.set(NOON_NY);
    }
    const after = (await staff.notify.report(week)).current;
    expect(after.requests - before.requests).toBe(2);
    expect(after.offersSent - before.offersSent).toBe(2);
    expect(after.offersTaken - before.offersTaken).toBe(1);
    expect(after.cancellationsRefilled - before.cancellationsRefilled).toBe(1);
    expect(after.coversRecovered - before.coversRecovered).toBe(2);
    expect(after.medianRefillMinutes).not.toBeNull();
    const token = await h.tokenFor("demo");
    const csv = await h.app.inject({
      method: "GET",
      url: `/api/reports/notify.csv?from=${date}&to=${date}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Date,Time,Size,Name,Phone,Outcome,Offered by,Freed at,Offered at,Hold ends,Settled at",
    );
    expect(lines.slice(1).map((l) => l.split(",")[5])).toEqual(["passed", "taken"]);
  });

  it("the host sees the day's requests with the live offer and can remove one, which passes its offer on", async () => {
    const date = nextDate();
    const uuid = await fill(date);
    const [ada, bo] = [phone(), phone()];
    await askConfirmed(date, ada, { guestName: "Ada" });
    await askConfirmed(date, bo, { guestName: "Bo" });
    await staff.reservations.setStatus({ uuid, status: "CANCELLED" });
    clock.advance(4 * 60_000);
    try {
      const rows = await staff.notify.day({ date });
      expect(rows.map((r) => r.offer?.label ?? r.status)).toEqual(["offered to Ada, 6 min left", "waiting"]);
      await staff.notify.remove({ requestId: rows[0]?.id ?? 0 });
      const after = await staff.notify.day({ date });
      expect(after.map((r) => r.guestName)).toEqual(["Bo"]);
      expect(after[0]?.offer?.label).toBe("offered to Bo, 10 min left");
    } finally {
      clock.set(NOON_NY);
    }
  });
});
