/**
 * The guest book (docs/product.md#guest-book, docs/architecture.md#the-guest-book): one profile per guest and company,
 * found by phone (10 digits, as every guest record keeps it) or else by e-mail. Visits, no-shows and the other figures
 * are not stored here: they are counted from the walk-ins and bookings that carry the profile's id.
 */
import type { GuestTagKind } from "@seatline/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "./tenancy";

export const guestProfiles = pgTable(
  "guest_profiles",
  {
    id: serial("id").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** 10 digits. A merged profile keeps its row (and its phone) as an alias of the profile it went into. */
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    name: text("name").notNull().default(""),
    /** Set when merged into another profile: the phone still finds the guest (seatline_guest_profile follows it). */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => guestProfiles.id, {
      onDelete: "set null",
    }),
    /**
     * When the phone was proven this guest's: staff entered it or it answered a text (drizzle/0029). Until then a phone
     * typed by a guest does not link to this profile, whose tags and notes it could otherwise show or export.
     */
    phoneProvenAt: timestamp("phone_proven_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guest_profiles_company_phone_uq").on(t.companyId, t.phone),
    index("guest_profiles_company_email_idx")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index("guest_profiles_merged_into_idx").on(t.mergedIntoId),
  ],
);

export const guestProfileTags = pgTable(
  "guest_profile_tags",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => guestProfiles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<GuestTagKind>().notNull(),
    /** The tag's words: what the allergy is, who not to seat near, a free tag's text; may be empty. */
    detail: text("detail").notNull().default(""),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("guest_profile_tags_uq").on(t.profileId, t.kind, t.detail)],
);

export const guestProfileNotes = pgTable(
  "guest_profile_notes",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => guestProfiles.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_profile_notes_profile_idx").on(t.profileId, t.createdAt)],
);
