import { kioskSettings, messages, stores, ticketCounters, waitlistEntries } from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { INITIAL_TICKET } from "@seatline/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { expectTrpcError } from "../../testing/reservation-kit";

// Tuesday 2026-11-24: 02:00 in New York (demo), 23:00 on Monday in Los Angeles (rival). Seeded hours 11:00-22:00.
const TWO_AM_NY = "2026-11-24T07:00:00Z";
const ELEVEN_AM_NY = "2026-11-24T16:00:00Z";
const CLOSED_NY = "We are closed now; we open at 11:00 AM";
const demoSlugs = { companySlug: "demo", storeSlug: "downtown" };
const rivalSlugs = { companySlug: "rival", storeSlug: "uptown" };

describe.each(testDrivers())("joins and opening hours on %s", (kind) => {
  let h: Harness;
  let demo: string;
  let rival: string;
  const clock = manualClock(TWO_AM_NY);
  beforeAll(async () => {
    h = await createHarness(kind, { clock });
    demo = await h.tokenFor("demo");
    rival = await h.tokenFor("rival");
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set(TWO_AM_NY);
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ...INITIAL_TICKET });
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
  });
  const entries = () => h.db.db.select().from(waitlistEntries);

  it("closed: the kiosk, the remote join and the legacy kiosk entry are refused with the opening time; nothing is written", async () => {
    const staff = await h.caller(demo);
    const state = await staff.waitlist.kioskState();
    expect(state.hours).toEqual({
      open: false,
      nextOpening: { date: "2026-11-24", dow: 2, time: "11:00", today: true },
    });
    await expectTrpcError(staff.waitlist.join({ partySize: 2, name: "Night Owl" }), "CONFLICT", CLOSED_NY);

    const guest = await h.caller();
    const info = await guest.guest.joinInfo(demoSlugs);
    expect(info.open).toBe(false);
    expect(info.hours.nextOpening?.time).toBe("11:00");
    await expectTrpcError(
      guest.guest.join({ ...demoSlugs, name: "Night Owl", phone: "5552234567", partySize: 2 }),
      "CONFLICT",
      CLOSED_NY,
    );

    const legacy = await h.app.inject({
      method: "POST",
      url: "/api/host_info/waiting_customers",
      headers: { authorization: `Token ${demo}` },
      payload: { customer_name: "Old Kiosk", party_size: 2 },
    });
    expect(legacy.statusCode).toBe(409);
    expect(legacy.body).toContain(CLOSED_NY);

    expect(await entries()).toEqual([]);
    expect(await h.db.db.select().from(messages)).toEqual([]);
    expect((await staff.waitlist.kioskState()).ticketPreview).toBe("A0");
  });

  it("the refusal names the weekday when the store opens another day, in the guest's language", async () => {
    const staff = await h.caller(rival);
    await expectTrpcError(
      staff.waitlist.join({ partySize: 2, name: "Late", language: "es" }),
      "CONFLICT",
      "Ahora estamos cerrados; abrimos el martes a las 11:00 AM",
    );
    await expectTrpcError(
      (await h.caller()).guest.join({ ...rivalSlugs, name: "Late", phone: "5552234568", partySize: 2 }),
      "CONFLICT",
      "We are closed now; we open Tuesday at 11:00 AM",
    );
  });

  it("a host's own add is never refused for the hours", async () => {
    const staff = await h.caller(demo);
    const added = await staff.waitlist.add({ partySize: 3, name: "Call In", seating: "first_available" });
    expect(added.ticket).toBe("A0");
    expect(await entries()).toHaveLength(1);
  });

  it("open: every join goes through", async () => {
    clock.set(ELEVEN_AM_NY);
    const staff = await h.caller(demo);
    expect((await staff.waitlist.kioskState()).hours).toEqual({ open: true, nextOpening: null });
    expect((await staff.waitlist.join({ partySize: 2, name: "Lunch" })).ticket).toBe("A0");
    const guest = await h.caller();
    expect((await guest.guest.joinInfo(demoSlugs)).open).toBe(true);
    expect(
      await guest.guest.join({ ...demoSlugs, name: "Phone", phone: "5552234569", partySize: 2 }),
    ).toEqual({
      // A new entry: its status page's token (the guest who typed the phone made the place).
      sent: true,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const legacy = await h.app.inject({
      method: "POST",
      url: "/api/host_info/waiting_customers",
      headers: { authorization: `Token ${demo}` },
      payload: { customer_name: "Old Kiosk", party_size: 2 },
    });
    expect(legacy.statusCode).toBe(201);
    expect(await entries()).toHaveLength(3);
  });

  it("a store with no hours at all is always open", async () => {
    const demoStore = (await (await h.caller(demo)).auth.me()).store?.id ?? "";
    const [before] = await h.db.db
      .select({ hours: stores.hours })
      .from(stores)
      .where(eq(stores.id, demoStore));
    await h.db.db.update(stores).set({ hours: [] }).where(eq(stores.id, demoStore));
    try {
      expect((await (await h.caller(demo)).waitlist.join({ partySize: 2, name: "Anytime" })).ticket).toBe(
        "A0",
      );
    } finally {
      await h.db.db
        .update(stores)
        .set({ hours: before?.hours ?? [] })
        .where(eq(stores.id, demoStore));
    }
  });
});
