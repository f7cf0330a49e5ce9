import { messages, reservationConfigs, reservations, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { reservationMessages as M } from "@seatline/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError } from "../../testing/reservation-kit";

/** A Friday in November: New York is UTC-5. */
const DAY = "2026-11-20";
const AT = {
  twoAm: "2026-11-20T07:00:00Z",
  fiveFiftyNine: "2026-11-20T22:59:00Z",
  six: "2026-11-20T23:00:00Z",
  sixOhFive: "2026-11-20T23:05:00Z",
  sixFiftyNine: "2026-11-20T23:59:00Z",
  seven: "2026-11-21T00:00:00Z",
  sevenThirty: "2026-11-21T00:30:00Z",
} as const;

const config = {
  newReservationsEnabled: true,
  reservationIntervalMinutes: 30,
  maxTablesPerInterval: 4,
  maxPersonsPerInterval: 20,
  bookingHorizonDays: 90,
};

describe.each(testDrivers())("bookings join the Dashboard from the store's lead on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(AT.twoAm);
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let rival: Awaited<ReturnType<Harness["caller"]>>;
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    staff = await h.caller(await h.tokenFor("demo"));
    rival = await h.caller(await h.tokenFor("rival"));
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set(AT.twoAm);
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.delete(reservations);
    await staff.reservations.config.update({ ...config, dashboardLeadMinutes: 60 });
  });

  const bookedNames = async (api = staff) => (await api.waitlist.list()).reservations.map((r) => r.guestName);

  it("a 7 PM booking is not on the list at 2 AM nor at 5:59 PM; it is from 6 PM (6:05 too), and stays once late", async () => {
    expect((await staff.reservations.config.get()).activeConfig.dashboardLeadMinutes).toBe(60);
    await staff.reservations.create(
      booking({ reservationDate: DAY, reservationTime: "19:00", guestName: "Evening Eve" }),
    );
    await staff.reservations.create(
      booking({ reservationDate: DAY, reservationTime: "12:00", guestName: "Lunch Lou" }),
    );
    // At 2 AM the store is closed to guests (docs/product.md#opening-hours); a host may still add a party.
    const walkIn = await staff.waitlist.add({ partySize: 2, name: "Walk Win" });

    const early = await staff.waitlist.list();
    expect(early.date).toBe(DAY);
    expect(early.reservations).toEqual([]);
    // Walk-ins are the live line whatever the hour.
    expect(early.entries.map((e) => e.id)).toEqual([walkIn.id]);
    // The day's book still has both.
    expect((await staff.reservations.list({ date: DAY })).map((r) => r.guestName).sort()).toEqual([
      "Evening Eve",
      "Lunch Lou",
    ]);

    clock.set(AT.fiveFiftyNine);
    // Lunch is long past and still open (never seated): it stays on, late.
    expect(await bookedNames()).toEqual(["Lunch Lou"]);
    clock.set(AT.six);
    expect(await bookedNames()).toEqual(["Lunch Lou", "Evening Eve"]);
    clock.set(AT.sixOhFive);
    const due = await staff.waitlist.list();
    expect(due.reservations.map((r) => [r.guestName, r.isLate])).toEqual([
      ["Lunch Lou", true],
      ["Evening Eve", false],
    ]);
    clock.set(AT.sevenThirty);
    expect((await staff.waitlist.list()).reservations.map((r) => [r.guestName, r.isLate])).toEqual([
      ["Lunch Lou", true],
      ["Evening Eve", true],
    ]);
  });

  it("the lead is the store's setting: 1440 shows the whole day, 0 only from the booking's time; other stores keep theirs", async () => {
    await staff.reservations.create(
      booking({ reservationDate: DAY, reservationTime: "19:00", guestName: "Evening Eve" }),
    );
    expect(await bookedNames()).toEqual([]);

    const whole = await staff.reservations.config.update({ ...config, dashboardLeadMinutes: 1440 });
    expect(whole.dashboardLeadMinutes).toBe(1440);
    expect(await bookedNames()).toEqual(["Evening Eve"]);
    expect((await rival.reservations.config.get()).activeConfig.dashboardLeadMinutes).toBe(60);

    await staff.reservations.config.update({ ...config, dashboardLeadMinutes: 0 });
    clock.set(AT.sixFiftyNine);
    expect(await bookedNames()).toEqual([]);
    clock.set(AT.seven);
    expect(await bookedNames()).toEqual(["Evening Eve"]);

    // Left out (as the legacy update and older clients send it), the stored lead stays.
    await staff.reservations.config.update(config);
    expect((await staff.reservations.config.get()).activeConfig.dashboardLeadMinutes).toBe(0);
  });

  it("refuses a lead outside 0-1440 whole minutes, in words; the legacy config update keeps the stored lead", async () => {
    const u = (dashboardLeadMinutes: number) =>
      staff.reservations.config.update({ ...config, dashboardLeadMinutes });
    for (const bad of [-1, 1441, 12.5]) {
      await expectTrpcError(u(bad), "BAD_REQUEST", `dashboardLeadMinutes: ${M.dashboardLead}`);
    }
    await u(90);
    const legacy = await h.app.inject({
      method: "POST",
      url: "/api/reservation_info/update_store_config",
      headers: { authorization: `Token ${await h.tokenFor("demo")}` },
      payload: {
        legacy_store_id: 1001,
        new_reservations_enabled: true,
        reservation_interval_minutes: 30,
        max_tables_per_interval: 4,
        max_persons_per_interval: 20,
      },
    });
    expect(legacy.statusCode).toBe(200);
    // The legacy answer keeps its documented fields only.
    expect(JSON.stringify(legacy.json())).not.toContain("lead");
    expect((await staff.reservations.config.get()).activeConfig.dashboardLeadMinutes).toBe(90);
  });

  it("the database refuses a lead out of range too", async () => {
    await expect(h.db.db.update(reservationConfigs).set({ dashboardLeadMinutes: 1441 })).rejects.toThrow();
    await expect(h.db.db.update(reservationConfigs).set({ dashboardLeadMinutes: -5 })).rejects.toThrow();
  });
});
