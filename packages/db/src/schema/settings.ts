import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

const storeKey = () =>
  uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" });

/** Kiosk settings and the announcement (docs/product.md#records, "Kiosk settings", "Party input settings"). */
export const kioskSettings = pgTable("kiosk_settings", {
  storeId: storeKey(),
  waitlistOn: boolean("waitlist_on").notNull().default(true),
  announcement: text("announcement").notNull().default(""),
  firstAvailableOkay: boolean("first_available_okay").notNull().default(true),
  indoorSeatingPreferred: boolean("indoor_seating_preferred").notNull().default(true),
  barSeatingPreferred: boolean("bar_seating_preferred").notNull().default(true),
  outdoorSeatingPreferred: boolean("outdoor_seating_preferred").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Table information: tables per party-size group and average turn minutes (docs/product.md#records, "Table settings"). */
export const tableSettings = pgTable("table_settings", {
  storeId: storeKey(),
  soloTablesTotal: integer("solo_tables_total").notNull(),
  soloTablesTurnAvg: integer("solo_tables_turn_avg").notNull(),
  twoTablesTotal: integer("two_tables_total").notNull(),
  twoTablesTurnAvg: integer("two_tables_turn_avg").notNull(),
  threeFourTablesTotal: integer("three_four_tables_total").notNull(),
  threeFourTablesTurnAvg: integer("three_four_tables_turn_avg").notNull(),
  fivePlusTablesTotal: integer("five_plus_tables_total").notNull(),
  fivePlusTablesTurnAvg: integer("five_plus_tables_turn_avg").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The store's ticket counter; the join transaction locks this row (docs/product.md#tickets). */
export const ticketCounters = pgTable("ticket_counters", {
  storeId: storeKey(),
  ticketCnt: integer("ticket_cnt").notNull().default(0),
  ticketLetter: text("ticket_letter").notNull().default("a"),
  /** Tickets issued ever (joins and kiosk leases): a leased ticket is good while fewer than a cycle came after it. */
  issued: bigint("issued", { mode: "number" }).notNull().default(0),
});

/** Reservation config (docs/product.md#records, "active_config"). */
export const reservationConfigs = pgTable("reservation_configs", {
  storeId: storeKey(),
  newReservationsEnabled: boolean("new_reservations_enabled").notNull().default(true),
  reservationIntervalMinutes: integer("reservation_interval_minutes").notNull().default(30),
  maxTablesPerInterval: integer("max_tables_per_interval").notNull().default(4),
  maxPersonsPerInterval: integer("max_persons_per_interval").notNull().default(20),
  /** "Bookings open N days ahead" for the public page (1-365). */
  bookingHorizonDays: integer("booking_horizon_days").notNull().default(90),
  /** Reminder texts before each booking: on/off and the hours before (default 24 h and 2 h). */
  remindersEnabled: boolean("reminders_enabled").notNull().default(true),
  reminderHours: jsonb("reminder_hours").$type<number[]>().notNull().default([24, 2]),
  /** A booking joins the host's Dashboard this many minutes before its time (0-1440, checked in 0012). */
  dashboardLeadMinutes: integer("dashboard_lead_minutes").notNull().default(60),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The kiosk's host-screen PIN (docs/product.md#kiosk), stored only as an argon2id hash (password.ts). A table of its
 * own, so no read of the kiosk settings ever carries the hash; no row means no PIN (the staff password unlocks).
 */
export const kioskPins = pgTable("kiosk_pins", {
  storeId: storeKey(),
  pinHash: text("pin_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
