import { messages, reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { reservationMessages as M } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TODAY, TOMORROW } from "../../testing/reservation-kit";

describe.each(testDrivers())("staff reservations on %s", (kind) => {
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

  it("creates CONFIRMED, lists by date with digits-only phone, queues a confirmation text", async () => {
    const r = await staff.reservations.create(booking({ reservationTime: "19:00" }));
    expect(r).toMatchObject({
      status: "CONFIRMED",
      guestPhone: "5552234567",
      legacyStoreId: 1001,
      isLate: false,
      notified: 0,
      courtesyNotificationSentAt: [],
      seatingPreference: "indoor",
    });
    const list = await staff.reservations.list({ date: TOMORROW });
    expect(list.map((x) => x.uuid)).toContain(r.uuid);
    expect(await rival.reservations.list({ date: TOMORROW })).toEqual([]);
    const texts = await h.db.db.select().from(messages).where(eq(messages.kind, "reservation_confirmed"));
    expect(
      texts.some((t) => t.toPhone === "5552234567" && /Thursday, June 11, 2026 at 7:00pm/.test(t.body)),
    ).toBe(true);
  });

  it("refuses a past date, a past slot today, a time off the grid and a blackout date", async () => {
    await expectTrpcError(
      staff.reservations.create(booking({ reservationDate: "2026-06-09" })),
      "BAD_REQUEST",
      M.pastDate,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ reservationDate: TODAY, reservationTime: "11:30" })),
      "BAD_REQUEST",
      M.pastSlot,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ reservationTime: "18:10" })),
      "BAD_REQUEST",
      M.closed,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ reservationTime: "22:00" })),
      "BAD_REQUEST",
      M.closed,
    );
    await staff.reservations.blackoutDates.add({ date: "2026-06-20" });
    await expectTrpcError(
      staff.reservations.create(booking({ reservationDate: "2026-06-20" })),
      "BAD_REQUEST",
      M.blackedOut,
    );
    const ok = await staff.reservations.create(booking({ reservationDate: TODAY, reservationTime: "12:30" }));
    expect(ok.isLate).toBe(false);
  });

  it("validates fields with clear messages naming them", async () => {
    await expectTrpcError(
      staff.reservations.create(booking({ partySize: 13 })),
      "BAD_REQUEST",
      /partySize: Party size/,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ guestPhone: "555-1234" })),
      "BAD_REQUEST",
      /10-digit/,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ guestEmail: "nope" })),
      "BAD_REQUEST",
      /valid email/,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ guestName: "  " })),
      "BAD_REQUEST",
      /full name/,
    );
    await expectTrpcError(
      staff.reservations.create(booking({ reservationDate: "2026-02-30" })),
      "BAD_REQUEST",
    );
    const noEmail = await staff.reservations.create(booking({ guestEmail: "", reservationTime: "13:00" }));
    expect(noEmail.guestEmail).toBe("");
  });

  it("staff book even when new reservations are off (that gates the public page only)", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: false,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 4,
      maxPersonsPerInterval: 20,
    });
    const r = await staff.reservations.create(booking({ reservationTime: "14:00" }));
    expect(r.status).toBe("CONFIRMED");
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 4,
      maxPersonsPerInterval: 20,
    });
  });

  it("edits, re-checking capacity; refuses an edit into a full slot and edits of late or finished ones", async () => {
    const a = await staff.reservations.create(booking({ reservationTime: "20:00", partySize: 4 }));
    const edited = await staff.reservations.update({ uuid: a.uuid, guestName: "Grace Hopper", partySize: 5 });
    expect(edited).toMatchObject({ guestName: "Grace Hopper", partySize: 5, reservationTime: "20:00" });
    for (let i = 0; i < 4; i++)
      await staff.reservations.create(booking({ reservationTime: "20:30", partySize: 1 }));
    await expectTrpcError(
      staff.reservations.update({ uuid: a.uuid, reservationTime: "20:30" }),
      "CONFLICT",
      M.slotFull,
    );
    const moved = await staff.reservations.update({ uuid: a.uuid, reservationTime: "21:00", guestEmail: "" });
    expect(moved).toMatchObject({ reservationTime: "21:00", guestEmail: "" });

    const early = await staff.reservations.create(
      booking({ reservationDate: TODAY, reservationTime: "20:00" }),
    );
    await staff.reservations.setStatus({ uuid: early.uuid, status: "SEATED" }); // arrived early
    await expectTrpcError(
      staff.reservations.update({ uuid: early.uuid, guestName: "X" }),
      "CONFLICT",
      M.notEditable,
    );
    await staff.reservations.setStatus({ uuid: a.uuid, status: "CANCELLED" });
    await expectTrpcError(
      staff.reservations.update({ uuid: a.uuid, guestName: "X" }),
      "CONFLICT",
      M.notEditable,
    );

    const late = await staff.reservations.create(
      booking({ reservationDate: TODAY, reservationTime: "15:00" }),
    );
    clock.set("2026-06-10T19:01:00Z"); // 15:01 in New York
    const [row] = (await staff.reservations.list({ date: TODAY })).filter((x) => x.uuid === late.uuid);
    expect(row?.isLate).toBe(true);
    await expectTrpcError(
      staff.reservations.update({ uuid: late.uuid, guestName: "X" }),
      "CONFLICT",
      M.notEditable,
    );
    await expectTrpcError(
      rival.reservations.update({ uuid: late.uuid, guestName: "X" }),
      "NOT_FOUND",
      M.notFound,
    );
  });

  it("status changes per docs/product.md#reservation-statuses: cancel, restore → PENDING, seat, no show; refusals", async () => {
    const r = await staff.reservations.create(booking({ reservationDate: TODAY, reservationTime: "17:00" }));
    expect((await staff.reservations.setStatus({ uuid: r.uuid, status: "CANCELLED" })).status).toBe(
      "CANCELLED",
    );
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: r.uuid, status: "CANCELLED" }),
      "CONFLICT",
      /already cancelled/,
    );
    await expectTrpcError(staff.reservations.setStatus({ uuid: r.uuid, status: "SEATED" }), "CONFLICT");
    expect((await staff.reservations.setStatus({ uuid: r.uuid, status: "PENDING" })).status).toBe("PENDING");
    await expectTrpcError(staff.reservations.setStatus({ uuid: r.uuid, status: "PENDING" }), "CONFLICT");
    expect((await staff.reservations.setStatus({ uuid: r.uuid, status: "NO_SHOW" })).status).toBe("NO_SHOW");
    // A no-show (or seated) booking is finished: it is not cancelled afterwards.
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: r.uuid, status: "CANCELLED" }),
      "CONFLICT",
      "This reservation is already marked no show.",
    );
    await expectTrpcError(rival.reservations.setStatus({ uuid: r.uuid, status: "PENDING" }), "NOT_FOUND");
  });

  it("actions by time: a booking days ahead is not seated; one of a past date is not cancelled or restored", async () => {
    const ahead = await staff.reservations.create(booking({ reservationTime: "17:30" }));
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: ahead.uuid, status: "SEATED" }),
      "CONFLICT",
      /only from its date on/,
    );
    await expectTrpcError(staff.reservations.setStatus({ uuid: ahead.uuid, status: "NO_SHOW" }), "CONFLICT");
    const cancelled = await staff.reservations.create(booking({ reservationTime: "19:30" }));
    await staff.reservations.setStatus({ uuid: cancelled.uuid, status: "CANCELLED" });
    const seated = await staff.reservations.create(booking({ reservationTime: "19:30" }));
    clock.set("2026-06-12T16:00:00Z"); // two days on: TOMORROW is a past date
    await staff.reservations.setStatus({ uuid: seated.uuid, status: "SEATED" });
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: seated.uuid, status: "CANCELLED" }),
      "CONFLICT",
      "This reservation is already seated.",
    );
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: ahead.uuid, status: "CANCELLED" }),
      "CONFLICT",
      "A reservation on a past date cannot be cancelled.",
    );
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: cancelled.uuid, status: "PENDING" }),
      "CONFLICT",
      "A reservation on a past date cannot be restored.",
    );
    // A past booking left open is still settled: no show (or seated).
    expect((await staff.reservations.setStatus({ uuid: ahead.uuid, status: "NO_SHOW" })).status).toBe(
      "NO_SHOW",
    );
    const rows = await h.db.db.select().from(reservations).where(eq(reservations.uuid, cancelled.uuid));
    expect(rows[0]?.status).toBe("CANCELLED");
  });

  it("restore is refused when the slot filled up meanwhile", async () => {
    const r = await staff.reservations.create(booking({ reservationTime: "16:00", partySize: 1 }));
    await staff.reservations.setStatus({ uuid: r.uuid, status: "CANCELLED" });
    for (let i = 0; i < 4; i++)
      await staff.reservations.create(booking({ reservationTime: "16:00", partySize: 1 }));
    await expectTrpcError(
      staff.reservations.setStatus({ uuid: r.uuid, status: "PENDING" }),
      "CONFLICT",
      /full/,
    );
  });

  it("courtesy notification: appends an ISO time, counts, queues a text, at most twice", async () => {
    const r = await staff.reservations.create(booking({ reservationTime: "18:30" }));
    const once = await staff.reservations.courtesyNotify({ uuid: r.uuid });
    expect(once.notified).toBe(1);
    expect(once.courtesyNotificationSentAt).toEqual([new Date(NOON_NY).toISOString()]);
    clock.advance(60_000);
    const twice = await staff.reservations.courtesyNotify({ uuid: r.uuid });
    expect(twice.courtesyNotificationSentAt).toHaveLength(2);
    await expectTrpcError(staff.reservations.courtesyNotify({ uuid: r.uuid }), "CONFLICT", M.alertLimit);
    const texts = await h.db.db.select().from(messages).where(eq(messages.kind, "courtesy"));
    expect(texts.filter((t) => t.toPhone === "5552234567").length).toBeGreaterThanOrEqual(2);
  });

  it("note saves special_requests at any status", async () => {
    const r = await staff.reservations.create(booking({ reservationDate: TODAY, reservationTime: "21:30" }));
    await staff.reservations.setStatus({ uuid: r.uuid, status: "SEATED" });
    expect((await staff.reservations.note({ uuid: r.uuid, note: "  Birthday cake " })).specialRequests).toBe(
      "Birthday cake",
    );
  });

  it("time slots for staff: capacity, past slots today, blackout dates unavailable", async () => {
    const slots = await staff.reservations.timeSlots({ date: TODAY, partySize: 2 });
    expect(slots[0]).toMatchObject({ time: "11:00", available: false });
    expect(slots.find((s) => s.time === "12:00")?.available).toBe(false);
    expect(slots.find((s) => s.time === "12:30")?.available).toBe(true);
    expect(slots.at(-1)?.time).toBe("21:30");
    const black = await staff.reservations.timeSlots({ date: "2026-06-20" });
    expect(black.some((s) => s.available)).toBe(false);
  });

  it("requires a session", async () => {
    const anon = await h.caller();
    await expectTrpcError(anon.reservations.list({ date: TODAY }), "UNAUTHORIZED");
    await expectTrpcError(anon.reservations.create(booking()), "UNAUTHORIZED");
  });

  it("emits store events: reservations on bookings, settings on config, blackout and link changes", async () => {
    const me = await staff.auth.me();
    const storeId = me.store?.id ?? "";
    const topics: string[] = [];
    const stop = h.deps.events.subscribe(storeId, (e) => topics.push(e.topic));
    await staff.reservations.create(booking({ reservationTime: "15:30" }));
    await staff.reservations.blackoutDates.add({ date: "2026-09-01" });
    await staff.reservations.accessLinks.create({ linkCode: "events" });
    for (let i = 0; i < 100 && topics.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(topics).toContain("reservations");
    expect(topics).toContain("settings");
  });
});
