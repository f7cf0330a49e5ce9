import { testDrivers } from "@seatline/db/testing";
import { reservationMessages as M } from "@seatline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError, NOON_NY, TODAY } from "../../testing/reservation-kit";

const base = {
  newReservationsEnabled: true,
  reservationIntervalMinutes: 30,
  maxTablesPerInterval: 4,
  maxPersonsPerInterval: 20,
  bookingHorizonDays: 90,
  dashboardLeadMinutes: 60,
};

describe.each(testDrivers())("reservation settings on %s", (kind) => {
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

  it("config: reads the seeded config with the slugs; saves within the limits of docs/product.md#limits", async () => {
    expect(await staff.reservations.config.get()).toEqual({
      activeConfig: base,
      companySlug: "demo",
      storeSlug: "downtown",
    });
    const saved = await staff.reservations.config.update({
      ...base,
      reservationIntervalMinutes: 15,
      maxPersonsPerInterval: 50,
    });
    expect(saved).toEqual({ ...base, reservationIntervalMinutes: 15, maxPersonsPerInterval: 50 });
    expect((await rival.reservations.config.get()).activeConfig).toEqual(base);
    await staff.reservations.config.update(base);
  });

  it("config: refuses values outside the limits with clear messages", async () => {
    const u = (patch: Partial<typeof base>) => staff.reservations.config.update({ ...base, ...patch });
    await expectTrpcError(u({ reservationIntervalMinutes: 45 }), "BAD_REQUEST", /15, 30 or 60/);
    await expectTrpcError(u({ maxTablesPerInterval: 0 }), "BAD_REQUEST", /between 1 and 10/);
    await expectTrpcError(u({ maxTablesPerInterval: 11 }), "BAD_REQUEST", /between 1 and 10/);
    await expectTrpcError(u({ maxPersonsPerInterval: 55 }), "BAD_REQUEST", /5 and 50, in steps of 5/);
    await expectTrpcError(u({ maxPersonsPerInterval: 12 }), "BAD_REQUEST", /steps of 5/);
    await expectTrpcError(u({ maxPersonsPerInterval: 0 }), "BAD_REQUEST", /steps of 5/);
  });

  it("blackout dates: add (minimum today, store time), list sorted, remove; the documented message when missing", async () => {
    expect(await staff.reservations.blackoutDates.add({ date: "2026-07-04" })).toEqual(["2026-07-04"]);
    expect(await staff.reservations.blackoutDates.add({ date: TODAY })).toEqual([TODAY, "2026-07-04"]);
    expect(await staff.reservations.blackoutDates.add({ date: TODAY })).toEqual([TODAY, "2026-07-04"]);
    await expectTrpcError(
      staff.reservations.blackoutDates.add({ date: "2026-06-09" }),
      "BAD_REQUEST",
      M.pastBlackoutDate,
    );
    await expectTrpcError(
      staff.reservations.blackoutDates.add({ date: "" }),
      "BAD_REQUEST",
      /Please select a date to blackout\./,
    );
    expect(await rival.reservations.blackoutDates.list()).toEqual([]);
    expect(await staff.reservations.blackoutDates.remove({ date: TODAY })).toEqual(["2026-07-04"]);
    await expectTrpcError(staff.reservations.blackoutDates.remove({ date: TODAY }), "NOT_FOUND");
    await expectTrpcError(rival.reservations.blackoutDates.remove({ date: "2026-07-04" }), "NOT_FOUND");
  });

  it("blackout minimum is today in the store's timezone, not UTC", async () => {
    // 02:00Z on June 11 is still June 10 in New York.
    clock.set("2026-06-11T02:00:00Z");
    expect(await staff.reservations.blackoutDates.add({ date: TODAY })).toContain(TODAY);
    clock.set(NOON_NY);
  });

  it("access links: create with a trimmed code, unique in the store; the documented messages", async () => {
    const link = await staff.reservations.accessLinks.create({ linkCode: "  vip-2026 " });
    expect(link).toEqual({ uuid: expect.any(String), linkCode: "vip-2026", accessDays: [] });
    await expectTrpcError(
      staff.reservations.accessLinks.create({ linkCode: "vip-2026" }),
      "CONFLICT",
      "Link code already exists. Please choose a different one.",
    );
    await expectTrpcError(
      staff.reservations.accessLinks.create({ linkCode: "   " }),
      "BAD_REQUEST",
      /Please enter a link code\./,
    );
    // Another store may use the same code.
    expect((await rival.reservations.accessLinks.create({ linkCode: "vip-2026" })).linkCode).toBe("vip-2026");
    expect((await staff.reservations.accessLinks.list()).map((l) => l.linkCode)).toEqual(["vip-2026"]);
  });

  it("access days: normalised YYYY-MM-DD, sorted, deduped; add/remove a date; minimum today; the documented message", async () => {
    const [link] = await staff.reservations.accessLinks.list();
    if (!link) throw new Error("no link");
    const set = await staff.reservations.accessLinks.update({
      uuid: link.uuid,
      accessDays: ["2026-07-03", "2026-07-01T00:00:00.000Z", "2026-07-03"],
    });
    expect(set.accessDays).toEqual(["2026-07-01", "2026-07-03"]);
    expect(
      (await staff.reservations.accessLinks.addDate({ uuid: link.uuid, date: "2026-06-20" })).accessDays,
    ).toEqual(["2026-06-20", "2026-07-01", "2026-07-03"]);
    expect(
      (await staff.reservations.accessLinks.removeDate({ uuid: link.uuid, date: "2026-07-01" })).accessDays,
    ).toEqual(["2026-06-20", "2026-07-03"]);
    await expectTrpcError(
      staff.reservations.accessLinks.addDate({ uuid: link.uuid, date: "" }),
      "BAD_REQUEST",
      /Please select a date to add\./,
    );
    await expectTrpcError(
      staff.reservations.accessLinks.addDate({ uuid: link.uuid, date: "2026-06-01" }),
      "BAD_REQUEST",
      M.pastAccessDate,
    );
    await expectTrpcError(
      rival.reservations.accessLinks.addDate({ uuid: link.uuid, date: "2026-06-21" }),
      "NOT_FOUND",
    );
  });

  it("access links: rename refuses a taken code; delete; another store's link is not found", async () => {
    const other = await staff.reservations.accessLinks.create({ linkCode: "press" });
    await expectTrpcError(
      staff.reservations.accessLinks.update({ uuid: other.uuid, linkCode: "vip-2026", accessDays: [] }),
      "CONFLICT",
      M.linkCodeTaken,
    );
    await expectTrpcError(rival.reservations.accessLinks.delete({ uuid: other.uuid }), "NOT_FOUND");
    expect(await staff.reservations.accessLinks.delete({ uuid: other.uuid })).toEqual({
      deleted: other.uuid,
    });
    await expectTrpcError(staff.reservations.accessLinks.delete({ uuid: other.uuid }), "NOT_FOUND");
  });
});
