/**
 * The guest's own booking page (/r/{token}): the link in the confirmation text opens the booking (no guest name or
 * phone), the token is stored only hashed, Cancel frees the table and is refused after the start; a second Cancel
 * changes nothing; unknown and malformed tokens are refused.
 */
import { bookingLinks, messages, reservations } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { bookingPageMessages } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY, TOMORROW } from "../../testing/reservation-kit";

describe.each(testDrivers())("booking page on %s", (kind) => {
  let h: Harness;
  const clock = manualClock(NOON_NY);
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
  });
  afterAll(() => h.close());

  async function bookWithLink(time: string) {
    const staff = await h.caller(await h.tokenFor("demo"));
    const r = await staff.reservations.create(
      booking({ reservationDate: TOMORROW, reservationTime: time, guestName: "Zed Quillfeather" }),
    );
    const [row] = await h.db.db.select().from(reservations).where(eq(reservations.uuid, r.uuid));
    const [text] = await h.db.db
      .select()
      .from(messages)
      .where(eq(messages.reservationId, row?.id ?? 0));
    // The stored body says /r/{token}; the token waits apart until the text is sent (notify/outbox.ts).
    expect(text?.body).toMatch(/\/r\/\{token\}(\nReply STOP to opt out\.)?$/);
    const token = text?.linkTokens ?? "";
    return { uuid: r.uuid, id: row?.id ?? 0, token, staff };
  }

  it("the confirmation text's link opens the booking; only the token's hash is stored", async () => {
    const { token, id } = await bookWithLink("19:00");
    expect(token).toHaveLength(32);
    const guest = await h.caller();
    const view = await guest.guest.booking({ token });
    expect(view).toMatchObject({
      storeName: expect.stringContaining("Demo"),
      reservationDate: TOMORROW,
      reservationTime: "19:00",
      partySize: 2,
      status: "CONFIRMED",
      canCancel: true,
    });
    expect(JSON.stringify(view)).not.toMatch(/Quillfeather|5552234567/);
    const stored = await h.db.db.select().from(bookingLinks).where(eq(bookingLinks.reservationId, id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    await expectTrpcError(
      // One character changed (never to the one it was: 1 time in 64 the last was already an "x").
      guest.guest.booking({ token: `${token.slice(0, 31)}${token.endsWith("x") ? "y" : "x"}` }),
      "NOT_FOUND",
      bookingPageMessages.notFound,
    );
    await expectTrpcError(guest.guest.booking({ token: "short" }), "BAD_REQUEST");
  });

  it("Cancel cancels once (the second changes nothing) and is refused after the start", async () => {
    const a = await bookWithLink("19:30");
    const guest = await h.caller();
    expect(await guest.guest.cancelBooking({ token: a.token })).toMatchObject({
      status: "CANCELLED",
      canCancel: false,
    });
    const [first] = await h.db.db.select().from(reservations).where(eq(reservations.id, a.id));
    clock.advance(60_000);
    expect(await guest.guest.cancelBooking({ token: a.token })).toMatchObject({ status: "CANCELLED" });
    const [second] = await h.db.db.select().from(reservations).where(eq(reservations.id, a.id));
    expect(second?.updatedAt).toEqual(first?.updatedAt);

    const b = await bookWithLink("20:00");
    clock.set("2026-06-12T00:00:01Z"); // 20:00:01 in New York on the 11th: started
    expect(await guest.guest.booking({ token: b.token })).toMatchObject({
      status: "CONFIRMED",
      canCancel: false,
    });
    await expectTrpcError(
      guest.guest.cancelBooking({ token: b.token }),
      "CONFLICT",
      bookingPageMessages.started,
    );
    const [still] = await h.db.db.select().from(reservations).where(eq(reservations.id, b.id));
    expect(still?.status).toBe("CONFIRMED");
    clock.set(NOON_NY);
  });
});
