import { reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { arrivalMessages, tooManyArrivedMessage } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TODAY, TOMORROW } from "../../testing/reservation-kit";

/** docs/product.md#arrived and #reservations-tab: a booking's party at the stand, and the day's covers per shift. */
describe.each(testDrivers())("booking arrival and covers per shift on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let rival: Awaited<ReturnType<Harness["caller"]>>;
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    staff = await h.caller(await h.tokenFor("demo"));
    rival = await h.caller(await h.tokenFor("rival"));
  });
  afterAll(() => h.close());
  beforeEach(() => clock.set(NOON_NY));

  const stored = async (uuid: string) => {
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid));
    return { status: row?.status, arrivedCount: row?.arrivedCount, arrivedAt: row?.arrivedAt ?? null };
  };
  let n = 0;
  const bookToday = (partySize = 4) => {
    n += 1;
    return staff.reservations.create(
      booking({
        reservationDate: TODAY,
        reservationTime: "19:00",
        partySize,
        guestName: `Arriving Guest${n}`,
        guestPhone: `55530000${String(n).padStart(2, "0")}`,
      }),
    );
  };

  it("marks partly arrived, then arrived, then clears; the status stays and the lists show it", async () => {
    const r = await bookToday(4);
    const topics: string[] = [];
    const me = await staff.auth.me();
    const stop = h.deps.events.subscribe(me.store?.id ?? "", (e) => topics.push(e.topic));

    const partly = await staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 2 });
    expect(partly).toMatchObject({ status: "CONFIRMED", arrivedCount: 2 });
    expect(await stored(r.uuid)).toMatchObject({ status: "CONFIRMED", arrivedCount: 2 });
    expect((await stored(r.uuid)).arrivedAt?.toISOString()).toBe(NOON_NY.replace("Z", ".000Z"));

    const day = await staff.reservations.list({ date: TODAY });
    expect(day.find((x) => x.uuid === r.uuid)?.arrivedCount).toBe(2);
    clock.set("2026-06-10T22:30:00Z"); // 18:30: on the Dashboard (an hour before)
    const dashboard = await staff.waitlist.list();
    expect(dashboard.reservations.find((x) => x.uuid === r.uuid)?.arrivedCount).toBe(2);

    expect(await staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 4 })).toMatchObject({
      arrivedCount: 4,
      status: "CONFIRMED",
    });
    // Marking the same again is no error (two hosts at once).
    await staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 4 });
    expect(await staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: null })).toMatchObject({
      arrivedCount: null,
    });
    expect(await stored(r.uuid)).toEqual({ status: "CONFIRMED", arrivedCount: null, arrivedAt: null });

    for (let i = 0; i < 100 && topics.filter((t) => t === "reservations").length < 4; i++)
      await new Promise((res) => setTimeout(res, 20));
    stop();
    expect(topics.filter((t) => t === "reservations").length).toBeGreaterThanOrEqual(4);
  });

  it("seats an arrived booking as before", async () => {
    const r = await bookToday(3);
    await staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 3 });
    const seated = await staff.reservations.setStatus({ uuid: r.uuid, status: "SEATED" });
    expect(seated).toMatchObject({ status: "SEATED", arrivedCount: 3 });
    // Seated is finished: no more arrival changes.
    await expectTrpcError(
      staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 1 }),
      "CONFLICT",
      arrivalMessages.notOpen,
    );
  });

  it("refuses bad input with a clear 4xx and changes nothing", async () => {
    const r = await bookToday(4);
    await staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 1 });
    const before = await stored(r.uuid);
    await expectTrpcError(
      staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 5 }),
      "BAD_REQUEST",
      tooManyArrivedMessage(4),
    );
    for (const arrivedCount of [0, -2, 1.5, 13]) {
      await expectTrpcError(
        staff.reservations.markArrival({ uuid: r.uuid, arrivedCount }),
        "BAD_REQUEST",
        `arrivedCount: ${arrivalMessages.count}`,
      );
    }
    await expectTrpcError(
      staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: "2" as unknown as number }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      staff.reservations.markArrival({ uuid: "not-a-uuid", arrivedCount: 1 }),
      "BAD_REQUEST",
    );
    expect(await stored(r.uuid)).toEqual(before);

    // Another store's host: not found, and nothing changes.
    await expectTrpcError(rival.reservations.markArrival({ uuid: r.uuid, arrivedCount: 2 }), "NOT_FOUND");
    expect(await stored(r.uuid)).toEqual(before);

    // Tomorrow's booking, and a cancelled one, cannot be marked.
    const later = await staff.reservations.create(
      booking({ reservationDate: TOMORROW, guestName: "Tomorrow Guest", guestPhone: "5553009999" }),
    );
    await expectTrpcError(
      staff.reservations.markArrival({ uuid: later.uuid, arrivedCount: 1 }),
      "CONFLICT",
      arrivalMessages.notToday,
    );
    expect((await stored(later.uuid)).arrivedCount).toBeNull();
    await staff.reservations.setStatus({ uuid: r.uuid, status: "CANCELLED" });
    await expectTrpcError(
      staff.reservations.markArrival({ uuid: r.uuid, arrivedCount: 2 }),
      "CONFLICT",
      arrivalMessages.notOpen,
    );
    expect((await stored(r.uuid)).arrivedCount).toBe(1);
  });

  it("counts covers per shift of the day's hours, leaving out cancelled and no-show", async () => {
    // Thursday: lunch and dinner.
    const hours = (await staff.settings.getOpeningHours()).hours.filter((x) => x.dow !== 4);
    await staff.settings.saveOpeningHours({
      hours: [...hours, { dow: 4, open_time: 11, close_time: 15 }, { dow: 4, open_time: 17, close_time: 22 }],
    });
    const book = (reservationTime: string, partySize: number, phone: string) =>
      staff.reservations.create(
        booking({ reservationTime, partySize, guestName: `Covers ${phone}`, guestPhone: `555310${phone}` }),
      );
    await book("12:00", 2, "0001");
    await book("13:30", 4, "0002");
    await book("19:00", 6, "0003");
    const gone = await book("20:00", 8, "0004");
    await staff.reservations.setStatus({ uuid: gone.uuid, status: "CANCELLED" });

    const covers = await staff.reservations.shiftCovers({ date: TOMORROW });
    // Dinner has the test above's "Tomorrow Guest" too (18:00, 2).
    expect(covers.shifts).toEqual([
      { label: "11:00–15:00", covers: 6, bookings: 2 },
      { label: "17:00–22:00", covers: 8, bookings: 2 },
    ]);
    expect(covers.outside).toBeNull();
    expect(covers.total).toEqual({ covers: 14, bookings: 4 });
    expect((await rival.reservations.shiftCovers({ date: TOMORROW })).total).toEqual({
      covers: 0,
      bookings: 0,
    });
    await expectTrpcError(staff.reservations.shiftCovers({ date: "2026-13-40" }), "BAD_REQUEST");
  });
});
