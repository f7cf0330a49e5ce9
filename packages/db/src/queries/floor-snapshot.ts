/**
 * What the floor reads (services/floor/floor-state.ts: the Floor tab, the seat picker's suggestions and every seat
 * action) in ONE round trip: the store's areas, live tables, open occupancies, turn averages and the bookings of the
 * date still to arrive, each the same query its own function runs (queries/floor.ts, waitlist.ts), nested as a
 * subquery and answered as JSON. Five reads at once cost five pool checkouts per request, which under load is what
 * the floor read waited on (docs/performance.md, the floor read of 2026-11-27); the number of tables does not change the cost.
 */
import { getTableColumns, sql, type Table } from "drizzle-orm";
import type { Executor } from "../client";
import { floorAreas, floorServers, floorTables, tableOccupancies } from "../schema/floor";
import { tableSettings } from "../schema/settings";
import { rowsOf } from "./column-json";
import {
  bookingsToArriveQuery,
  type FloorAreaRow,
  type FloorTableRow,
  floorAreasQuery,
  liveTablesQuery,
  openOccupanciesQuery,
  type TableOccupancyRow,
} from "./floor";
import { type FloorServerRow, liveServersQuery, serverCoversQuery } from "./floor-servers";
import { type TableSettingsRow, tableSettingsQuery } from "./waitlist";

export interface FloorSnapshot {
  areas: FloorAreaRow[];
  tables: FloorTableRow[];
  open: TableOccupancyRow[];
  settings: TableSettingsRow | null;
  bookings: { id: number; reservationTime: string; partySize: number; seatingPreference: string }[];
  servers: FloorServerRow[];
  /** Covers seated per server since `coversSince` (the rotation's window). */
  serverCovers: { serverId: number; covers: number; lastSeatedAt: Date }[];
}

type Json = Record<string, unknown>;

/** PGlite and postgres.js answer json parsed, but a driver may hand it over as text. */
function json<T>(v: unknown): T | null {
  if (v === null || v === undefined) return null;
  return (typeof v === "string" ? JSON.parse(v) : v) as T;
}

/**
 * rowFromColumnJson (column-json.ts) for many rows of one table: its columns looked up once, not once per row (a
 * floor has tens of tables).
 */
function rowMapper<T extends Table>(table: T): (json: Json) => T["$inferSelect"] {
  const columns = Object.entries(getTableColumns(table)).map(([key, col]) => ({
    key,
    name: col.name,
    date: col.dataType === "date",
  }));
  return (json) => {
    const out: Json = {};
    for (const c of columns) {
      const v = json[c.name];
      out[c.key] = v === undefined || v === null ? null : c.date ? new Date(v as string) : v;
    }
    return out as T["$inferSelect"];
  };
}
const areaRow = rowMapper(floorAreas);
const tableRow = rowMapper(floorTables);
const occupancyRow = rowMapper(tableOccupancies);
const settingsRow = rowMapper(tableSettings);
const serverRow = rowMapper(floorServers);

/**
 * A subquery's rows as one JSON array (empty, not null, for none), in the subquery's order. json, not jsonb: the
 * answer is only read back, and building jsonb made the statement take twice as long (measured 2026-11-27).
 */
const list = (query: unknown) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`;

export async function floorSnapshot(
  db: Executor,
  storeId: string,
  date: string,
  coversSince: Date,
): Promise<FloorSnapshot> {
  const [row] = rowsOf<{
    areas: unknown;
    tables: unknown;
    open: unknown;
    settings: unknown;
    bookings: unknown;
    servers: unknown;
    server_covers: unknown;
  }>(
    await db.execute(sql`select
      ${list(floorAreasQuery(db, storeId))} as areas,
      ${list(liveTablesQuery(db, storeId))} as tables,
      ${list(openOccupanciesQuery(db, storeId))} as open,
      (select to_json(s) from (${tableSettingsQuery(db, storeId)}) s) as settings,
      ${list(bookingsToArriveQuery(db, storeId, date))} as bookings,
      ${list(liveServersQuery(db, storeId))} as servers,
      ${list(serverCoversQuery(db, storeId, coversSince))} as server_covers`),
  );
  const rows = (v: unknown) => json<Json[]>(v) ?? [];
  const settings = json<Json>(row?.settings);
  // Sorted again here: an aggregate keeps its subquery's order in practice, but SQL does not promise it.
  return {
    areas: rows(row?.areas)
      .map(areaRow)
      .sort((a, b) => a.position - b.position || a.id - b.id),
    tables: rows(row?.tables)
      .map(tableRow)
      .sort((a, b) => a.id - b.id),
    open: rows(row?.open)
      .map(occupancyRow)
      .sort((a, b) => a.id - b.id),
    settings: settings ? settingsRow(settings) : null,
    bookings: rows(row?.bookings).map((b) => ({
      id: Number(b.id),
      reservationTime: String(b.reservation_time),
      partySize: Number(b.party_size),
      seatingPreference: String(b.seating_preference),
    })),
    servers: rows(row?.servers)
      .map(serverRow)
      .sort((a, b) => a.position - b.position || a.id - b.id),
    serverCovers: rows(row?.server_covers).map((c) => ({
      serverId: Number(c.serverId ?? c.server_id),
      covers: Number(c.covers),
      lastSeatedAt: new Date(String(c.last_seated_at)),
    })),
  };
}
