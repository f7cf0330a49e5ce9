import { stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { DomainError, reservationMessages as M, publicCreateReservationInput } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createDeps } from "../../deps";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TODAY, TOMORROW } from "../../testing/reservation-kit";
import { TOO_MANY_BOOKINGS } from "./public-rate-limit";
import { createPublicReservation } from "./public-reservations";

const demo = { companySlug: "demo", storeSlug: "downtown" };
const base = {
  newReservationsEnabled: true,
  reservationIntervalMinutes: 30,
  maxTablesPerInterval: 4,
  maxPersonsPerInterval: 20,
};

describe.each(testDrivers())("public reservation page on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let anon: Awaited<ReturnType<Harness["caller"]>>;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    anon = await h.caller();
    staff = await h.caller(await h.tokenFor("demo"));
  });
  afterAll(() => h.close());

  it("store details by slugs: company name, address, phone, legacy id, hours, today in store time", async () => {
    const d = await anon.public.storeDetails(demo);
    expect(d).toMatchObject({
      companyName: "Demo Bistro",
      address: "120 Main Street, New York, NY 10001",
      phoneNumber: "2125550142",
      legacyStoreId: 1001,
      timezone: "America/New_York",
      today: TODAY,
      acceptingReservations: true,
    });
    expect(d.hours).toHaveLength(7);
    expect(d.hours.find((x) => x.dow === 6)).toEqual({ dow: 6, open_time: 11, close_time: 23.5 });
    await expectTrpcError(
      anon.public.storeDetails({ companySlug: "demo", storeSlug: "nope" }),
      "NOT_FOUND",
      M.storeNotFound,
    );
    await expectTrpcError(
      anon.public.storeDetails({ companySlug: "rival", storeSlug: "downtown" }),
      "NOT_FOUND",
    );
  });

  it("books CONFIRMED and answers only the guest's own booking", async () => {
    const r = await anon.public.createReservation({ ...demo, ...booking({ reservationTime: "19:30" }) });
    expect(r).toMatchObject({
      status: "CONFIRMED",
      restaurantName: "Demo Bistro",
      guestPhone: "5552234567",
      linkCode: null,
    });
    const slots = await anon.public.timeSlots({ ...demo, date: TOMORROW, partySize: 2 });
    expect(JSON.stringify(slots)).not.toMatch(/Ada|5552234567|example\.com/);
    expect(slots.find((s) => s.time === "19:30")).toEqual({
      time: "19:30",
      available: true,
      tablesAvailable: 3,
      personsAvailable: 18,
    });
  });

  it("refuses: disabled, blackout, past date, past slot, bad phone/email/name, party 13, unknown store", async () => {
    const create = (o: Record<string, unknown>) => anon.public.createReservation({ ...demo, ...booking(o) });
    await staff.reservations.config.update({ ...base, newReservationsEnabled: false });
    await expectTrpcError(create({}), "PRECONDITION_FAILED", M.disabled);
    expect((await anon.public.timeSlots({ ...demo, date: TOMORROW })).some((s) => s.available)).toBe(false);
    expect((await anon.public.storeDetails(demo)).acceptingReservations).toBe(false);
    await staff.reservations.config.update(base);

    await staff.reservations.blackoutDates.add({ date: "2026-06-25" });
    await expectTrpcError(create({ reservationDate: "2026-06-25" }), "BAD_REQUEST", M.blackedOut);
    await expectTrpcError(create({ reservationDate: "2026-06-01" }), "BAD_REQUEST", M.pastDate);
    await expectTrpcError(
      create({ reservationDate: TODAY, reservationTime: "12:00" }),
      "BAD_REQUEST",
      M.pastSlot,
    );
    await expectTrpcError(
      create({ guestPhone: "12345" }),
      "BAD_REQUEST",
      /guestPhone: Please enter a 10-digit phone number\./,
    );
    await expectTrpcError(create({ guestPhone: "555123456789" }), "BAD_REQUEST", /10-digit/);
    await expectTrpcError(
      create({ guestEmail: "ada@" }),
      "BAD_REQUEST",
      /guestEmail: Please enter a valid email address\./,
    );
    await expectTrpcError(create({ guestName: "" }), "BAD_REQUEST", /guestName/);
    await expectTrpcError(create({ partySize: 13 }), "BAD_REQUEST", /Party size must be between 1 and 12/);
    await expectTrpcError(create({ partySize: 0 }), "BAD_REQUEST", /Party size/);
    await expectTrpcError(create({ reservationTime: "09:00" }), "BAD_REQUEST", M.closed);
    await expectTrpcError(
      anon.public.createReservation({ ...booking(), companySlug: "demo", storeSlug: "ghost" }),
      "NOT_FOUND",
    );
  });

  it("link codes: only the link's access days (even over a blackout); without days the blackout rule", async () => {
    const link = await staff.reservations.accessLinks.create({ linkCode: "vip" });
    await staff.reservations.accessLinks.update({
      uuid: link.uuid,
      accessDays: ["2026-06-25", "2026-06-26"],
    });
    const withLink = (o: Record<string, unknown>) =>
      anon.public.createReservation({ ...demo, linkCode: "vip", ...booking(o) });
    await expectTrpcError(withLink({ reservationDate: TOMORROW }), "BAD_REQUEST", M.notAccessDay);
    const ok = await withLink({ reservationDate: "2026-06-25" });
    expect(ok.linkCode).toBe("vip");
    expect(await anon.public.bookableDates({ ...demo, linkCode: "vip" })).toEqual({
      today: TODAY,
      blackoutDates: ["2026-06-25"],
      accessDates: ["2026-06-25", "2026-06-26"],
      lastDate: "2026-09-08",
    });
    expect(await anon.public.bookableDates(demo)).toEqual({
      today: TODAY,
      blackoutDates: ["2026-06-25"],
      accessDates: [],
      lastDate: "2026-09-08",
    });
    const slots = await anon.public.timeSlots({ ...demo, linkCode: "vip", date: TOMORROW });
    expect(slots.some((s) => s.available)).toBe(false);
    // An unknown code has no access days: the blackout rule applies and nothing is stored.
    const unknown = await anon.public.createReservation({
      ...demo,
      linkCode: "nope",
      ...booking({ reservationTime: "13:00" }),
    });
    expect(unknown.linkCode).toBeNull();
  });

  it("today's past slots in a timezone far from UTC (Pacific/Kiritimati, UTC+14)", async () => {
    const [store] = await h.db.db.select().from(stores).where(eq(stores.slug, "uptown"));
    if (!store) throw new Error("no uptown");
    await h.db.db.update(stores).set({ timezone: "Pacific/Kiritimati" }).where(eq(stores.id, store.id));
    // 2026-06-10T22:15Z is 12:15 on June 11 in Kiritimati.
    clock.set("2026-06-10T22:15:00Z");
    const rival = { companySlug: "rival", storeSlug: "uptown" };
    expect((await anon.public.storeDetails(rival)).today).toBe("2026-06-11");
    const slots = await anon.public.timeSlots({ ...rival, date: "2026-06-11", partySize: 2 });
    expect(slots.filter((s) => s.available).map((s) => s.time)[0]).toBe("12:30");
    expect(slots.find((s) => s.time === "12:00")?.available).toBe(false);
    await expectTrpcError(
      anon.public.createReservation({ ...rival, ...booking({ reservationDate: "2026-06-10" }) }),
      "BAD_REQUEST",
      M.pastDate,
    );
    await h.db.db.update(stores).set({ timezone: "America/Los_Angeles" }).where(eq(stores.id, store.id));
    clock.set(NOON_NY);
  });

  it("hours past midnight: Saturday's late slots belong to Sunday's date", async () => {
    await h.db.db
      .update(stores)
      .set({
        hours: [6, 7].map((dow) => ({ dow, open_time: dow === 6 ? 20 : 0, close_time: dow === 6 ? 26 : 0 })),
      })
      .where(eq(stores.slug, "downtown"));
    // 2026-06-13 is a Saturday.
    const sat = await anon.public.timeSlots({ ...demo, date: "2026-06-13" });
    const sun = await anon.public.timeSlots({ ...demo, date: "2026-06-14" });
    expect(sat.map((s) => s.time)).toEqual([
      "20:00",
      "20:30",
      "21:00",
      "21:30",
      "22:00",
      "22:30",
      "23:00",
      "23:30",
    ]);
    expect(sun.map((s) => s.time)).toEqual(["00:00", "00:30", "01:00", "01:30"]);
    const r = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationDate: "2026-06-14", reservationTime: "01:00", guestPhone: "5552340014" }),
    });
    expect(r.reservationDate).toBe("2026-06-14");
    expect((await anon.public.storeDetails(demo)).hours).toEqual([
      { dow: 6, open_time: 20, close_time: 26 },
      { dow: 7, open_time: 0, close_time: 0 },
    ]);
  });

  it("rate-limits public booking attempts per address when limits are on", async () => {
    const deps = createDeps(h.db, { clock, rateLimits: true });
    const input = publicCreateReservationInput.parse({
      ...demo,
      ...booking({ reservationDate: "2026-06-01" }),
    });
    const attempt = (ip: string) => createPublicReservation(deps, input, ip).catch((e: unknown) => e);
    for (let i = 0; i < 20; i++) expect(await attempt("10.0.0.1")).toMatchObject({ message: M.pastDate });
    const blocked = await attempt("10.0.0.1");
    expect(blocked).toBeInstanceOf(DomainError);
    expect(blocked).toMatchObject({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_BOOKINGS });
    expect(await attempt("10.0.0.2")).toMatchObject({ message: M.pastDate });
  });
});
