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
    /** Unique across Seatline: sign-in is by e-mail alone, so one address is one account (in one store). */
    email: text("email").notNull().unique(),
    /**
     * Null only for an account that cannot sign in with a password. Invitations are no accounts: they live in
     * staff_invites until accepted (migration 0028 moved the old password-less invited rows there).
     */
    passwordHash: text("password_hash"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "set null" }),
    /**
     * owner, manager or host (packages/domain staff-roles.ts). Migration 0018 made every account that existed an
     * owner; a new row is a host unless said.
     */
    role: text("role").$type<StaffRole>().notNull().default("host"),
    /** The name the host stand's lock screen shows for this person; set with their stand PIN. */
    standName: text("stand_name"),
    /** The argon2id hash of this person's own PIN at the host stand (docs/architecture.md "Device sessions"). */
    standPinHash: text("stand_pin_hash"),
    /**
     * Set when an owner deactivated the member (they left): no sign-in, no session, no stand PIN; the row stays so the
     * history keeps their name. Null again when reactivated.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("users_store_idx").on(t.storeId)],
);

/**
 * A store's invitation of an e-mail address (docs/product.md#staff-accounts), kept apart from users so that it
 * claims nothing Seatline-wide: any number of companies (and stores) can invite one address, an owner can revoke
 * theirs, and an account is made only when the link is accepted. One per (store, e-mail): asking again replaces
 * the link.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    /** SHA-256 of the one-time token (the token itself only travels in the invite link). */
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The owner who made (or last renewed) the link; null for links made before migration 0038. */
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_invites_store_email_uq").on(t.storeId, t.email),
    uniqueIndex("staff_invites_token_uq").on(t.tokenHash),
  ],
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
    /**
     * What a device session is for ("kiosk", "stand"); null for a person's own session (docs/architecture.md "Device
     * sessions").
     */
    device: text("device"),
    /**
     * Until when a kiosk's host screen, or a host stand, is open: set by the server's PIN check, pushed on by use, null
     * when locked.
     */
    hostUntil: timestamp("host_until", { withTimezone: true }),
    /** Who is at a host stand now: the person whose own PIN opened it (null when locked, and on other sessions). */
    actingUserId: uuid("acting_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
