/**
 * The demo store's past seatings at tables (docs/architecture.md "Demo data"): for the last DEMO_SEATING_DAYS
 * business days before today, each seated walk-in (at the time it left the line) and each seated booking (at its
 * time) is given the smallest free table that fits and takes its kind, for about its group's average turn; a party
 * no free table fits was seated without one, as hosts do. Every seating is cleared, so the live floor starts empty.
 * Deterministic for a seed (the simulator's PRNG); one pass over the parties in seated order keeps a table from
 * holding two parties at once.
 */
import { addDays, type Rng, storeInstant, type TableCounts, waitGroupOf } from "@seatline/domain";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Executor } from "./client";
import { listLiveTables } from "./queries/floor";
import { getTableSettings } from "./queries/waitlist";
import { tableOccupancies } from "./schema/floor";
import { reservations } from "./schema/reservations";
import { waitlistEntries } from "./schema/waitlist";

export const DEMO_SEATING_DAYS = 28;
/** Minutes a table waits between parties (bussing). */
const BUSSING_MINUTES = 5;
const MINUTE = 60_000;

export interface SeatingParty {
  kind: "walk_in" | "reservation";
  id: number;
  name: string;
  partySize: number;
  seatedAt: Date;
}

export interface SeatingTable {
  id: number;
  minSeats: number;
  maxSeats: number;
  takes: "walk_in" | "reservation" | "both";
}

export interface PlannedSeating {
  tableId: number;
  party: SeatingParty;
  seatedAt: Date;
  clearedAt: Date;
}

/** Tables for the parties in seated order: smallest fitting free table, turn = the group's average ±25%. */
export function planDemoSeatings(
  rng: Rng,
  parties: readonly SeatingParty[],
  tables: readonly SeatingTable[],
  turnAvg: TableCounts,
): PlannedSeating[] {
  const freeAt = new Map(tables.map((t) => [t.id, 0]));
  const bySize = [...tables].sort((a, b) => a.maxSeats - b.maxSeats || a.id - b.id);
  const planned: PlannedSeating[] = [];
  for (const party of [...parties].sort((a, b) => a.seatedAt.getTime() - b.seatedAt.getTime())) {
    const at = party.seatedAt.getTime();
    const table = bySize.find(
      (t) =>
        party.partySize >= t.minSeats &&
        party.partySize <= t.maxSeats &&
        (t.takes === "both" || t.takes === party.kind) &&
        (freeAt.get(t.id) ?? 0) <= at,
    );
    if (!table) continue;
    const average = turnAvg[waitGroupOf(party.partySize)] || 45;
    const minutes = Math.max(15, Math.round(average * (0.75 + 0.5 * rng.next())));
    const clearedAt = new Date(at + minutes * MINUTE);
    freeAt.set(table.id, clearedAt.getTime() + BUSSING_MINUTES * MINUTE);
    planned.push({ tableId: table.id, party, seatedAt: party.seatedAt, clearedAt });
  }
  return planned;
}

/** Seats the demo store's last DEMO_SEATING_DAYS days of seated walk-ins and bookings at its tables. */
export async function seedDemoSeatings(
  db: Executor,
  store: { id: string; timezone: string },
  today: string,
  rng: Rng,
): Promise<number> {
  const from = addDays(today, -DEMO_SEATING_DAYS);
  const to = addDays(today, -1);
  const w = waitlistEntries;
  const r = reservations;
  const [walkIns, bookings, tables, settings] = await Promise.all([
    db
      .select({ id: w.id, name: w.customerName, partySize: w.partySize, seatedAt: w.exitedTime })
      .from(w)
      .where(and(eq(w.storeId, store.id), between(w.businessDate, from, to), eq(w.status, "seated")))
      .orderBy(asc(w.id)),
    db
      .select({
        id: r.id,
        name: r.guestName,
        partySize: r.partySize,
        date: r.reservationDate,
        time: r.reservationTime,
      })
      .from(r)
      .where(and(eq(r.storeId, store.id), between(r.reservationDate, from, to), eq(r.status, "SEATED")))
      .orderBy(asc(r.id)),
    listLiveTables(db, store.id),
    getTableSettings(db, store.id),
  ]);
  const parties: SeatingParty[] = [
    ...walkIns
      .filter((e) => e.seatedAt !== null)
      .map((e) => ({
        kind: "walk_in" as const,
        id: e.id,
        name: e.name,
        partySize: e.partySize,
        seatedAt: e.seatedAt as Date,
      })),
    ...bookings.map((b) => ({
      kind: "reservation" as const,
      id: b.id,
      name: b.name,
      partySize: b.partySize,
      seatedAt: storeInstant(store.timezone, b.date, b.time),
    })),
  ];
  const turnAvg: TableCounts = {
    solo: settings?.soloTablesTurnAvg ?? 30,
    two: settings?.twoTablesTurnAvg ?? 45,
    three_four: settings?.threeFourTablesTurnAvg ?? 60,
    five_plus: settings?.fivePlusTablesTurnAvg ?? 75,
  };
  const planned = planDemoSeatings(rng, parties, tables, turnAvg);
  for (let i = 0; i < planned.length; i += 1000) {
    await db.insert(tableOccupancies).values(
      planned.slice(i, i + 1000).map((p) => ({
        storeId: store.id,
        tableId: p.tableId,
        seatingId: sql`gen_random_uuid()`,
        waitlistEntryId: p.party.kind === "walk_in" ? p.party.id : null,
        reservationId: p.party.kind === "reservation" ? p.party.id : null,
        partyName: p.party.name,
        partySize: p.party.partySize,
        state: "seated" as const,
        seatedAt: p.seatedAt,
        clearedAt: p.clearedAt,
      })),
    );
  }
  return planned.length;
}
