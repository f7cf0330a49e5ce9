/**
 * A guest's favourite area and table (docs/product.md#guest-book), counted from the tables their walk-ins and bookings
 * were seated at (one occupancy row per table per seating), never stored: like the other figures, they follow the rows.
 */

/** One table a guest's party sat at. */
export interface GuestSeatRow {
  seatingId: string;
  tableId: number;
  tableName: string;
  areaName: string;
  storeName: string;
  seatedAt: Date;
}

export interface GuestFavourites {
  /** The area the guest was seated in most often (visits = seatings there), or null before any seating at a table. */
  area: { name: string; visits: number } | null;
  /** The table the guest sat at most often; `store` only when their seatings span several stores. */
  table: { name: string; area: string; store: string | null; visits: number } | null;
}

interface Tally {
  seatings: Set<string>;
  last: number;
}

/** The key with the most seatings; a tie goes to the one sat at last. */
function mostOften<K>(tallies: Map<K, Tally>): { key: K; visits: number } | null {
  let best: { key: K; visits: number; last: number } | null = null;
  for (const [key, t] of tallies) {
    const visits = t.seatings.size;
    if (!best || visits > best.visits || (visits === best.visits && t.last > best.last))
      best = { key, visits, last: t.last };
  }
  return best && { key: best.key, visits: best.visits };
}

function tally<K>(map: Map<K, Tally>, key: K, row: GuestSeatRow) {
  const t = map.get(key) ?? { seatings: new Set<string>(), last: 0 };
  t.seatings.add(row.seatingId);
  t.last = Math.max(t.last, row.seatedAt.getTime());
  map.set(key, t);
}

/**
 * A seating counts once per area (pushed-together tables are in one area) and once at each table it sat at (a party
 * at two pushed-together tables, or moved to another, sat at both). Areas are counted by name across the company's
 * stores (every store has Indoor, Bar and Outdoor).
 */
export function guestFavouritesOf(rows: readonly GuestSeatRow[]): GuestFavourites {
  const areas = new Map<string, Tally>();
  const tables = new Map<number, Tally>();
  for (const r of rows) {
    tally(areas, r.areaName, r);
    tally(tables, r.tableId, r);
  }
  const area = mostOften(areas);
  const table = mostOften(tables);
  const row = table && rows.find((r) => r.tableId === table.key);
  const severalStores = new Set(rows.map((r) => r.storeName)).size > 1;
  return {
    area: area && { name: area.key, visits: area.visits },
    table:
      table && row
        ? {
            name: row.tableName,
            area: row.areaName,
            store: severalStores ? row.storeName : null,
            visits: table.visits,
          }
        : null,
  };
}
