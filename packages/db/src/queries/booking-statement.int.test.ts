/**
 * The booking statement's slot rule (seatline_slot_fits, packages/db/sql/functions) is the domain's (slotUsage, fitsInSlot in
 * packages/domain src/time-slots.ts): on a table of cases, and on random ones, the SQL answer equals the domain's on
 * what holds a table (table-holding bookings and live offers of the store, date and time), and the domain's on what
 * activeBookingsOnDate reads (the count edits still make in the server).
 */
import {
  fitsInSlot,
  type NotifyOfferStatus,
  notifyOfferStatuses,
  type ReservationStatus,
  reservationStatuses,
  slotUsage,
  tableHoldingStatuses,
} from "@seatline/domain";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyOffers, notifyRequests, reservations, stores } from "../schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "../testing/test-db";
import { slotFitsInSql } from "./booking-statement";
import { activeBookingsOnDate } from "./reservations";

const DATE = "2026-12-01";
const OTHER_DATE = "2026-12-02";
const AT = new Date("2026-11-30T12:00:00Z");

/** A row that may hold a table: a booking in a status, or an offer of the notify list in one. */
type Held =
  | { kind: "booking"; status: ReservationStatus; time: string; party: number; other?: "store" | "date" }
  | { kind: "offer"; status: NotifyOfferStatus; time: string; party: number; other?: "store" | "date" };

interface Case {
  name: string;
  held: Held[];
  claim: { time: string; party: number };
  cap: { maxTablesPerInterval: number; maxPersonsPerInterval: number };
  /** What the rule answers (the domain's answer is checked against it too, so a case means what it says). */
  fits: boolean;
}

const b = (status: ReservationStatus, time: string, party: number, other?: "store" | "date"): Held => ({
  kind: "booking",
  status,
  time,
  party,
  other,
});
const o = (status: NotifyOfferStatus, time: string, party: number, other?: "store" | "date"): Held => ({
  kind: "offer",
  status,
  time,
  party,
  other,
});
const cap = (tables: number, persons: number) => ({
  maxTablesPerInterval: tables,
  maxPersonsPerInterval: persons,
});

const cases: Case[] = [
  { name: "an empty slot", held: [], claim: { time: "18:00", party: 2 }, cap: cap(3, 20), fits: true },
  { name: "no tables at all", held: [], claim: { time: "18:00", party: 2 }, cap: cap(0, 20), fits: false },
  {
    name: "a party above the persons cap",
    held: [],
    claim: { time: "18:00", party: 6 },
    cap: cap(3, 5),
    fits: false,
  },
  {
    name: "the last table",
    held: [b("CONFIRMED", "18:00", 2), b("PENDING", "18:00", 2)],
    claim: { time: "18:00", party: 2 },
    cap: cap(3, 20),
    fits: true,
  },
  {
    name: "every table taken (pending, confirmed, seated)",
    held: [b("CONFIRMED", "18:00", 2), b("PENDING", "18:00", 2), b("SEATED", "18:00", 2)],
    claim: { time: "18:00", party: 1 },
    cap: cap(3, 20),
    fits: false,
  },
  {
    name: "a held offer takes the last table",
    held: [b("CONFIRMED", "18:00", 2), b("CONFIRMED", "18:00", 2), o("offered", "18:00", 2)],
    claim: { time: "18:00", party: 2 },
    cap: cap(3, 20),
    fits: false,
  },
  {
    name: "a held offer's places count",
    held: [b("CONFIRMED", "18:00", 4), o("offered", "18:00", 4)],
    claim: { time: "18:00", party: 3 },
    cap: cap(10, 10),
    fits: false,
  },
  {
    name: "offers taken, passed or expired hold nothing",
    held: [
      b("CONFIRMED", "18:00", 2),
      o("taken", "18:00", 2),
      o("passed", "18:00", 2),
      o("expired", "18:00", 2),
    ],
    claim: { time: "18:00", party: 2 },
    cap: cap(2, 20),
    fits: true,
  },
  {
    name: "cancelled and no-show bookings hold nothing",
    held: [b("CANCELLED", "18:00", 4), b("NO_SHOW", "18:00", 4), b("CANCELLED", "18:00", 4)],
    claim: { time: "18:00", party: 4 },
    cap: cap(1, 4),
    fits: true,
  },
  {
    name: "the places left exactly fit",
    held: [b("CONFIRMED", "18:00", 3), b("SEATED", "18:00", 4)],
    claim: { time: "18:00", party: 3 },
    cap: cap(5, 10),
    fits: true,
  },
  {
    name: "one place short",
    held: [b("CONFIRMED", "18:00", 3), b("SEATED", "18:00", 4)],
    claim: { time: "18:00", party: 4 },
    cap: cap(5, 10),
    fits: false,
  },
  {
    name: "more booked than the cap (lowered since): never below zero, full",
    held: [b("CONFIRMED", "18:00", 6), b("CONFIRMED", "18:00", 6)],
    claim: { time: "18:00", party: 1 },
    cap: cap(1, 4),
    fits: false,
  },
  {
    name: "another time's bookings and offers do not count",
    held: [b("CONFIRMED", "18:30", 2), b("CONFIRMED", "17:30", 2), o("offered", "18:30", 2)],
    claim: { time: "18:00", party: 2 },
    cap: cap(1, 2),
    fits: true,
  },
  {
    name: "another store's bookings and offers do not count",
    held: [
      b("CONFIRMED", "18:00", 2, "store"),
      b("SEATED", "18:00", 2, "store"),
      o("offered", "18:00", 2, "store"),
    ],
    claim: { time: "18:00", party: 2 },
    cap: cap(1, 2),
    fits: true,
  },
  {
    name: "another date's bookings and offers do not count",
    held: [b("CONFIRMED", "18:00", 2, "date"), o("offered", "18:00", 2, "date")],
    claim: { time: "18:00", party: 2 },
    cap: cap(1, 2),
    fits: true,
  },
  {
    name: "own rows count beside others' that do not",
    held: [
      b("CONFIRMED", "18:00", 2, "store"),
      b("CONFIRMED", "18:00", 2, "date"),
      b("CONFIRMED", "18:00", 2),
    ],
    claim: { time: "18:00", party: 2 },
    cap: cap(1, 20),
    fits: false,
  },
];

