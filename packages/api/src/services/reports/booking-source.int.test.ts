/** Each booking records where it came from, for the report's "by source": public page, staff console, legacy /api. */
import { reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, NOON_NY, TOMORROW } from "../../testing/reservation-kit";

describe.each(testDrivers())("booking sources on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOON_NY) });
  });
  afterAll(() => h.close());

  const sourceOf = async (uuid: string) =>
    (await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid)))[0]?.source;

  it("public page → public, staff console → staff, /api (staff or anonymous) → legacy", async () => {
    const token = await h.tokenFor("demo");
    const staff = await (await h.caller(token)).reservations.create(booking({ guestPhone: "5552231101" }));
    expect(await sourceOf(staff.uuid)).toBe("staff");
    const pub = await (await h.caller()).public.createReservation({
      companySlug: "demo",
      storeSlug: "downtown",
      ...booking({ reservationTime: "18:30", guestPhone: "5552231102" }),
    });
    expect(await sourceOf(pub.uuid)).toBe("public");
    const legacyBody = {
      legacy_store_id: 1001,
      reservation_date: TOMORROW,
      party_size: 2,
      guest_name: "Lee Legacy",
      guest_email: "",
      guest_phone: "5552231103",
      seating_preference: "bar",
      special_requests: "",
    };
    for (const [auth, time] of [
      [`Token ${token}`, "19:00"],
      [undefined, "19:30"],
    ] as const) {
      const res = await h.app.inject({
        method: "POST",
        url: "/api/reservation_info/create_reservation",
        headers: auth ? { authorization: auth } : {},
        payload: { ...legacyBody, reservation_time: time },
      });
      expect(res.statusCode, res.body).toBe(200);
      const uuid = (res.json() as { payload: { uuid: string } }).payload.uuid;
      expect(await sourceOf(uuid)).toBe("legacy");
    }
  });
});
