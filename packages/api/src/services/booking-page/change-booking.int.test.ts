/**
 * The guest changes their own booking on /r/{token} (docs/product.md#guest-pages): within the public page's date
 * rules and slots, never overbooking a slot or taking a table a live notify-list offer holds, within the per-phone
 * cap, only while the booking is open, has not started and its party is not at the stand (arrived or seated: nor
 * Cancel then); twelve guests moving into one free slot at once get exactly the slot's tables. A change writes the
 * booking's history and texts the booking as it now is; Confirm does what a text reply of 1 does.
 */
import {
  bookingLinks,
  messages,
  notifyOffers,
  notifyRequests,
  reservationChanges,
  reservations,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { bookingChangeMessages, bookingPageMessages, reservationMessages as M } from "@seatline/domain";
import { TRPCError } from "@trpc/server";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY } from "../../testing/reservation-kit";

type Caller = Awaited<ReturnType<Harness["caller"]>>;

describe.each(testDrivers())("the guest changes their booking on %s", (kind) => {
  let h: Harness;
  let staff: Caller;
  let guest: Caller;
  const clock = manualClock(NOON_NY);
  let phones = 0;
  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 30 });
    staff = await h.caller(await h.tokenFor("demo"));
    guest = await h.caller();
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set(NOON_NY);
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 3,
      maxPersonsPerInterval: 50,
    });
  });

  const nextPhone = () => `555300${String(++phones).padStart(4, "0")}`;

  /** A staff booking and the /r/ token of its confirmation text. */
  async function bookWithToken(date: string, time: string, over: Record<string, unknown> = {}) {
    const r = await staff.reservations.create(
      booking({ reservationDate: date, reservationTime: time, guestPhone: nextPhone(), ...over }),
    );
    return { ...(await tokenOf(r.uuid)), uuid: r.uuid };
  }

  async function tokenOf(uuid: string) {
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid));
    const [text] = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.reservationId, row?.id ?? 0));
    return { id: row?.id ?? 0, token: text?.linkTokens ?? "" };
  }

  async function rowOf(id: number) {
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.id, id));
    return row;
  }

  const historyOf = (id: number) =>
    h.db.db.select().from(reservationChanges).where(eq(reservationChanges.reservationId, id));
  const changeTexts = (id: number) =>
    h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.reservationId, id), eq(messages.kind, "reservation_changed")));

  it("moves the booking: the page answers it as it now is, its history says the guest, the guest is texted", async () => {
    const b = await bookWithToken("2026-06-12", "18:00");
    const view = await guest.guest.changeBooking({
      token: b.token,
      reservationDate: "2026-06-13",
      reservationTime: "19:30",
      partySize: 4,
    });
    expect(view).toMatchObject({
      reservationDate: "2026-06-13",
      reservationTime: "19:30",
      partySize: 4,
      status: "CONFIRMED",
      canChange: true,
    });
    expect(await rowOf(b.id)).toMatchObject({
      reservationDate: "2026-06-13",
      reservationTime: "19:30",
      partySize: 4,
    });
    const history = await historyOf(b.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      changedBy: "guest",
      fromDate: "2026-06-12",
      fromTime: "18:00",
      fromPartySize: 2,
      toDate: "2026-06-13",
      toTime: "19:30",
      toPartySize: 4,
    });
    const texts = await changeTexts(b.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.toPhone).toBe((await rowOf(b.id))?.guestPhone);
    expect(texts[0]?.body).toContain(
      "your reservation has changed. It is now for 4 people on Saturday, June 13, 2026 at 7:30pm.",
    );
    // The staff console: the row says who moved it, and the details list the change.
    const day = await staff.reservations.list({ date: "2026-06-13" });
    expect(day.find((r) => r.uuid === b.uuid)?.changedBy).toBe("guest");
    expect(await staff.reservations.history({ uuid: b.uuid })).toEqual([
      {
        by: "guest",
        at: new Date(NOON_NY).toISOString(),
        from: { reservationDate: "2026-06-12", reservationTime: "18:00", partySize: 2 },
        to: { reservationDate: "2026-06-13", reservationTime: "19:30", partySize: 4 },
      },
    ]);
    // The same slot again is no change: nothing more written or texted.
    await guest.guest.changeBooking({
      token: b.token,
      reservationDate: "2026-06-13",
      reservationTime: "19:30",
      partySize: 4,
    });
    expect(await historyOf(b.id)).toHaveLength(1);
    expect(await changeTexts(b.id)).toHaveLength(1);
  });

  it("a staff edit writes the history too, and the row then says staff", async () => {
    const b = await bookWithToken("2026-06-12", "12:00");
    await guest.guest.changeBooking({
      token: b.token,
      reservationDate: "2026-06-12",
      reservationTime: "12:30",
      partySize: 2,
    });
    await staff.reservations.update({ uuid: b.uuid, partySize: 5 });
    const history = await staff.reservations.history({ uuid: b.uuid });
    expect(history.map((c) => [c.by, c.from.partySize, c.to.partySize, c.to.reservationTime])).toEqual([
      ["guest", 2, 2, "12:30"],
      ["staff", 2, 5, "12:30"],
    ]);
    const day = await staff.reservations.list({ date: "2026-06-12" });
    expect(day.find((r) => r.uuid === b.uuid)?.changedBy).toBe("staff");
    // Another store's staff cannot read it.
    const rival = await h.caller(await h.tokenFor("rival"));
    await expectTrpcError(rival.reservations.history({ uuid: b.uuid }), "NOT_FOUND");
  });

  it("cannot overbook: a full slot is refused with 409 and the booking stays where it was", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 1,
      maxPersonsPerInterval: 50,
    });
    await bookWithToken("2026-06-14", "19:00");
    const b = await bookWithToken("2026-06-14", "18:00");
    await expectTrpcError(
      guest.guest.changeBooking({
        token: b.token,
        reservationDate: "2026-06-14",
        reservationTime: "19:00",
        partySize: 2,
      }),
      "CONFLICT",
      bookingChangeMessages.slotFull,
    );
    expect(await rowOf(b.id)).toMatchObject({ reservationDate: "2026-06-14", reservationTime: "18:00" });
    expect(await historyOf(b.id)).toHaveLength(0);
    expect(await changeTexts(b.id)).toHaveLength(0);
    // Its own table is not counted against it: a bigger party at its own time fits.
    const grown = await guest.guest.changeBooking({
      token: b.token,
      reservationDate: "2026-06-14",
      reservationTime: "18:00",
      partySize: 6,
    });
    expect(grown.partySize).toBe(6);
  });

  it("cannot take a table a live notify-list offer holds; once the offer is over, it can", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 2,
      maxPersonsPerInterval: 50,
    });
    const date = "2026-06-15";
    await bookWithToken(date, "20:00");
    const b = await bookWithToken(date, "18:30");
    const [store] = await h.db.db
      .select({ storeId: reservations.storeId })
      .from(reservations)
      .where(eq(reservations.id, b.id));
    const storeId = store?.storeId ?? "";
    const now = new Date(NOON_NY);
    const [request] = await h.db.db
      .insert(notifyRequests)
      .values({
        storeId,
        requestDate: date,
        partySize: 2,
        windowStart: "20:00",
        windowEnd: "20:00",
        guestName: "Nora Waiting",
        guestPhone: nextPhone(),
        tokenHash: `change-test-${kind}-${date}`,
        status: "offered",
        phoneConfirmedAt: now,
      })
      .returning();
    const [offer] = await h.db.db
      .insert(notifyOffers)
      .values({
        storeId,
        requestId: request?.id ?? 0,
        offerDate: date,
        slotTime: "20:00",
        partySize: 2,
        offeredAt: now,
        expiresAt: new Date(now.getTime() + 10 * 60_000),
        freedAt: now,
      })
      .returning();
    const move = () =>
      guest.guest.changeBooking({
        token: b.token,
        reservationDate: date,
        reservationTime: "20:00",
        partySize: 2,
      });
    // The page does not offer the time either.
    const times = await guest.guest.bookingTimes({ token: b.token, date, partySize: 2 });
    expect(times.windows.find((w) => w.time === "20:00")?.available).toBe(false);
    await expectTrpcError(move(), "CONFLICT", bookingChangeMessages.slotFull);
    expect(await rowOf(b.id)).toMatchObject({ reservationTime: "18:30" });
    await h.db.db
      .update(notifyOffers)
      .set({ status: "expired" })
      .where(eq(notifyOffers.id, offer?.id ?? 0));
    expect((await move()).reservationTime).toBe("20:00");
  });

  it("cannot exceed the per-phone cap of public bookings (the booking itself counted once)", async () => {
    const phone = nextPhone();
    const mine = [];
    for (const time of ["12:00", "12:30", "13:00"]) {
      mine.push(await bookWithToken("2026-06-16", time, { guestPhone: phone }));
    }
    const first = mine[0];
    if (!first) throw new Error("no booking");
    // Three upcoming bookings, this one among them: the cap (3) leaves room to move it.
    expect(
      (
        await guest.guest.changeBooking({
          token: first.token,
          reservationDate: "2026-06-16",
          reservationTime: "14:00",
          partySize: 2,
        })
      ).reservationTime,
    ).toBe("14:00");
    // Staff may book a fourth for the phone; then no booking of the phone may be moved from the page.
    await bookWithToken("2026-06-17", "12:00", { guestPhone: phone });
    await expectTrpcError(
      guest.guest.changeBooking({
        token: first.token,
        reservationDate: "2026-06-16",
        reservationTime: "14:30",
        partySize: 2,
      }),
      "CONFLICT",
      M.tooManyForPhone,
    );
    expect(await rowOf(first.id)).toMatchObject({ reservationTime: "14:00" });
  });

  it("keeps the public page's date rules: past, blackout, beyond the horizon, a closed time, the link's access days", async () => {
    const b = await bookWithToken("2026-06-18", "18:00");
    const to = (reservationDate: string, reservationTime = "18:00") =>
      guest.guest.changeBooking({ token: b.token, reservationDate, reservationTime, partySize: 2 });
    await expectTrpcError(to("2026-06-09"), "BAD_REQUEST", M.pastDate);
    await staff.reservations.blackoutDates.add({ date: "2026-06-19" });
    await expectTrpcError(to("2026-06-19"), "BAD_REQUEST", M.blackedOut);
    await expectTrpcError(to("2026-12-01"), "BAD_REQUEST", /Reservations open 90 days ahead/);
    await expectTrpcError(to("2026-06-18", "03:00"), "BAD_REQUEST", M.closed);
    expect(await rowOf(b.id)).toMatchObject({ reservationDate: "2026-06-18", reservationTime: "18:00" });

    // A booking made with a link code keeps its access days: only those dates.
    const link = await staff.reservations.accessLinks.create({ linkCode: "CHANGEVIP" });
    await staff.reservations.accessLinks.update({
      uuid: link.uuid,
      accessDays: ["2026-06-20", "2026-06-21"],
    });
    const made = await guest.public.createReservation({
      companySlug: "demo",
      storeSlug: "downtown",
      ...booking({ reservationDate: "2026-06-20", guestPhone: nextPhone(), linkCode: "CHANGEVIP" }),
    });
    const vip = await tokenOf(made.uuid);
    await expectTrpcError(
      guest.guest.changeBooking({
        token: vip.token,
        reservationDate: "2026-06-22",
        reservationTime: "18:00",
        partySize: 2,
      }),
      "BAD_REQUEST",
      M.notAccessDay,
    );
    const dates = await guest.guest.bookingTimes({ token: vip.token, date: "2026-06-21", partySize: 2 });
    expect(dates.dates.accessDates).toEqual(["2026-06-20", "2026-06-21"]);
    expect(
      (
        await guest.guest.changeBooking({
          token: vip.token,
          reservationDate: "2026-06-21",
          reservationTime: "18:00",
          partySize: 2,
        })
      ).reservationDate,
    ).toBe("2026-06-21");
  });

  it("is refused for a started or cancelled booking, an unknown token and another store's link", async () => {
    const started = await bookWithToken("2026-06-10", "13:00");
    clock.set("2026-06-10T17:00:01Z"); // 13:00:01 in New York
    await expectTrpcError(
      guest.guest.changeBooking({
        token: started.token,
        reservationDate: "2026-06-10",
        reservationTime: "15:00",
        partySize: 2,
      }),
      "CONFLICT",
      bookingChangeMessages.notChangeable,
    );
    expect(await rowOf(started.id)).toMatchObject({ reservationTime: "13:00" });
    clock.set(NOON_NY);

    const cancelled = await bookWithToken("2026-06-23", "18:00");
    await guest.guest.cancelBooking({ token: cancelled.token });
    await expectTrpcError(
      guest.guest.changeBooking({
        token: cancelled.token,
        reservationDate: "2026-06-23",
        reservationTime: "19:00",
        partySize: 2,
      }),
      "CONFLICT",
      bookingChangeMessages.notChangeable,
    );
    expect(await rowOf(cancelled.id)).toMatchObject({ status: "CANCELLED", reservationTime: "18:00" });

    await expectTrpcError(
      guest.guest.changeBooking({
        token: "A".repeat(32),
        reservationDate: "2026-06-23",
        reservationTime: "19:00",
        partySize: 2,
      }),
      "NOT_FOUND",
      bookingPageMessages.notFound,
    );
    await expectTrpcError(
      guest.guest.changeBooking({
        token: "short",
        reservationDate: "2026-06-23",
        reservationTime: "19:00",
        partySize: 2,
      }),
      "BAD_REQUEST",
    );

    // A link row naming another store than its booking's opens nothing (every read is by store and booking).
    const other = await bookWithToken("2026-06-23", "20:00");
    const rival = await h.caller(await h.tokenFor("rival"));
    const rivalBooking = await rival.reservations.create(
      booking({ reservationDate: "2026-06-23", reservationTime: "18:00", guestPhone: nextPhone() }),
    );
    const rivalRow = await tokenOf(rivalBooking.uuid);
    const [rivalStore] = await h.db.db
      .select({ storeId: reservations.storeId })
      .from(reservations)
      .where(eq(reservations.id, rivalRow.id));
    await h.db.db
      .update(bookingLinks)
      .set({ storeId: rivalStore?.storeId ?? "" })
      .where(eq(bookingLinks.reservationId, other.id));
    await expectTrpcError(
      guest.guest.changeBooking({
        token: other.token,
        reservationDate: "2026-06-23",
        reservationTime: "21:00",
        partySize: 2,
      }),
      "NOT_FOUND",
      bookingPageMessages.notFound,
    );
    expect(await rowOf(other.id)).toMatchObject({ reservationTime: "20:00" });
    expect(await rowOf(rivalRow.id)).toMatchObject({ reservationTime: "18:00" });
  });

  it("a party the host marked arrived or seated stays put: the guest's Change and Cancel are 409, staff still edit it", async () => {
    const b = await bookWithToken("2026-06-10", "19:00", { partySize: 4 });
    await staff.reservations.markArrival({ uuid: b.uuid, arrivedCount: 3 });
    expect(await guest.guest.booking({ token: b.token })).toMatchObject({
      canChange: false,
      canCancel: false,
    });
    const weeksAhead = {
      token: b.token,
      reservationDate: "2026-06-24",
      reservationTime: "19:30",
      partySize: 4,
    };
    await expectTrpcError(
      guest.guest.changeBooking(weeksAhead),
      "CONFLICT",
      bookingPageMessages.atRestaurant,
    );
    await expectTrpcError(
      guest.guest.cancelBooking({ token: b.token }),
      "CONFLICT",
      bookingPageMessages.atRestaurant,
    );
    expect(await rowOf(b.id)).toMatchObject({
      reservationDate: "2026-06-10",
      reservationTime: "19:00",
      status: "CONFIRMED",
      arrivedCount: 3,
    });
    expect(await historyOf(b.id)).toHaveLength(0);
    expect(await changeTexts(b.id)).toHaveLength(0);
    // Tonight's list keeps the party, still marked arrived.
    const tonight = await staff.reservations.list({ date: "2026-06-10" });
    expect(tonight.find((r) => r.uuid === b.uuid)).toMatchObject({ arrivedCount: 3 });
    // Staff still edit it.
    await staff.reservations.update({ uuid: b.uuid, reservationTime: "19:30" });
    expect(await rowOf(b.id)).toMatchObject({ reservationTime: "19:30" });

    // Arrival cleared: the booking is the guest's to move again.
    await staff.reservations.markArrival({ uuid: b.uuid, arrivedCount: null });
    expect(await guest.guest.booking({ token: b.token })).toMatchObject({ canChange: true, canCancel: true });

    // Seated: the same words.
    await staff.reservations.setStatus({ uuid: b.uuid, status: "SEATED" });
    await expectTrpcError(
      guest.guest.changeBooking(weeksAhead),
      "CONFLICT",
      bookingPageMessages.atRestaurant,
    );
    await expectTrpcError(
      guest.guest.cancelBooking({ token: b.token }),
      "CONFLICT",
      bookingPageMessages.atRestaurant,
    );
    expect(await rowOf(b.id)).toMatchObject({ reservationDate: "2026-06-10", status: "SEATED" });
  });

  it("12 guests move 12 bookings into one free slot at once: exactly its tables succeed, the rest 409 and stay", async () => {
    const date = "2026-06-25";
    const made = [];
    for (const time of ["17:00", "17:30", "18:00", "18:30"]) {
      for (let i = 0; i < 3; i++) made.push({ ...(await bookWithToken(date, time)), time });
    }
    const results = await Promise.allSettled(
      made.map((b) =>
        guest.guest.changeBooking({
          token: b.token,
          reservationDate: date,
          reservationTime: "21:00",
          partySize: 2,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    expect(ok).toHaveLength(3);
    expect(failed).toHaveLength(9);
    for (const f of failed) {
      expect(f).toBeInstanceOf(TRPCError);
      expect((f as TRPCError).code).toBe("CONFLICT");
      expect((f as TRPCError).message).toBe(bookingChangeMessages.slotFull);
    }
    const rows = await h.db.db
      .select()
      .from(reservations)
      .where(
        inArray(
          reservations.id,
          made.map((b) => b.id),
        ),
      );
    expect(rows.filter((r) => r.reservationTime === "21:00")).toHaveLength(3);
    for (const [i, r] of results.entries()) {
      const b = made[i];
      const row = rows.find((x) => x.id === b?.id);
      expect(row?.reservationTime).toBe(r.status === "fulfilled" ? "21:00" : b?.time);
      expect(await historyOf(b?.id ?? 0)).toHaveLength(r.status === "fulfilled" ? 1 : 0);
    }
  });

  it("the Change form's times leave the booking's own party out of the count", async () => {
    await staff.reservations.config.update({
      newReservationsEnabled: true,
      reservationIntervalMinutes: 30,
      maxTablesPerInterval: 1,
      maxPersonsPerInterval: 50,
    });
    const date = "2026-06-26";
    await bookWithToken(date, "18:00");
    const b = await bookWithToken(date, "19:00");
    const times = await guest.guest.bookingTimes({ token: b.token, date, partySize: 2 });
    expect(times.windows.find((w) => w.time === "19:00")?.available).toBe(true);
    expect(times.windows.find((w) => w.time === "18:00")?.available).toBe(false);
    expect(times.dates.today).toBe("2026-06-10");
    await expectTrpcError(
      guest.guest.bookingTimes({ token: "B".repeat(32), date, partySize: 2 }),
      "NOT_FOUND",
      bookingPageMessages.notFound,
    );
  });

  it("Confirm does what a text reply of 1 does: a PENDING booking is confirmed once; a cancelled one is refused", async () => {
    const b = await bookWithToken("2026-06-27", "18:00");
    await h.db.db.update(reservations).set({ status: "PENDING" }).where(eq(reservations.id, b.id));
    expect(await guest.guest.booking({ token: b.token })).toMatchObject({
      status: "PENDING",
      canConfirm: true,
    });
    expect(await guest.guest.confirmBooking({ token: b.token })).toMatchObject({
      status: "CONFIRMED",
      canConfirm: false,
    });
    const first = await rowOf(b.id);
    clock.advance(60_000);
    expect(await guest.guest.confirmBooking({ token: b.token })).toMatchObject({ status: "CONFIRMED" });
    expect((await rowOf(b.id))?.updatedAt).toEqual(first?.updatedAt);
    await guest.guest.cancelBooking({ token: b.token });
    await expectTrpcError(
      guest.guest.confirmBooking({ token: b.token }),
      "CONFLICT",
      bookingPageMessages.notConfirmable,
    );
    await expectTrpcError(guest.guest.confirmBooking({ token: "C".repeat(32) }), "NOT_FOUND");
  });
});
