import type { GuestLanguage, ReservationStatus } from "@seatline/domain";
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
import { guestProfiles } from "./guest-book";
import { stores } from "./tenancy";

// The statuses are the domain's (one list: entities/reservation-constants.ts); re-exported for db callers.
export type { ReservationStatus } from "@seatline/domain";
export const seatingPreferences = ["first_available", "indoor", "outdoor", "bar"] as const;
export type SeatingPreference = (typeof seatingPreferences)[number];
/**
 * Where a booking was made (owners' reports): the public page, the staff console, the legacy /api, or an offer from
 * the notify list taken by the guest.
 */
export const reservationSourceValues = ["public", "staff", "legacy", "notify"] as const;
export type ReservationSourceValue = (typeof reservationSourceValues)[number];

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    reservationDate: text("reservation_date").notNull(),
    reservationTime: text("reservation_time").notNull(),
    partySize: integer("party_size").notNull(),
    guestName: text("guest_name").notNull(),
    guestPhone: text("guest_phone").notNull(),
    guestEmail: text("guest_email").notNull().default(""),
    seatingPreference: text("seating_preference")
      .$type<SeatingPreference>()
      .notNull()
      .default("first_available"),
    specialRequests: text("special_requests").notNull().default(""),
    notes: text("notes").notNull().default(""),
    linkCode: text("link_code"),
    notified: integer("notified").notNull().default(0),
    courtesyNotificationSentAt: jsonb("courtesy_notification_sent_at")
      .$type<string[]>()
      .notNull()
      .default([]),
    status: text("status").$type<ReservationStatus>().notNull().default("CONFIRMED"),
    isActiveInWaitlistView: boolean("is_active_in_waitlist_view").notNull().default(true),
    /** The guest's chosen language: confirmation, reminders and reply answers use it (docs/product.md#languages). */
    language: text("language").$type<GuestLanguage>().notNull().default("en"),
    /** Where it was booked (bookings made before this column existed count as staff). */
    source: text("source").$type<ReservationSourceValue>().notNull().default("staff"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The guest's profile (docs/product.md#guest-book), set when booked or when the phone or e-mail changes. */
    profileId: integer("profile_id").references(() => guestProfiles.id, { onDelete: "set null" }),
    /** When it was last cancelled (null unless CANCELLED): a late cancellation is counted from it. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * How many of the party are at the host stand (docs/product.md#arrived), null when no one is marked; beside the
     * status, whose list the legacy /api keeps.
     */
    arrivedCount: integer("arrived_count"),
    /** When the arrival was last marked (null with arrivedCount). */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
  },
  (t) => [
    index("reservations_profile_idx").on(t.profileId),
    index("reservations_store_date_idx").on(t.storeId, t.reservationDate, t.reservationTime),
    // The public page's cap on upcoming bookings per phone counts by it.
    index("reservations_store_phone_idx").on(t.storeId, t.guestPhone),
  ],
);

export const blackoutDates = pgTable(
  "blackout_dates",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
  },
  (t) => [uniqueIndex("blackout_store_date_uq").on(t.storeId, t.date)],
);

export const accessLinks = pgTable(
  "access_links",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    linkCode: text("link_code").notNull(),
    accessDays: jsonb("access_days").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("access_links_store_code_uq").on(t.storeId, t.linkCode)],
);
