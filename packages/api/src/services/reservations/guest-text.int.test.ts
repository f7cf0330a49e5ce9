/**
 * Issue 13 item 10: control characters in guest-typed fields are refused on every path (tRPC and legacy REST).
 * Leading and trailing whitespace (a pasted trailing line break too) is trimmed first, so it is never stored.
 */
import { floorTables, messages, reservations, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { hasControlChars } from "@seatline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { booking, expectTrpcError, NOON_NY } from "../../testing/reservation-kit";

const demo = { companySlug: "demo", storeSlug: "downtown" };
const BAD = ["\r\n", "\n", "\u0007", "\u001b[31m", "\u007f", "\u009b"];
/** Characters that change how a name reads without being seen: bidi controls, then zero-width characters. */
const INVISIBLE = [
  "\u202e",
  "\u202a",
  "\u2066",
  "\u2069",
  "\u200e",
  "\u200f",
  "\u061c",
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
];

describe.each(testDrivers())("guest-typed text on %s", (kind) => {
  let h: Harness;
  let anon: Awaited<ReturnType<Harness["caller"]>>;
  let staff: Awaited<ReturnType<Harness["caller"]>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    h = await createHarness(kind, { clock: manualClock(NOON_NY) });
    anon = await h.caller();
    const token = await h.tokenFor("demo");
    staff = await h.caller(token);
    auth = { authorization: `Token ${token}` };
  });
  afterAll(() => h.close());

  const legacyBooking = (o: Record<string, unknown>) =>
    h.app.inject({
      method: "POST",
      url: "/api/reservation_info/create_reservation",
      payload: {
        legacy_store_id: 1001,
        reservation_date: booking().reservationDate,
        reservation_time: "18:00",
        party_size: 2,
        guest_name: "Ann Lee",
        guest_phone: "5552345678",
        ...o,
      },
    });

  it("reservation name, e-mail and special requests: refused on the public, staff and legacy paths", async () => {
    const before = (await staff.reservations.list({ date: booking().reservationDate })).length;
    for (const c of BAD) {
      await expectTrpcError(
        anon.public.createReservation({ ...demo, ...booking({ guestName: `Ann${c}Lee` }) }),
        "BAD_REQUEST",
        /Name must not contain control characters/,
      );
      await expectTrpcError(
        staff.reservations.create(booking({ guestEmail: `ann${c}@example.com` })),
        "BAD_REQUEST",
        /Email must not contain control characters|valid email/,
      );
      const name = await legacyBooking({ guest_name: `Ann${c}Lee` });
      expect(name.statusCode, JSON.stringify(c)).toBe(400);
      expect(name.json().system.message).toContain("control characters");
    }
    for (const c of ["\u0007", "\u001b", "\r", "\t", "\u0085"]) {
      await expectTrpcError(
        anon.public.createReservation({ ...demo, ...booking({ specialRequests: `Cake${c}please` }) }),
        "BAD_REQUEST",
        /Special requests must not contain control characters/,
      );
      expect((await legacyBooking({ special_requests: `Cake${c}please` })).statusCode).toBe(400);
    }
    expect((await staff.reservations.list({ date: booking().reservationDate })).length).toBe(before);
    // Line breaks are kept in special requests, and an edit is held to the same rule.
    const ok = await staff.reservations.create(
      booking({ specialRequests: "Cake\r\nCandles", guestPhone: "5552345679" }),
    );
    expect(ok.specialRequests).toBe("Cake\r\nCandles");
    await expectTrpcError(
      staff.reservations.update({ uuid: ok.uuid, guestName: "Ann\u0007" }),
      "BAD_REQUEST",
      /control characters/,
    );
    await expectTrpcError(
      staff.reservations.note({ uuid: ok.uuid, note: "a\u001bb" }),
      "BAD_REQUEST",
      /control characters/,
    );
  });

  it("waitlist names and notes: kiosk, remote join and legacy", async () => {
    const entries = (await h.db.db.select().from(waitlistEntries)).length;
    for (const c of BAD) {
      await expectTrpcError(
        staff.waitlist.join({ partySize: 2, name: `Kim${c}x`, phone: null }),
        "BAD_REQUEST",
      );
      await expectTrpcError(
        anon.guest.join({ ...demo, partySize: 2, name: `Kim${c}x`, phone: "5552345680" }),
        "BAD_REQUEST",
        /control characters/,
      );
      const legacy = await h.app.inject({
        method: "POST",
        url: "/api/host_info/waiting_customers",
        headers: auth,
        payload: { company: "demo", store_num: 1, customer_name: `Kim${c}x`, party_size: 2 },
      });
      expect(legacy.statusCode, JSON.stringify(c)).toBe(400);
    }
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(entries);
    const e = await staff.waitlist.join({ partySize: 2, name: "Kim", phone: null });
    expect((await staff.waitlist.note({ id: e.id, note: "Booth\nby the window" })).note).toBe(
      "Booth\nby the window",
    );
    await expectTrpcError(
      staff.waitlist.note({ id: e.id, note: "Booth\u0007" }),
      "BAD_REQUEST",
      /control characters/,
    );
    expect(await h.db.db.select().from(reservations)).toHaveLength(1);
    // Nothing that reached the outbox carries a control character other than a line break.
    const bodies = (await h.db.db.select().from(messages)).map((m) => m.body);
    expect(bodies.filter((b) => hasControlChars(b, true))).toEqual([]);
  });

  it("bidi controls and zero-width characters in names: guests', a host's, the legacy paths' and tables'", async () => {
    const entries = (await h.db.db.select().from(waitlistEntries)).length;
    const booked = (await h.db.db.select().from(reservations)).length;
    const tables = (await h.db.db.select().from(floorTables)).length;
    const areaId = (await staff.floor.view()).areas[0]?.id ?? 0;
    const named = /must not contain control characters/;
    for (const c of INVISIBLE) {
      const name = `Kim${c}Lee`;
      await expectTrpcError(
        anon.public.createReservation({ ...demo, ...booking({ guestName: name }) }),
        "BAD_REQUEST",
        named,
      );
      await expectTrpcError(staff.reservations.create(booking({ guestName: name })), "BAD_REQUEST", named);
      await expectTrpcError(staff.waitlist.add({ partySize: 2, name, phone: null }), "BAD_REQUEST", named);
      await expectTrpcError(
        anon.guest.join({ ...demo, partySize: 2, name, phone: "5552345681" }),
        "BAD_REQUEST",
        named,
      );
      const legacy = await h.app.inject({
        method: "POST",
        url: "/api/host_info/waiting_customers",
        headers: auth,
        payload: { company: "demo", store_num: 1, customer_name: name, party_size: 2 },
      });
      expect(legacy.statusCode, JSON.stringify(c)).toBe(400);
      expect((await legacyBooking({ guest_name: name })).statusCode, JSON.stringify(c)).toBe(400);
      await expectTrpcError(
        staff.floor.addTable({ name: `T${c}12`, minSeats: 2, maxSeats: 4, areaId, shape: "square" }),
        "BAD_REQUEST",
        /Table name must not contain control characters/,
      );
    }
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(entries);
    expect(await h.db.db.select().from(reservations)).toHaveLength(booked);
    expect(await h.db.db.select().from(floorTables)).toHaveLength(tables);
    // A host's note keeps an emoji sequence (joined with U+200D); a bidi control is refused there too.
    const e = await staff.waitlist.join({ partySize: 4, name: "Kim", phone: null });
    expect((await staff.waitlist.note({ id: e.id, note: "Family 👨‍👩‍👧‍👦" })).note).toBe("Family 👨‍👩‍👧‍👦");
    await expectTrpcError(staff.waitlist.note({ id: e.id, note: "Booth \u202e21" }), "BAD_REQUEST", named);
  });
});
