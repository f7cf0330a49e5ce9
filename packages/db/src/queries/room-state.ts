/**
 * The room as a quote reads it (docs/architecture.md#quotes): the store's live tables with their areas, the open
 * occupancies and the bookings of the date still to arrive from a store-local time on, in ONE query of nested
 * subqueries. Every part is bounded by the store's table count (one open occupancy per table, and no more bookings
 * than tables: each holds at most one), never by the line's length.
 */
import type { AreaSeating, OccupancyState, TableTakes } from "@seatline/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { rowsOf } from "./column-json";

export interface RoomStateRow {
  tables: {
    id: number;
    name: string;
    minSeats: number;
    maxSeats: number;
    combinableWith: number[];
    takes: TableTakes;
    areaName: string;
    areaSeating: AreaSeating;
  }[];
  open: { tableId: number; partySize: number; seatedMs: number; state: OccupancyState }[];
  /** Store-local "HH:MM" of the date's bookings (PENDING or CONFIRMED) from the given time on, earliest first. */
  bookings: { id: number; time: string; partySize: number; preference: string }[];
}

/** One jsonb value (the room), for a read to nest as a subquery (join-context.ts) or select alone. */
export function roomStateQuery(storeId: string, businessDate: string, bookingsFrom: string): SQL {
  const liveTables = sql`select count(*) from floor_tables lt where lt.store_id = ${storeId} and lt.retired_at is null`;
  return sql`select jsonb_build_object(
    'tables', coalesce((select jsonb_agg(jsonb_build_object(
        'id', t.id, 'name', t.name, 'minSeats', t.min_seats, 'maxSeats', t.max_seats,
        'combinableWith', t.combinable_with, 'takes', t.takes, 'areaName', a.name, 'areaSeating', a.seating
      ) order by t.id)
      from floor_tables t join floor_areas a on a.id = t.area_id
      where t.store_id = ${storeId} and t.retired_at is null), '[]'::jsonb),
    'open', coalesce((select jsonb_agg(jsonb_build_object(
        'tableId', o.table_id, 'partySize', o.party_size,
        'seatedMs', floor(extract(epoch from o.seated_at) * 1000), 'state', o.state
      ) order by o.table_id)
      from table_occupancies o
      where o.store_id = ${storeId} and o.cleared_at is null), '[]'::jsonb),
    'bookings', coalesce((select jsonb_agg(jsonb_build_object(
        'id', b.id, 'time', b.reservation_time, 'partySize', b.party_size, 'preference', b.seating_preference
      ) order by b.reservation_time, b.id)
      from (select r.id, r.reservation_time, r.party_size, r.seating_preference from reservations r
        where r.store_id = ${storeId} and r.reservation_date = ${businessDate}
          and r.status in ('PENDING', 'CONFIRMED') and r.reservation_time >= ${bookingsFrom}
        order by r.reservation_time, r.id
        limit (${liveTables})) b), '[]'::jsonb)
  )`;
}

/** The room from its jsonb (PGlite and postgres.js answer it parsed; a driver may hand it over as text). */
export function roomStateOf(value: unknown): RoomStateRow {
  const v = (typeof value === "string" ? JSON.parse(value) : value) as Partial<RoomStateRow> | null;
  return {
    tables: v?.tables ?? [],
    open: (v?.open ?? []).map((o) => ({ ...o, seatedMs: Number(o.seatedMs) })),
    bookings: v?.bookings ?? [],
  };
}

export async function roomState(
  db: Executor,
  storeId: string,
  businessDate: string,
  bookingsFrom: string,
): Promise<RoomStateRow> {
  const [row] = rowsOf<{ room: unknown }>(
    await db.execute(sql`select (${roomStateQuery(storeId, businessDate, bookingsFrom)}) as room`),
  );
  return roomStateOf(row?.room);
}
