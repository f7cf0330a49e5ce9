/**
 * The notify list for full reservation slots (docs/product.md#notify-me): guests' requests, the offers made to them
 * one at a time, and each store's hold and cutoff. A live offer (status offered) holds its capacity: the slot usage
 * query counts it like a booking (queries/reservations.ts activeBookingsOnDate).
 */
import type { GuestLanguage, NotifyOfferStatus, NotifyRequestStatus } from "@seatline/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { guestProfiles } from "./guest-book";
import { reservations } from "./reservations";
import { stores } from "./tenancy";

export const notifyRequests = pgTable(
  "notify_requests",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    requestDate: text("request_date").notNull(),
    partySize: integer("party_size").notNull(),
    windowStart: text("window_start").notNull(),
    windowEnd: text("window_end").notNull(),
    guestName: text("guest_name").notNull(),
    /** 10 digits. */
    guestPhone: text("guest_phone").notNull(),
    language: text("language").$type<GuestLanguage>().notNull().default("en"),
    /** SHA-256 of the guest page's token (/n/{token}); the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status").$type<NotifyRequestStatus>().notNull().default("waiting"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The guest's profile (docs/product.md#guest-book), set when the request is made. */
    profileId: integer("profile_id").references(() => guestProfiles.id, { onDelete: "set null" }),
    /**
     * When the phone answered the first text with a 1 (null: not yet). Anyone can type any phone on the public page,
     * so no offer is made to a request before its phone has shown it is there.
     */
    phoneConfirmedAt: timestamp("phone_confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("notify_requests_profile_idx").on(t.profileId),
    index("notify_requests_store_date_idx").on(t.storeId, t.requestDate, t.createdAt),
    // One open request per phone, store and date.
    uniqueIndex("notify_requests_open_phone_uq")
      .on(t.storeId, t.requestDate, t.guestPhone)
      .where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);

export const notifyOffers = pgTable(
  "notify_offers",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    requestId: integer("request_id")
      .notNull()
      .references(() => notifyRequests.id, { onDelete: "cascade" }),
    offerDate: text("offer_date").notNull(),
    slotTime: text("slot_time").notNull(),
    partySize: integer("party_size").notNull(),
    status: text("status").$type<NotifyOfferStatus>().notNull().default("offered"),
    /** cascade (capacity freed) or host (offered by hand). */
    offeredBy: text("offered_by").$type<"cascade" | "host">().notNull().default("cascade"),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** When the capacity it offers was freed (carried along the chain of offers): cancel → refill in Reports. */
    freedAt: timestamp("freed_at", { withTimezone: true }).notNull(),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
  },
  (t) => [
    index("notify_offers_store_date_idx").on(t.storeId, t.offerDate, t.status),
    index("notify_offers_due_idx").on(t.status, t.expiresAt),
    index("notify_offers_request_idx").on(t.requestId),
    // At most one live offer per request.
    uniqueIndex("notify_offers_live_request_uq").on(t.requestId).where(sql`${t.status} = 'offered'`),
  ],
);

/** A store's notify settings; a store without a row uses the defaults (hold 10 minutes, cutoff 60, share 25 %). */
export const notifySettings = pgTable("notify_settings", {
  storeId: uuid("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  holdMinutes: integer("hold_minutes").notNull().default(10),
  cutoffMinutes: integer("cutoff_minutes").notNull().default(60),
  /**
   * No offer text in quiet hours (21:00-09:00 store time), as for reminders; a late-night restaurant may turn it off
   * so a table freed at 21:30 for 22:30 is still offered.
   */
  quietHours: boolean("quiet_hours").notNull().default(true),
  /** The share of a time's tables live offers may hold at once, in percent (1-100; domain maxHeldTables). */
  holdSharePercent: integer("hold_share_percent").notNull().default(25),
});
