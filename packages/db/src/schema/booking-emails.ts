/**
 * Booking e-mails (drizzle/0030_booking_emails.sql, docs/architecture.md#the-outbox): the e-mail outbox, written in the
 * transaction of the booking's change and sent by the mail dispatcher; the addresses unsubscribed from a store, and
 * the unsubscribe links sent (by hashes only).
 */
import type { GuestLanguage } from "@seatline/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { reservations } from "./reservations";
import { companies, stores } from "./tenancy";

/** What an e-mail is about: the booking made, changed, cancelled, or coming up. */
export const bookingEmailKinds = ["confirmed", "changed", "cancelled", "reminder"] as const;
export type BookingEmailKind = (typeof bookingEmailKinds)[number];

/**
 * pending → sending → sent | failed (refused for good by the mail server) | expired (not sent while it was worth
 * sending: domain bookingMessageUsefulUntil); a `sending` row whose claim ran out is sent again; `skipped` when it
 * must not be sent (the address unsubscribed, the booking's e-mail changed, a reminder whose booking moved); `held`
 * when a stranger's action would e-mail an address past its bound, or a booking's changes past theirs
 * (seatline_recipient_held, notify/change-notices.ts).
 */
export const bookingEmailStatuses = [
  "pending",
  "sending",
  "sent",
  "failed",
  "skipped",
  "held",
  "expired",
] as const;
export type BookingEmailStatus = (typeof bookingEmailStatuses)[number];

/** A booking as an e-mail tells it: a date, a time and a party size (store-local wall clock). */
export interface BookingEmailSlot {
  date: string;
  time: string;
  partySize: number;
}

/** What an e-mail says, fixed when it is queued (the words and links are made when it is sent). */
export interface BookingEmailDetails extends BookingEmailSlot {
  storeName: string;
  storePhone: string;
  storeAddress: string;
  /** The store's IANA zone: the calendar file's instant. */
  timezone: string;
  /**
   * What the guest typed, told only to an address that is confirmed (staff entered it: email_proofs); blank for any
   * other, whose e-mail names the store's own words only (seatline_email_words).
   */
  guestName: string;
  specialRequests: string;
  /** The booking's id (the calendar file's UID, so a change updates the same calendar entry). */
  uuid: string;
  /** A change: the booking as it was. */
  before?: BookingEmailSlot;
  /** A change or cancellation: who made it. */
  by?: "staff" | "guest";
  /** A change notice standing for several changes made before it was sent (notify/change-notices.ts). */
  changes?: number;
}

export const bookingEmails = pgTable(
  "booking_emails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<BookingEmailKind>().notNull(),
    toEmail: text("to_email").notNull(),
    language: text("language").$type<GuestLanguage>().notNull().default("en"),
    details: jsonb("details").$type<BookingEmailDetails>().notNull(),
    status: text("status").$type<BookingEmailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Not sent before this time (reminders). */
    notBefore: timestamp("not_before", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The Message-ID it went out with (the same on every attempt). */
    messageId: text("message_id"),
    /** At most one row per key (a booking's e-mail reminder), however many dispatchers schedule it. */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** An anonymous action queued it (drizzle/0037): it counts against its address's bound (seatline_recipient_held). */
    bounded: boolean("bounded").notNull().default(false),
  },
  (t) => [
    index("booking_emails_due_idx").on(t.status, t.nextAttemptAt),
    index("booking_emails_reservation_idx").on(t.reservationId),
    index("booking_emails_store_idx").on(t.storeId, t.createdAt),
    uniqueIndex("booking_emails_dedupe_uq").on(t.dedupeKey),
    index("booking_emails_address_idx").on(t.storeId, sql`lower(${t.toEmail})`, t.createdAt),
  ],
);

/**
 * An address the company's staff entered (a staff booking, a staff correction), by its SHA-256 only: confirmed, so
 * its e-mails may carry what the guest typed and it may get more of them (seatline_recipient_held). A guest page
 * proves no address: mail scanners open every link an e-mail carries.
 */
export const emailProofs = pgTable(
  "email_proofs",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    emailHash: text("email_hash").notNull(),
    provenAt: timestamp("proven_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "email_proofs_pk", columns: [t.companyId, t.emailHash] })],
);

/** An address (its SHA-256, lower-cased) that unsubscribed from a store's e-mails. */
export const emailUnsubscribes = pgTable(
  "email_unsubscribes",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    emailHash: text("email_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "email_unsubscribes_pk", columns: [t.storeId, t.emailHash] })],
);

/** An e-mail's unsubscribe link, /u/{token}: only the token's SHA-256 is kept. */
export const emailUnsubscribeLinks = pgTable("email_unsubscribe_links", {
  tokenHash: text("token_hash").primaryKey(),
  storeId: uuid("store_id")
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" }),
  emailHash: text("email_hash").notNull(),
  /** The language of the e-mail it came in, so its page asks in that language (null: English). */
  language: text("language").$type<GuestLanguage>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
