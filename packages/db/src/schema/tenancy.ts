import type { GuestLanguage, StaffRole } from "@seatline/domain";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  supportEmail: text("support_email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Opening hours of one weekday: dow 1 (Mon) .. 7 (Sun); numeric hours in quarter hours; over 24 = past midnight. */
export interface OpeningHours {
  dow: number;
  open_time: number;
  close_time: number;
}

export const stores = pgTable(
  "stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    storeNumber: integer("store_number").notNull(),
    legacyStoreId: integer("legacy_store_id").notNull().unique(),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    accountEmail: text("account_email").notNull(),
    timezone: text("timezone").notNull(),
    hours: jsonb("hours").$type<OpeningHours[]>().notNull().default([]),
    remoteJoinEnabled: boolean("remote_join_enabled").notNull().default(true),
    /**
     * Guest languages the store offers (docs/product.md#languages). New rows: English and Spanish; migration 0006 sets every
     * store that existed before it (the legacy store) to English only.
     */
    guestLanguages: jsonb("guest_languages").$type<GuestLanguage[]>().notNull().default(["en", "es"]),
    /**
     * The store's own texting number (E.164), used as the From of its texts when set; empty: the shared number every
     * such store texts from. Opt-outs follow the number (docs/product.md#texts): STOP to the shared number stops
     * every store on it, STOP to a store's own number stops that store.
     */
    smsFrom: text("sms_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stores_company_slug_uq").on(t.companyId, t.slug),
    uniqueIndex("stores_company_number_uq").on(t.companyId, t.storeNumber),
  ],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    /** Null while the account is an invitation nobody has accepted yet (it cannot sign in). */
    passwordHash: text("password_hash"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
    /**
     * owner, manager or host (packages/domain staff-roles.ts). Migration 0018 made every account that existed an
     * owner; a new row is a host unless said.
     */
    role: text("role").$type<StaffRole>().notNull().default("host"),
    /** SHA-256 of the one-time invitation token (the token itself only travels in the invite link); null once used. */
    inviteTokenHash: text("invite_token_hash").unique(),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("users_store_idx").on(t.storeId)],
);

/** Lucia-style sessions: the id is the SHA-256 (hex) of the bearer token; the token itself is never stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** What a device session is for ("kiosk"); null for a person's own session (docs/architecture.md "Device sessions"). */
    device: text("device"),
    /** Until when a kiosk's host screen is open: set by the server's PIN check, pushed on by use, null when locked. */
    hostUntil: timestamp("host_until", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
