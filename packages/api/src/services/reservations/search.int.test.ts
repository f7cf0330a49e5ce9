/**
 * The Reservations tab's search (docs/product.md#reservations-tab): by part of the name or some digits of the phone,
 * the session's store only, from 30 days back to the staff horizon, upcoming first, at most 50.
 */
import { reservations, stores } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { RESERVATION_SEARCH_LIMIT } from "@seatline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError, NOON_NY } from "../../testing/reservation-kit";

describe.each(testDrivers())("reservation search on %s", (kind) => {
  let h: Harness;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let rival: Awaited<ReturnType<Harness["caller"]>>;
  let demoId = "";
  let rivalId = "";
  const add = (storeId: string, reservationDate: string, guestName: string, guestPhone: string) =>
    h.db.db.insert(reservations).values({
      storeId,
      reservationDate,
      reservationTime: "19:00",
      partySize: 2,
      guestName,
      guestPhone,
    });

  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOON_NY) }); // today is 2026-06-10 in New York
    staff = await h.caller(await h.tokenFor("demo"));
    rival = await h.caller(await h.tokenFor("rival"));
    const all = await h.db.db.select().from(stores);
    demoId = all.find((s) => s.slug === "downtown")?.id ?? "";
    rivalId = all.find((s) => s.slug === "uptown")?.id ?? "";
    await add(demoId, "2026-06-12", "Zelda Quint", "2125559871");
    await add(demoId, "2026-05-20", "Zelda Quint", "2125559871"); // 21 days back
    await add(demoId, "2026-05-10", "Zelda Quint", "2125559871"); // 31 days back: outside
    await add(demoId, "2027-01-05", "Omar Quintero", "3125550000");
    await add(demoId, "2026-06-10", "Percy 100% Real", "4155550123");
    await add(rivalId, "2026-06-12", "Zelda Quint", "2125559871");
  });
  afterAll(() => h.close());

  const found = async (query: string) =>
    (await staff.reservations.search({ query })).reservations.map(
      (r) => `${r.reservationDate} ${r.guestName}`,
    );

  it("finds by partial phone digits in any format, across dates, each with its date, upcoming first", async () => {
    expect(await found("9871")).toEqual(["2026-06-12 Zelda Quint", "2026-05-20 Zelda Quint"]);
    expect(await found("(212) 555 - 98")).toEqual(["2026-06-12 Zelda Quint", "2026-05-20 Zelda Quint"]);
    expect(await found("555")).toEqual([
      "2026-06-10 Percy 100% Real",
      "2026-06-12 Zelda Quint",
      "2027-01-05 Omar Quintero",
      "2026-05-20 Zelda Quint",
    ]);
  });

  it("finds by part of the name, any case; wildcards are plain characters", async () => {
    expect(await found("quint")).toEqual([
      "2026-06-12 Zelda Quint",
      "2027-01-05 Omar Quintero",
      "2026-05-20 Zelda Quint",
    ]);
    expect(await found("0%")).toEqual(["2026-06-10 Percy 100% Real"]);
    expect(await found("_e")).toEqual([]);
  });

  it("the other store's bookings are never found; theirs are theirs", async () => {
    const theirs = await rival.reservations.search({ query: "9871" });
    expect(theirs.reservations.map((r) => [r.reservationDate, r.legacyStoreId])).toEqual([
      ["2026-06-12", 2001],
    ]);
  });

  it("at most 50, and says there are more", async () => {
    for (let i = 0; i < RESERVATION_SEARCH_LIMIT + 1; i++)
      await add(demoId, `2026-07-${String(1 + (i % 28)).padStart(2, "0")}`, `Many ${i}`, "6465550100");
    const many = await staff.reservations.search({ query: "many" });
    expect(many.reservations).toHaveLength(RESERVATION_SEARCH_LIMIT);
    expect(many.more).toBe(true);
    expect((await staff.reservations.search({ query: "quint" })).more).toBe(false);
  });

  it("refuses a query of one character, too long, or with control characters (400, clear message)", async () => {
    await expectTrpcError(staff.reservations.search({ query: " a " }), "BAD_REQUEST", /2 to 80 characters/);
    await expectTrpcError(staff.reservations.search({ query: "x".repeat(81) }), "BAD_REQUEST", /2 to 80/);
    await expectTrpcError(
      staff.reservations.search({ query: "ab\u0007" }),
      "BAD_REQUEST",
      /control characters/,
    );
    const anon = await h.caller();
    await expectTrpcError(anon.reservations.search({ query: "quint" }), "UNAUTHORIZED");
  });
});