/** Deterministic random cases (a small linear congruential generator: the same cases every run). */
function randomCases(n: number): Omit<Case, "fits">[] {
  let seed = 20261201;
  const next = (k: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % k;
  };
  const times = ["18:00", "18:30"];
  const others = [undefined, undefined, undefined, "store", "date"] as const;
  return Array.from({ length: n }, (_, i) => ({
    name: `random ${i}`,
    held: Array.from({ length: next(7) }, () =>
      next(3) === 0
        ? o(
            notifyOfferStatuses[next(notifyOfferStatuses.length)] ?? "offered",
            times[next(2)] ?? "18:00",
            1 + next(6),
            others[next(5)],
          )
        : b(
            reservationStatuses[next(reservationStatuses.length)] ?? "CONFIRMED",
            times[next(2)] ?? "18:00",
            1 + next(6),
            others[next(5)],
          ),
    ),
    claim: { time: "18:00", party: 1 + next(6) },
    cap: cap(next(5), next(16)),
  }));
}

/** The domain's answer on the rows that hold a table in the claim's store, date and time. */
function domainFits(c: Omit<Case, "fits">): boolean {
  const holding = c.held.filter(
    (h) =>
      h.other === undefined &&
      (h.kind === "booking" ? tableHoldingStatuses.includes(h.status) : h.status === "offered"),
  );
  const usage = slotUsage(
    c.claim.time,
    holding.map((h) => ({ reservationTime: h.time, partySize: h.party })),
    c.cap,
  );
  return fitsInSlot(usage, c.claim.party);
}

describe.each(testDrivers())("the booking statement's slot rule on %s", (kind) => {
  let t: TestDatabase;
  let storeId: string;
  let otherId: string;
  let made = 0;

  beforeAll(async () => {
    t = await createTestDb(kind);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    storeId = ss[0]?.id ?? "";
    otherId = ss[1]?.id ?? "";
  });
  afterAll(() => t.destroy());

  /** Puts exactly these rows on the two dates (an offer comes with a request of its own: one live offer each). */
  async function place(held: Held[]): Promise<void> {
    const dates = [DATE, OTHER_DATE];
    await t.db.delete(reservations).where(inArray(reservations.reservationDate, dates));
    await t.db.delete(notifyRequests).where(inArray(notifyRequests.requestDate, dates));
    for (const h of held) {
      const store = h.other === "store" ? otherId : storeId;
      const date = h.other === "date" ? OTHER_DATE : DATE;
      if (h.kind === "booking") {
        await t.db.insert(reservations).values({
          storeId: store,
          reservationDate: date,
          reservationTime: h.time,
          partySize: h.party,
          guestName: "Slot Rule",
          guestPhone: "2025550101",
          status: h.status,
        });
        continue;
      }
      made += 1;
      const [request] = await t.db
        .insert(notifyRequests)
        .values({
          storeId: store,
          requestDate: date,
          partySize: h.party,
          windowStart: "17:00",
          windowEnd: "21:00",
          guestName: "Held Offer",
          guestPhone: `20255${String(made).padStart(5, "0")}`,
          tokenHash: `slot-rule-${made}`,
          status: h.status === "offered" ? "offered" : "waiting",
        })
        .returning({ id: notifyRequests.id });
      await t.db.insert(notifyOffers).values({
        storeId: store,
        requestId: request?.id ?? 0,
        offerDate: date,
        slotTime: h.time,
        partySize: h.party,
        status: h.status,
        offeredAt: AT,
        expiresAt: AT,
        freedAt: AT,
      });
    }
  }

  async function check(c: Omit<Case, "fits">, expected?: boolean): Promise<void> {
    await place(c.held);
    const claim = { date: DATE, ...c.claim };
    const inSql = await slotFitsInSql(t.db, storeId, claim, c.cap);
    const domain = domainFits(c);
    const read = fitsInSlot(
      slotUsage(c.claim.time, await activeBookingsOnDate(t.db, storeId, DATE), c.cap),
      c.claim.party,
    );
    expect({ case: c.name, inSql, read }).toEqual({ case: c.name, inSql: domain, read: domain });
    if (expected !== undefined) expect({ case: c.name, domain }).toEqual({ case: c.name, domain: expected });
  }

  it("answers as the domain on a table of cases", async () => {
    for (const c of cases) await check(c, c.fits);
  });

  it("answers as the domain on 60 random cases", async () => {
    const rcs = randomCases(60);
    // The random cases reach both answers.
    expect(new Set(rcs.map(domainFits))).toEqual(new Set([true, false]));
    for (const c of rcs) await check(c);
  });

  it("counts only the asked store: the other store's slot is its own", async () => {
    await place([b("CONFIRMED", "18:00", 2)]);
    const claim = { date: DATE, time: "18:00", party: 2 };
    expect(await slotFitsInSql(t.db, storeId, claim, cap(1, 10))).toBe(false);
    expect(await slotFitsInSql(t.db, otherId, claim, cap(1, 10))).toBe(true);
    await place([]);
  });
});
