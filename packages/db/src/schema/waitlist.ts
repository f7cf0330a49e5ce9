import type { GuestLanguage } from "@seatline/domain";
import {
  boolean,
  doublePrecision,
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
import { stores } from "./tenancy";

/** waiting → seated | no_show (host delete) | cancelled (guest left the line). */
export const waitlistStatuses = ["waiting", "seated", "no_show", "cancelled"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
/** host: added by a host at the console. */
export const waitlistSources = ["kiosk", "remote", "legacy", "host"] as const;
export type WaitlistSource = (typeof waitlistSources)[number];

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    ticketId: text("ticket_id").notNull(),
    customerId: text("customer_id").notNull(),
    customerName: text("customer_name").notNull(),
    customerNumber: text("customer_number"),
    partySize: integer("party_size").notNull(),
    firstAvailable: boolean("first_available").notNull().default(true),
    indoorArea: boolean("indoor_area").notNull().default(false),
    barArea: boolean("bar_area").notNull().default(false),
    outdoorArea: boolean("outdoor_area").notNull().default(false),
    quotedWaitTime: integer("quoted_wait_time").notNull().default(5),
    /**
     * No table or combination took the party when it joined: it was told the host confirms its wait, and its row says
     * so instead of the quote (docs/product.md#quotes) until a host types one.
     */
    hostConfirmsWait: boolean("host_confirms_wait").notNull().default(false),
    /** Store-local date the guest joined: the waitlist "day". */
    businessDate: text("business_date").notNull(),
    enteredTime: timestamp("entered_time", { withTimezone: true }).notNull(),
    notified: integer("notified").notNull().default(0),
    notifiedTime: timestamp("notified_time", { withTimezone: true }),
    note: text("note").notNull().default(""),
    status: text("status").$type<WaitlistStatus>().notNull().default("waiting"),
    exitedTime: timestamp("exited_time", { withTimezone: true }),
    actualWaitedTime: integer("actual_waited_time"),
    source: text("source").$type<WaitlistSource>().notNull().default("kiosk"),
    /** Unguessable token for the guest's own status page. */
    statusToken: text("status_token").notNull(),
    /** The quote's queue-model minutes at join (its x in the quote summary once seated). */
    quoteQueueMinutes: doublePrecision("quote_queue_minutes"),
    /** Residual added to the quote summary when seated (taken back on put-back); null when not counted. */
    quoteResidual: doublePrecision("quote_residual"),
    /** The guest answered a text that they are running late (when). */
    runningLateAt: timestamp("running_late_at", { withTimezone: true }),
    /** The guest's last free-form text reply, shown on the host row. */
    guestMessage: text("guest_message"),
    guestMessageAt: timestamp("guest_message_at", { withTimezone: true }),
    /** The guest's chosen language: every text to this entry is worded in it (docs/product.md#languages). */
    language: text("language").$type<GuestLanguage>().notNull().default("en"),
    /** The guest's profile (docs/product.md#guest-book), set by the join from the phone; null without one. */
    profileId: integer("profile_id").references(() => guestProfiles.id, { onDelete: "set null" }),
  },
  (t) => [
    index("waitlist_profile_idx").on(t.profileId),
    index("waitlist_store_status_entered_idx").on(t.storeId, t.status, t.enteredTime),
    index("waitlist_store_date_idx").on(t.storeId, t.businessDate),
    uniqueIndex("waitlist_status_token_uq").on(t.statusToken),
  ],
);
