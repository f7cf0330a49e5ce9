import {
  kioskSettings,
  listStoreMessages,
  messages,
  optIn,
  optOut,
  ticketCounters,
  waitlistEntries,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { formatTicket, INITIAL_TICKET, nextTicket } from "@seatline/domain";
import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { seatedAtNoTable } from "../../testing/quote-kit";

describe.each(testDrivers())("waitlist join on %s", (kind) => {
  let h: Harness;
  let token: string;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 30 });
    token = await h.tokenFor("demo");
    storeId = (await (await h.caller(token)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ...INITIAL_TICKET });
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
  });

  const setCounter = (ticketCnt: number, ticketLetter: string) =>
    h.db.db
      .update(ticketCounters)
      .set({ ticketCnt, ticketLetter })
      .where(eq(ticketCounters.storeId, storeId));

  it("assigns A0, A1, … and answers the real ticket; the kiosk preview follows", async () => {
    const api = await h.caller(token);
    expect((await api.waitlist.kioskState()).ticketPreview).toBe("A0");
    const tickets: string[] = [];
    for (let i = 0; i < 11; i++)
      tickets.push((await api.waitlist.join({ partySize: 2, name: `G${i}` })).ticket);
    expect(tickets).toEqual(["A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "B0"]);
    expect((await api.waitlist.kioskState()).ticketPreview).toBe("B1");
  });

  it("walks H9 → J0 (no I) and Z9 → A0 through join", async () => {
    const api = await h.caller(token);
    await setCounter(9, "h");
    expect((await api.waitlist.join({ partySize: 1, name: "H" })).ticket).toBe("H9");
    expect((await api.waitlist.join({ partySize: 1, name: "J" })).ticket).toBe("J0");
    await setCounter(9, "z");
    expect((await api.waitlist.join({ partySize: 1, name: "Z" })).ticket).toBe("Z9");
    expect((await api.waitlist.join({ partySize: 1, name: "A" })).ticket).toBe("A0");
  });

  it("stores the recorded fields (docs/product.md#records): customer_id, seating flags, quoted wait, business date; queues the join text", async () => {
    const api = await h.caller(token);
    // The stored quote is the estimator's: a walk-in seated at no table earlier today makes the empty room untrusted,
    // so it is the queue model's arithmetic rather than the 0 of a floor whose tables all stand free
    // (testing/quote-kit.ts; that party of one is no two's seat).
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    await api.waitlist.join({ partySize: 2, name: "Ahead" });
    const e = await api.waitlist.join({
      partySize: 2,
      name: "  Ann  ",
      phone: "(555) 223-4567",
      seating: "bar",
    });
    expect(e).toMatchObject({
      name: "Ann",
      phone: "5552234567",
      seating: "bar",
      status: "waiting",
      notified: 0,
    });
    expect(e.quotedWait).toBe(13); // one party of two ahead, no two seated tonight: round((1 + 1) × 45 / (6 + 1))
    const [row] = await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, e.id));
    expect(row).toMatchObject({
      customerId: "Ann",
      barArea: true,
      firstAvailable: false,
      businessDate: "2026-11-21",
    });
    const texts = await listStoreMessages(h.db.db, storeId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ kind: "join", toPhone: "5552234567", status: "pending" });
    expect(texts[0]?.body).toContain(e.ticket);
    expect(texts[0]?.body).toContain("Demo Bistro Downtown");
    const noPhone = await api.waitlist.join({ partySize: 1, name: "Bo", phone: "" });
    expect(noPhone.phone).toBeNull();
    expect(await listStoreMessages(h.db.db, storeId)).toHaveLength(1);
  });

  it("queues no join text to a phone that opted out of the store's texts; the entry is made all the same", async () => {
    const api = await h.caller(token);
    await optOut(h.db.db, storeId, "5552234567", clock.now());
    try {
      const out = await api.waitlist.join({ partySize: 2, name: "Opted", phone: "5552234567" });
      expect(out).toMatchObject({ phone: "5552234567", status: "waiting" });
      expect(await listStoreMessages(h.db.db, storeId)).toHaveLength(0);
      await api.waitlist.join({ partySize: 2, name: "Other", phone: "5552234568" });
      const texts = await listStoreMessages(h.db.db, storeId);
      expect(texts.map((t) => t.toPhone)).toEqual(["5552234568"]);
    } finally {
      await optIn(h.db.db, storeId, "5552234567");
    }
  });

  it("validates with clear 400s and refuses while the waitlist is off", async () => {
    const api = await h.caller(token);
    const bad = async (input: Parameters<typeof api.waitlist.join>[0], pattern: RegExp) => {
      const err = await api.waitlist.join(input).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TRPCError);
      expect((err as TRPCError).code).toBe("BAD_REQUEST");
      expect((err as TRPCError).message).toMatch(pattern);
    };
    await bad({ partySize: 0, name: "A" }, /at least 1/);
    await bad({ partySize: 51, name: "A" }, /at most 50/);
    await bad({ partySize: 1.5, name: "A" }, /whole number/);
    await bad({ partySize: 2, name: "   " }, /enter a name/);
    await bad({ partySize: 2, name: "A", phone: "555-12" }, /10 digits/);
    await h.db.db.update(kioskSettings).set({ waitlistOn: false }).where(eq(kioskSettings.storeId, storeId));
    const off = await api.waitlist.join({ partySize: 2, name: "A" }).catch((e: unknown) => e);
    expect(off).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/waitlist is closed/) });
    expect(await h.db.db.select().from(waitlistEntries)).toHaveLength(0);
    expect((await api.waitlist.kioskState()).ticketPreview).toBe("A0");
  });

  it("kiosk state: numbers, position, wait times, settings, store", async () => {
    const api = await h.caller(token);
    const empty = await api.waitlist.kioskState();
    expect(empty.position).toBe(1);
    expect(empty.settings).toEqual({
      waitlistOn: true,
      announcement: "",
      firstAvailableOkay: true,
      indoorSeatingPreferred: true,
      barSeatingPreferred: true,
      outdoorSeatingPreferred: false,
    });
    expect(empty.store).toEqual({ name: "Demo Bistro Downtown", accountEmail: "demo@seatline.dev" });
    // The wait times follow each group's line by the queue model's arithmetic: a walk-in seated at no table earlier
    // today makes the empty room untrusted, so they are not the 0 of a floor whose tables all stand free
    // (testing/quote-kit.ts; that party of one, seated two hours ago, is past three solo turns).
    await seatedAtNoTable(h.db.db, storeId, clock.now());
    for (const size of [1, 2, 2, 3, 4, 4, 6]) await api.waitlist.join({ partySize: size, name: "x" });
    const s = await api.waitlist.kioskState();
    expect(s.numbers).toEqual({ parties: 6, solo: 1 });
    expect(s.position).toBe(8);
    // (ahead + 1) × turn ÷ (tables + 1) for the next party of each group: (2)30/5, (3)45/7, (4)60/6, (2)75/3
    expect(s.waitTimes).toEqual({ solo_wait: 12, two_wait: 19, three_four_wait: 40, five_plus_wait: 50 });
    expect(await api.waitlist.summary()).toMatchObject({ totalWaiting: 7, waitTimes: s.waitTimes });
  });

  it.runIf(kind === "postgres")(
    "231 joins at once: 231 entries, 231 distinct tickets in entered order, one join text per phone",
    async () => {
      const api = await h.caller(token);
      const n = 231; // past W9 → X0 … Y0: more tickets than the pool has connections, fewer than a letter cycle
      const made = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          api.waitlist.join({
            partySize: (i % 6) + 1,
            name: `P${i}`,
            phone: i % 2 ? `55520${String(i).padStart(5, "0")}` : null,
          }),
        ),
      );
      const tickets = new Set(made.map((e) => e.ticket));
      expect(tickets.size).toBe(n);
      const expected: string[] = [];
      let c: { ticketCnt: number; ticketLetter: string } = { ...INITIAL_TICKET };
      for (let i = 0; i < n; i++) {
        expected.push(formatTicket(c));
        c = nextTicket(c.ticketCnt, c.ticketLetter);
      }
      expect([...tickets].sort()).toEqual([...expected].sort());
      const rows = await h.db.db.select().from(waitlistEntries);
      expect(rows).toHaveLength(n);
      // Entered order (ids) follows ticket order: each join saw every earlier one under the counter lock.
      const byId = rows.sort((a, b) => a.id - b.id).map((r) => r.ticketId);
      expect(byId).toEqual(expected);
      const [counter] = await h.db.db
        .select()
        .from(ticketCounters)
        .where(eq(ticketCounters.storeId, storeId));
      expect(counter && formatTicket(counter)).toBe(formatTicket(c));
      // Each phone's join text names that join's own ticket.
      const texts = await h.db.db.select().from(messages).where(eq(messages.kind, "join"));
      expect(texts).toHaveLength(Math.floor(n / 2));
      const ticketOf = new Map(rows.map((r) => [r.customerNumber, r.ticketId]));
      for (const t of texts) expect(t.body).toContain(`ticket ${ticketOf.get(t.toPhone)}.`);
    },
  );
});
