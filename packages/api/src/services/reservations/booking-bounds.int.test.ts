/** Issue 13 item 9: the booking horizon, the per-phone cap on public bookings, and phones that cannot exist. */
import { reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import {
  beyondHorizonMessage,
  reservationMessages as M,
  PHONE_NOT_REAL,
  PUBLIC_BOOKINGS_PER_PHONE,
} from "@seatline/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TODAY } from "../../testing/reservation-kit";

const demo = { companySlug: "demo", storeSlug: "downtown" };
const config = {
  newReservationsEnabled: true,
  reservationIntervalMinutes: 30,
  maxTablesPerInterval: 4,
  maxPersonsPerInterval: 20,
};
const P = "/api/reservation_info";

describe.each(testDrivers())("booking bounds on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY); // TODAY = 2026-06-10 in New York
  let anon: Awaited<ReturnType<Harness["caller"]>>;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    anon = await h.caller();
    const token = await h.tokenFor("demo");
    staff = await h.caller(token);
    auth = { authorization: `Token ${token}` };
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.db.delete(reservations);
    await staff.reservations.config.update({ ...config, bookingHorizonDays: 90 });
  });

  it("public bookings open N days ahead (default 90): the last day books, the next is refused with a clear 400", async () => {
    expect((await staff.reservations.config.get()).activeConfig.bookingHorizonDays).toBe(90);
    expect((await anon.public.storeDetails(demo)).lastBookableDate).toBe("2026-09-08");
    const ok = await anon.public.createReservation({
      ...demo,
      ...booking({ reservationDate: "2026-09-08" }),
    });
    expect(ok.reservationDate).toBe("2026-09-08");
    for (const date of ["2026-09-09", "2027-06-10", "9999-12-31"]) {
      await expectTrpcError(
        anon.public.createReservation({ ...demo, ...booking({ reservationDate: date }) }),
        "BAD_REQUEST",
        beyondHorizonMessage(90),
      );
    }
    // Its time windows are all unavailable, and the legacy public path refuses the same way.
    const slots = await anon.public.timeSlots({ ...demo, date: "2026-09-09", partySize: 2 });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some((s) => s.available)).toBe(false);
    const legacy = await h.app.inject({
      method: "POST",
      url: `${P}/create_reservation`,
      payload: {
        legacy_store_id: 1001,
        reservation_date: "9999-12-31",
        reservation_time: "18:00",
        party_size: 2,
        guest_name: "Far Future",
        guest_phone: "5552344567",
      },
    });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json().system.message).toContain(beyondHorizonMessage(90));
    // The store changes N (1-365); the public page follows.
    await staff.reservations.config.update({ ...config, bookingHorizonDays: 7 });
    expect((await anon.public.bookableDates(demo)).lastDate).toBe("2026-06-17");
    await expectTrpcError(
      anon.public.createReservation({ ...demo, ...booking({ reservationDate: "2026-06-18" }) }),
      "BAD_REQUEST",
      beyondHorizonMessage(7),
    );
    for (const bad of [0, 366, 1.5]) {
      await expectTrpcError(
        staff.reservations.config.update({ ...config, bookingHorizonDays: bad }),
        "BAD_REQUEST",
        /between 1 and 365/,
      );
    }
  });

  it("the legacy config update (no horizon field) keeps the stored horizon; legacy answers keep their fields", async () => {
    await staff.reservations.config.update({ ...config, bookingHorizonDays: 30 });
    const res = await h.app.inject({
      method: "POST",
      url: `${P}/update_store_config`,
      headers: auth,
      payload: {
        legacy_store_id: 1001,
        new_reservations_enabled: true,
        reservation_interval_minutes: 15,
        max_tables_per_interval: 4,
        max_persons_per_interval: 20,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().payload.active_config).sort()).toEqual([
      "max_persons_per_interval",
      "max_tables_per_interval",
      "new_reservations_enabled",
      "reservation_interval_minutes",
    ]);
    expect((await staff.reservations.config.get()).activeConfig).toMatchObject({
      reservationIntervalMinutes: 15,
      bookingHorizonDays: 30,
    });
  });

  it("staff are not bound by the horizon but by a 2-year cap", async () => {
    const far = await staff.reservations.create(booking({ reservationDate: "2027-06-10" }));
    expect(far.reservationDate).toBe("2027-06-10");
    expect((await staff.reservations.create(booking({ reservationDate: "2028-06-09" }))).status).toBe(
      "CONFIRMED",
    );
    await expectTrpcError(
      staff.reservations.create(booking({ reservationDate: "2028-06-10" })),
      "BAD_REQUEST",
      M.staffTooFar,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ reservationDate: "9999-12-31" })),
      "BAD_REQUEST",
      M.staffTooFar,
    );
  });

  it(`one phone holds at most ${PUBLIC_BOOKINGS_PER_PHONE} upcoming public bookings at a store`, async () => {
    const phone = "(555) 234-0001";
    for (let i = 0; i < PUBLIC_BOOKINGS_PER_PHONE; i++) {
      await anon.public.createReservation({
        ...demo,
        ...booking({ guestPhone: phone, reservationDate: `2026-06-1${i + 1}` }),
      });
    }
    await expectTrpcError(
      anon.public.createReservation({
        ...demo,
        ...booking({ guestPhone: phone, reservationDate: "2026-06-20" }),
      }),
      "CONFLICT",
      M.tooManyForPhone,
    );
    // Another phone, another store, and staff are not held back.
    await anon.public.createReservation({ ...demo, ...booking({ guestPhone: "5552340002" }) });
    await anon.public.createReservation({
      companySlug: "rival",
      storeSlug: "uptown",
      ...booking({ guestPhone: phone, reservationDate: "2026-06-12" }),
    });
    await staff.reservations.create(booking({ guestPhone: phone, reservationDate: "2026-06-21" }));
    // A cancelled booking frees its place.
    const [first] = await staff.reservations.list({ date: "2026-06-11" });
    if (!first) throw new Error("no booking");
    await staff.reservations.setStatus({ uuid: first.uuid, status: "CANCELLED" });
    await staff.reservations.setStatus({
      uuid: (await staff.reservations.list({ date: "2026-06-21" }))[0]?.uuid ?? "",
      status: "CANCELLED",
    });
    const again = await anon.public.createReservation({
      ...demo,
      ...booking({ guestPhone: phone, reservationDate: "2026-06-22" }),
    });
    expect(again.status).toBe("CONFIRMED");
  });

  it.runIf(kind === "postgres")(
    "the per-phone cap holds under 12 concurrent bookings on different dates",
    async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          anon.public.createReservation({
            ...demo,
            ...booking({
              guestPhone: "5552340003",
              reservationDate: `2026-07-${String(i + 10).padStart(2, "0")}`,
            }),
          }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(PUBLIC_BOOKINGS_PER_PHONE);
      for (const r of results)
        if (r.status === "rejected") expect(String(r.reason)).toContain(M.tooManyForPhone);
    },
  );

  it("phones that cannot exist are refused everywhere they are accepted", async () => {
    for (const bad of ["5551234567", "(055) 234-4567", "155-234-4567", "5550344567"]) {
      await expectTrpcError(
        anon.public.createReservation({ ...demo, ...booking({ guestPhone: bad }) }),
        "BAD_REQUEST",
        `guestPhone: ${PHONE_NOT_REAL}`,
      );
      await expectTrpcError(
        staff.reservations.create(booking({ guestPhone: bad })),
        "BAD_REQUEST",
        /cannot exist/,
      );
      await expectTrpcError(
        staff.waitlist.join({ partySize: 2, name: "Kiosk", phone: bad }),
        "BAD_REQUEST",
        /cannot exist/,
      );
      const legacy = await h.app.inject({
        method: "POST",
        url: "/api/host_info/waiting_customers",
        headers: auth,
        payload: {
          company: "demo",
          store_num: 1,
          customer_name: "Legacy",
          customer_number: bad,
          party_size: 2,
        },
      });
      expect(legacy.statusCode, legacy.body).toBe(400);
      expect(legacy.body).toContain("cannot exist");
    }
    expect(await h.db.db.select().from(reservations)).toHaveLength(0);
    expect(TODAY).toBe("2026-06-10");
  });
});
