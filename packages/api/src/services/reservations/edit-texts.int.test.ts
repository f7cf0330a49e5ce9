/**
 * A staff edit texts the guest only when what they booked changed (docs/product.md#texts, "Changed by staff"): a new
 * date, time or party size (or a corrected phone) queues the change text in the edit's own transaction, in the
 * booking's language; a new name, e-mail, seating or note sends nothing; an opted-out phone gets nothing.
 */
import { messages, optOut, reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY } from "../../testing/reservation-kit";

describe.each(testDrivers())("edit texts on %s", (kind) => {
  let h: Harness;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let rivalStaff: Awaited<ReturnType<Harness["caller"]>>;
  let phoneSeq = 0;
  const nextPhone = () => `55523470${String(phoneSeq++).padStart(2, "0")}`;
  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOON_NY) });
    staff = await h.caller(await h.tokenFor("demo"));
    rivalStaff = await h.caller(await h.tokenFor("rival"));
  });
  afterAll(() => h.close());

  const changeTexts = async (uuid: string) => {
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, uuid));
    if (!row) throw new Error("no such booking");
    return h.db.db
      .select()
      .from(messages)
      .where(and(eq(messages.reservationId, row.id), eq(messages.kind, "reservation_changed")))
      .orderBy(messages.id);
  };

  it("a new time texts the booking as it now is, with a fresh link to the booking page", async () => {
    const phone = nextPhone();
    const r = await staff.reservations.create(booking({ guestPhone: phone, reservationTime: "18:00" }));
    expect(await changeTexts(r.uuid)).toEqual([]);
    await staff.reservations.update({ uuid: r.uuid, reservationTime: "19:30" });
    const [text, ...more] = await changeTexts(r.uuid);
    expect(more).toEqual([]);
    expect(text).toMatchObject({ toPhone: phone, status: "pending" });
    expect(text?.body).toBe(
      "Demo Bistro Downtown: your reservation has changed. It is now for 2 people on Thursday, June 11, 2026 at " +
        "7:30pm. To change it, call (212) 555 - 0142. Your booking: http://localhost:3000/r/{token}",
    );
    expect(text?.linkTokens).toMatch(/^\S{20,}$/);
  });

  it("a new date and a new party size text too; each edit one text", async () => {
    const r = await staff.reservations.create(booking({ guestPhone: nextPhone(), reservationTime: "17:00" }));
    await staff.reservations.update({ uuid: r.uuid, reservationDate: "2026-06-12" });
    await staff.reservations.update({ uuid: r.uuid, partySize: 5 });
    const bodies = (await changeTexts(r.uuid)).map((t) => t.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain("It is now for 2 people on Friday, June 12, 2026 at 5:00pm.");
    expect(bodies[1]).toContain("It is now for 5 people on Friday, June 12, 2026 at 5:00pm.");
  });

  it("a new name, e-mail, seating or note sends nothing, nor does an edit to the same time", async () => {
    const r = await staff.reservations.create(booking({ guestPhone: nextPhone(), reservationTime: "17:30" }));
    await staff.reservations.update({ uuid: r.uuid, guestName: "Grace Hopper" });
    await staff.reservations.update({ uuid: r.uuid, guestEmail: "grace@example.com" });
    await staff.reservations.update({ uuid: r.uuid, seatingPreference: "bar" });
    await staff.reservations.update({ uuid: r.uuid, specialRequests: "Birthday" });
    await staff.reservations.update({ uuid: r.uuid, reservationTime: "17:30", partySize: 2 });
    await staff.reservations.note({ uuid: r.uuid, note: "Booth" });
    expect(await changeTexts(r.uuid)).toEqual([]);
  });

  it("a refused edit (the slot is full) changes nothing and texts nothing", async () => {
    const r = await staff.reservations.create(booking({ guestPhone: nextPhone(), reservationTime: "20:00" }));
    for (let i = 0; i < 4; i++)
      await staff.reservations.create(
        booking({ guestPhone: nextPhone(), reservationTime: "21:00", partySize: 1 }),
      );
    await expectTrpcError(staff.reservations.update({ uuid: r.uuid, reservationTime: "21:00" }), "CONFLICT");
    expect(await changeTexts(r.uuid)).toEqual([]);
  });

  it("an opted-out phone is not texted; the edit still happens", async () => {
    const phone = nextPhone();
    const r = await staff.reservations.create(booking({ guestPhone: phone, reservationTime: "18:30" }));
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, r.uuid));
    await optOut(h.db.db, row?.storeId ?? "", phone, new Date(NOON_NY));
    const moved = await staff.reservations.update({ uuid: r.uuid, reservationTime: "19:00" });
    expect(moved.reservationTime).toBe("19:00");
    expect(await changeTexts(r.uuid)).toEqual([]);
  });

  it("a booking made in Spanish is told in Spanish", async () => {
    const anon = await h.caller();
    const phone = nextPhone();
    const made = await anon.public.createReservation({
      companySlug: "rival",
      storeSlug: "uptown",
      language: "es",
      ...booking({ guestPhone: phone, reservationTime: "18:00" }),
    });
    const uuid = (made as { uuid: string }).uuid;
    await rivalStaff.reservations.update({ uuid, partySize: 3 });
    const [text] = await changeTexts(uuid);
    expect(text?.body).toBe(
      "Rival Diner Uptown: su reservacion cambio. Ahora es para 3 personas el jueves, 11 de junio de 2026 a las " +
        "6:00pm. Para cambiarla, llame al (323) 555 - 0199. Su reservacion: http://localhost:3000/r/{token}",
    );
  });
});
