/**
 * Kiosk ticket leases (docs/architecture.md "Offline kiosk"): tickets taken ahead by a kiosk and spent by its offline
 * joins never repeat, whoever joins, in whatever order, on either driver.
 */
import {
  demoStores,
  kioskSettings,
  kioskTicketLeases,
  messages,
  proveGuestPhone,
  ticketCounters,
  waitlistEntries,
} from "@seatline/db";
import { testDrivers } from "@seatline/db/testing";
import { INITIAL_TICKET, JOIN_AT_ANOTHER_STORE, KIOSK_LEASE_SIZE, TICKET_CYCLE } from "@seatline/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";

describe.each(testDrivers())("kiosk ticket leases on %s", (kind) => {
  let h: Harness;
  /** Two kiosks of the demo store (two sessions) and one of the rival store. */
  let kioskA: string;
  let kioskB: string;
  let rival: string;
  let storeId: string;
  const clock = manualClock("2026-11-21T18:00:00Z");

  const signIn = async (company: "demo" | "rival") => {
    const d = demoStores.find((s) => s.companySlug === company);
    if (!d) throw new Error(`no demo store ${company}`);
    return (await (await h.caller()).auth.login({ email: d.email, password: d.password })).token;
  };
  const api = (token: string) => h.caller(token);
  const joinedAt = (minutesAgo = 0) => new Date(clock.now().getTime() - minutesAgo * 60_000).toISOString();

  beforeAll(async () => {
    h = await createHarness(kind, { clock, poolMax: 30 });
    kioskA = await signIn("demo");
    kioskB = await signIn("demo");
    rival = await signIn("rival");
    storeId = (await (await api(kioskA)).auth.me()).store?.id ?? "";
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    clock.set("2026-11-21T18:00:00Z");
    await h.db.db.delete(kioskTicketLeases);
    await h.db.db.delete(messages);
    await h.db.db.delete(waitlistEntries);
    await h.db.db.update(ticketCounters).set({ ...INITIAL_TICKET, issued: 0 });
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
  });

  it("leases a block of five under the counter, tops it up, and the next online join comes after it", async () => {
    const a = await api(kioskA);
    const first = await a.waitlist.leaseTickets();
    expect(first.tickets).toEqual(["A0", "A1", "A2", "A3", "A4"]);
    expect(first.tickets).toHaveLength(KIOSK_LEASE_SIZE);
    expect((await a.waitlist.leaseTickets()).tickets).toEqual(first.tickets);
    expect((await a.waitlist.join({ partySize: 2, name: "Online" })).ticket).toBe("A5");
    const [counter] = await h.db.db.select().from(ticketCounters).where(eq(ticketCounters.storeId, storeId));
    expect(counter?.issued).toBe(6);
    // Spending two: the top-up adds two more after the online join's.
    await a.waitlist.join({ partySize: 1, name: "Off 1", leased: { ticket: "A0", joinedAt: joinedAt() } });
    await a.waitlist.join({ partySize: 1, name: "Off 2", leased: { ticket: "A1", joinedAt: joinedAt() } });
    expect((await a.waitlist.leaseTickets()).tickets).toEqual(["A2", "A3", "A4", "A6", "A7"]);
  });

  it("online joins and leased joins of two kiosks, interleaved and at once: every ticket different", async () => {
    const a = await api(kioskA);
    const b = await api(kioskB);
    const seen: string[] = [];
    for (let round = 0; round < 4; round++) {
      const [la, lb] = await Promise.all([a.waitlist.leaseTickets(), b.waitlist.leaseTickets()]);
      // Two kiosks' leases never overlap.
      expect(la.tickets.filter((t) => lb.tickets.includes(t))).toEqual([]);
      const joins = await Promise.all([
        ...la.tickets.slice(0, 3).map((ticket, i) =>
          a.waitlist.join({
            partySize: 2,
            name: `A${round}.${i}`,
            leased: { ticket, joinedAt: joinedAt(1) },
          }),
        ),
        ...lb.tickets.slice(0, 2).map((ticket, i) =>
          b.waitlist.join({
            partySize: 3,
            name: `B${round}.${i}`,
            leased: { ticket, joinedAt: joinedAt(1) },
          }),
        ),
        ...Array.from({ length: 4 }, (_, i) => a.waitlist.join({ partySize: 1, name: `On${round}.${i}` })),
        ...Array.from({ length: 3 }, (_, i) => b.waitlist.join({ partySize: 4, name: `Bn${round}.${i}` })),
      ]);
      // Each leased join took exactly the ticket its guest was shown.
      expect(joins.slice(0, 3).map((e) => e.ticket)).toEqual(la.tickets.slice(0, 3));
      expect(joins.slice(3, 5).map((e) => e.ticket)).toEqual(lb.tickets.slice(0, 2));
      seen.push(...joins.map((e) => e.ticket));
    }
    const rows = await h.db.db.select({ ticket: waitlistEntries.ticketId }).from(waitlistEntries);
    expect(rows).toHaveLength(4 * 12);
    expect(new Set(rows.map((r) => r.ticket)).size).toBe(rows.length);
    expect(new Set(seen).size).toBe(seen.length);
    // And no leased ticket still held by a kiosk was given to anyone.
    const held = [...(await a.waitlist.leaseTickets()).tickets, ...(await b.waitlist.leaseTickets()).tickets];
    expect(new Set(held).size).toBe(held.length);
    for (const t of held) expect(seen).not.toContain(t);
  });

  it("a leased join records its guest in the guest book, as an online join of the phone does", async () => {
    const a = await api(kioskA);
    const { tickets } = await a.waitlist.leaseTickets();
    const phone = "5552417788";
    const online = await a.waitlist.join({ partySize: 2, name: "Known Guest", phone });
    const offline = await a.waitlist.join({
      partySize: 3,
      name: "Known Guest",
      phone,
      leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt() },
    });
    expect(offline.ticket).toBe(tickets[0]);
    const entries = () =>
      h.db.db
        .select({
          id: waitlistEntries.id,
          storeId: waitlistEntries.storeId,
          profileId: waitlistEntries.profileId,
        })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.customerNumber, phone));
    const rows = await entries();
    expect(rows).toHaveLength(2);
    // The online join made the phone's profile. The leased join typed the same phone, not proven yet, so it is linked
    // to nothing, as a second online join would be (docs/architecture.md#the-guest-book).
    const profileId = rows.find((r) => r.id === online.id)?.profileId;
    expect(profileId).toEqual(expect.any(Number));
    expect(rows.find((r) => r.id === offline.id)?.profileId).toBeNull();
    // Once the phone is proven (as a reply to the store's text proves it), both are the guest's, and a next leased
    // join of the phone is linked at once.
    await proveGuestPhone(h.db.db, rows[0]?.storeId ?? "", phone);
    const next = await a.waitlist.join({
      partySize: 2,
      name: "Known Guest",
      phone,
      leased: { ticket: tickets[1] ?? "", joinedAt: joinedAt() },
    });
    const after = await entries();
    expect(after.map((r) => r.id).sort()).toEqual([online.id, offline.id, next.id].sort());
    expect(after.map((r) => r.profileId)).toEqual([profileId, profileId, profileId]);
  });

  it("a leased join sent twice is stored once (the second answers the first's entry)", async () => {
    const a = await api(kioskA);
    const { tickets } = await a.waitlist.leaseTickets();
    const input = { partySize: 2, name: "Twice", leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt() } };
    const [one, two] = await Promise.all([a.waitlist.join(input), a.waitlist.join(input)]);
    expect(one?.id).toBe(two?.id);
    expect(one?.ticket).toBe(tickets[0]);
    const again = await a.waitlist.join(input);
    expect(again.id).toBe(one?.id);
    expect(await h.db.db.$count(waitlistEntries)).toBe(1);
  });

  it("only the kiosk the ticket was leased to can spend it; another gets a fresh ticket, the lease stays", async () => {
    const a = await api(kioskA);
    const b = await api(kioskB);
    const { tickets } = await a.waitlist.leaseTickets();
    const stolen = await b.waitlist.join({
      partySize: 2,
      name: "Other kiosk",
      leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt() },
    });
    expect(stolen.ticket).toBe("A5");
    // Another store's kiosk naming the ticket is an ordinary join there: not admitted (the rival store is closed at
    // this hour), and the demo lease is untouched.
    const r = await api(rival);
    await expect(
      r.waitlist.join({
        partySize: 2,
        name: "Other store",
        leased: { ticket: tickets[1] ?? "", joinedAt: joinedAt() },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const mine = await a.waitlist.join({
      partySize: 2,
      name: "Mine",
      leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt() },
    });
    expect(mine.ticket).toBe(tickets[0]);
    const mine2 = await a.waitlist.join({
      partySize: 2,
      name: "Mine too",
      leased: { ticket: tickets[1] ?? "", joinedAt: joinedAt() },
    });
    expect(mine2.ticket).toBe(tickets[1]);
  });

  it("a join kept on a tablet for its store is refused by any other store's session, and added by its own", async () => {
    const a = await api(kioskA);
    const { tickets } = await a.waitlist.leaseTickets();
    const kept = { partySize: 2, name: "Kept for demo", phone: "5552230042" };
    const leased = { ticket: tickets[0] ?? "", joinedAt: joinedAt(3), storeId };
    // The tablet was signed in as the rival store meanwhile: its session must not file demo's guest.
    await expect((await api(rival)).waitlist.join({ ...kept, leased })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: JOIN_AT_ANOTHER_STORE,
    });
    expect(await h.db.db.select().from(waitlistEntries)).toEqual([]);
    expect(await h.db.db.select().from(messages)).toEqual([]);
    const joined = await a.waitlist.join({ ...kept, leased });
    expect(joined.ticket).toBe(tickets[0]);
  });

  it("a lease of yesterday is void: the late replay gets today's next ticket, and today's lease is new", async () => {
    const a = await api(kioskA);
    const { tickets, businessDate } = await a.waitlist.leaseTickets();
    clock.advance(24 * 3600_000);
    await h.db.db.update(kioskSettings).set({ waitlistOn: true });
    const late = await a.waitlist.join({
      partySize: 2,
      name: "Yesterday",
      leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt(24 * 60) },
    });
    expect(late.ticket).toBe("A5");
    const today = await a.waitlist.leaseTickets();
    expect(today.businessDate).not.toBe(businessDate);
    expect(today.tickets).toEqual(["A6", "A7", "A8", "A9", "B0"]);
  });

  it("a lease whose label came round in the cycle (250 tickets later) is void", async () => {
    const a = await api(kioskA);
    const { tickets } = await a.waitlist.leaseTickets();
    await h.db.db
      .update(ticketCounters)
      .set({ issued: sql`${ticketCounters.issued} + ${TICKET_CYCLE - 4}` })
      .where(eq(ticketCounters.storeId, storeId));
    // issued 5 + 246 = 251: A0 (seq 0) has come round (251 > 0 + 250), A4 (seq 4) not yet.
    const old = await a.waitlist.join({
      partySize: 2,
      name: "Old",
      leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt() },
    });
    expect(old.ticket).not.toBe(tickets[0]);
    const fine = await a.waitlist.join({
      partySize: 2,
      name: "Fine",
      leased: { ticket: tickets[4] ?? "", joinedAt: joinedAt() },
    });
    expect(fine.ticket).toBe(tickets[4]);
  });

  it("keeps the guest's time between the lease and now, and admits the guest though the waitlist closed since", async () => {
    const a = await api(kioskA);
    const { tickets } = await a.waitlist.leaseTickets();
    clock.advance(10 * 60_000);
    await a.waitlist.join({ partySize: 2, name: "Online later" });
    await h.db.db.update(kioskSettings).set({ waitlistOn: false });
    await expect(a.waitlist.join({ partySize: 2, name: "Refused" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const early = await a.waitlist.join({
      partySize: 2,
      name: "Offline earlier",
      leased: { ticket: tickets[0] ?? "", joinedAt: joinedAt(5) },
    });
    const future = await a.waitlist.join({
      partySize: 2,
      name: "Clock ahead",
      leased: {
        ticket: tickets[1] ?? "",
        joinedAt: new Date(clock.now().getTime() + 3600_000).toISOString(),
      },
    });
    const ancient = await a.waitlist.join({
      partySize: 2,
      name: "Clock behind",
      leased: { ticket: tickets[2] ?? "", joinedAt: joinedAt(120) },
    });
    const at = async (id: number) =>
      (await h.db.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.enteredTime;
    expect((await at(early.id))?.toISOString()).toBe("2026-11-21T18:05:00.000Z");
    expect((await at(future.id))?.toISOString()).toBe("2026-11-21T18:10:00.000Z");
    expect((await at(ancient.id))?.toISOString()).toBe("2026-11-21T18:00:00.000Z");
  });

  it("refuses a malformed leased ticket with a 400", async () => {
    const a = await api(kioskA);
    await expect(
      a.waitlist.join({ partySize: 2, name: "Bad", leased: { ticket: "AA", joinedAt: joinedAt() } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
