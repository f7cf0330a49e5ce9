/**
 * Writes to the floor's occupancies shared by the seat, move and table-state actions: locking the tables (ascending id,
 * the lock order of docs/architecture.md#tables-and-occupancy) and refusing a table someone else just took.
 */
import {
  clearOccupancies,
  type FloorTableRow,
  insertSeating,
  isUniqueViolation,
  lockLiveTables,
  type NewSeating,
  openOccupanciesOf,
  openOccupanciesOfParty,
  type SeatedParty,
  type TableOccupancyRow,
  type Tx,
} from "@seatline/db";
import { conflict, notFound, seatRefusal } from "@seatline/domain";
import type { ActionStore } from "../waitlist/lifecycle/entry-tx";
import { promisedWithin, RESERVED_SOON_MINUTES, readFloorState } from "./floor-state";

export function justSeatedMessage(tableName: string): string {
  return `Table ${tableName} was just seated by another host.`;
}

/** Locks these live tables of the store in id order; NOT_FOUND for any that is unknown, of another store or removed. */
export async function lockTables(tx: Tx, storeId: string, ids: number[]): Promise<FloorTableRow[]> {
  const rows = await lockLiveTables(tx, storeId, ids);
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`Table ${missing} was not found.`);
  return rows;
}

/**
 * Refuses, with the seat rule's words, tables the party may not sit at (too few seats, the other kind of party, held
 * for a booking due soon: domain seat-rule.ts), whichever path asked. The held tables are the floor's own reading, so
 * only a walk-in pays for it.
 */
async function assertSeatRule(
  tx: Tx,
  store: ActionStore,
  tables: FloorTableRow[],
  seating: NewSeating,
  now: Date,
): Promise<void> {
  const kind = seating.reservationId == null ? "walk_in" : "reservation";
  const held =
    kind === "walk_in"
      ? promisedWithin(await readFloorState(tx, store, now), RESERVED_SOON_MINUTES)
      : new Map<number, { time: string }>();
  const refusal = seatRefusal(
    tables.map((t) => ({
      name: t.name,
      maxSeats: t.maxSeats,
      takes: t.takes,
      heldAt: held.get(t.id)?.time ?? null,
    })),
    { name: seating.partyName, partySize: seating.partySize, kind },
  );
  if (refusal) throw conflict(refusal);
}

/**
 * Seats a party at locked tables: CONFLICT naming the first table another seating holds (`except` is the party's own
 * seating when it moves), then the seat rule. The partial unique index backs the first check up should a writer ever
 * skip the lock.
 */
export async function seatAtLockedTables(
  tx: Tx,
  store: ActionStore,
  tables: FloorTableRow[],
  seating: NewSeating,
  at: { now: Date; except?: string },
): Promise<TableOccupancyRow[]> {
  const storeId = store.id;
  const open = await openOccupanciesOf(
    tx,
    storeId,
    tables.map((t) => t.id),
  );
  const taken = tables.find((t) => open.some((o) => o.tableId === t.id && o.seatingId !== at.except));
  if (taken) throw conflict(justSeatedMessage(taken.name));
  await assertSeatRule(tx, store, tables, seating, at.now);
  try {
    return await insertSeating(tx, storeId, seating);
  } catch (err) {
    if (isUniqueViolation(err, "table_occupancies_open_table_uq"))
      throw conflict(justSeatedMessage(tables[0]?.name ?? ""));
    throw err;
  }
}

export { clearOccupancies };

/**
 * Frees the tables a party sits at (a walk-in put back in line, a booking's seat undone): its entry or booking is
 * locked already, then its tables in id order, like a seat. True when it sat at one.
 */
export async function freePartyTables(
  tx: Tx,
  storeId: string,
  party: SeatedParty,
  now: Date,
): Promise<boolean> {
  const seen = await openOccupanciesOfParty(tx, storeId, party);
  if (seen.length === 0) return false;
  await lockLiveTables(
    tx,
    storeId,
    seen.map((o) => o.tableId),
  );
  // Read again under the locks: a move may have put the party at other tables meanwhile.
  const open = await openOccupanciesOfParty(tx, storeId, party);
  const moved = open.filter((o) => !seen.some((s) => s.tableId === o.tableId));
  if (moved.length > 0)
    await lockLiveTables(
      tx,
      storeId,
      moved.map((o) => o.tableId),
    );
  await clearOccupancies(
    tx,
    storeId,
    open.map((o) => o.id),
    now,
  );
  return open.length > 0;
}
