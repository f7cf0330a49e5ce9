import type { AreaSeating, OccupancyState, TableShape, TableTakes } from "@seatline/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reservations } from "./reservations";
import { stores } from "./tenancy";
import { waitlistEntries } from "./waitlist";

/** A store's areas: Indoor, Bar, Outdoor (the seating preferences guests choose), docs/architecture.md#tables-and-occupancy. */
export const floorAreas = pgTable(
  "floor_areas",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    seating: text("seating").$type<AreaSeating>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("floor_areas_store_name_uq").on(t.storeId, t.name)],
);

/**
 * The store's servers (docs/product.md#sections-and-rotation). `out` is a server the host marked out (on a break, gone
 * home): the rotation skips them. Retired, not deleted, so past seatings keep their server.
 */
export const floorServers = pgTable(
  "floor_servers",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    out: boolean("out").notNull().default(false),
    position: integer("position").notNull().default(0),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("floor_servers_store_name_uq")
      .on(t.storeId, sql`lower(${t.name})`)
      .where(sql`${t.retiredAt} is null`),
    index("floor_servers_store_idx").on(t.storeId),
  ],
);

/**
 * The store's tables. A removed table is retired (retired_at), not deleted, so past occupancies keep their table; the
 * Table Information counts are the live tables grouped by most seats (table_settings' totals are kept equal to them).
 */
export const floorTables = pgTable(
  "floor_tables",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    areaId: integer("area_id")
      .notNull()
      .references(() => floorAreas.id),
    name: text("name").notNull(),
    minSeats: integer("min_seats").notNull(),
    maxSeats: integer("max_seats").notNull(),
    shape: text("shape").$type<TableShape>().notNull(),
    x: integer("x").notNull().default(0),
    y: integer("y").notNull().default(0),
    rotation: integer("rotation").notNull().default(0),
    combinableWith: jsonb("combinable_with").$type<number[]>().notNull().default([]),
    takes: text("takes").$type<TableTakes>().notNull().default("both"),
    /** The table's section this shift: the server it belongs to (null: no section). */
    serverId: integer("server_id").references(() => floorServers.id),
    generated: boolean("generated").notNull().default(false),
    version: integer("version").notNull().default(1),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("floor_tables_store_name_uq").on(t.storeId, t.name).where(sql`${t.retiredAt} is null`),
    index("floor_tables_store_idx").on(t.storeId),
  ],
);

/**
 * Who sits at which table: one row per table per seating (pushed-together tables share a seating_id). Open while
 * cleared_at is null; the partial unique index makes a second open row for a table impossible.
 */
export const tableOccupancies = pgTable(
  "table_occupancies",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    tableId: integer("table_id")
      .notNull()
      .references(() => floorTables.id),
    seatingId: uuid("seating_id").notNull(),
    waitlistEntryId: integer("waitlist_entry_id").references(() => waitlistEntries.id, {
      onDelete: "set null",
    }),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    partyName: text("party_name").notNull(),
    partySize: integer("party_size").notNull(),
    state: text("state").$type<OccupancyState>().notNull().default("seated"),
    /** Who served this seating: the section of its first table when the party sat down (covers per server). */
    serverId: integer("server_id").references(() => floorServers.id),
    seatedAt: timestamp("seated_at", { withTimezone: true }).notNull(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("table_occupancies_open_table_uq").on(t.tableId).where(sql`${t.clearedAt} is null`),
    index("table_occupancies_store_open_idx").on(t.storeId).where(sql`${t.clearedAt} is null`),
    index("table_occupancies_entry_idx").on(t.waitlistEntryId),
    // Past seatings by when they were seated (the table report and its export) and by booking (the guest book).
    index("table_occupancies_store_seated_idx").on(t.storeId, t.seatedAt),
    index("table_occupancies_reservation_idx").on(t.reservationId),
  ],
);
