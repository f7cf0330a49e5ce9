import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

/**
 * Outbox states: pending → sending → sent | failed | expired; `uncertain` when the provider may have taken it but never
 * said (a timeout): never resent blindly. A `sending` or `uncertain` row whose locked_until passed is asked about at
 * the provider (notify/dispatcher.ts): recorded sent when it has it, sent again when not; an `uncertain` row with no
 * locked_until could not be asked while the text was worth sending, and only a delivery report settles it. `expired`
 * when it could not be sent while it was worth sending (domain textUsefulUntil); `skipped` when it must not be sent at all
 * (opted out, not a textable number, a reminder whose booking changed); `held` when a stranger's action would text a
 * phone past its bound, or a booking's changes past theirs (seatline_recipient_held, notify/change-notices.ts); last_error
 * says why.
 */
export const messageStatuses = [
  "pending",
  "sending",
  "sent",
  "failed",
  "uncertain",
  "skipped",
  "held",
  "expired",
] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageKinds = [
  "join",
  "ready",
  "ready_again",
  "courtesy",
  "test",
  "reservation_confirmed",
  "reservation_reminder",
  /** Staff changed the booking's date, time, party size or phone: the guest hears of it with a fresh link. */
  "reservation_changed",
  /** The guest is on the notify list for a full time (with their notify page). */
  "notify_listed",
  /** A freed table held for the guest: reply 1 takes it, 9 passes it on. */
  "notify_offer",
  /** A host's own words to a waiting guest, from the Dashboard (docs/product.md#texting-a-guest). */
  "host_message",
] as const;
export type MessageKind = (typeof messageKinds)[number];
/** What the provider reported (Twilio status callbacks). */
export const deliveryStatuses = ["queued", "sent", "delivered", "undelivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The text-message outbox (docs/architecture.md#the-outbox): written in the action's transaction, sent by the dispatcher. */
export const messages = pgTable(
  "messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    kind: text("kind").$type<MessageKind>().notNull(),
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<MessageStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The number the text went out from (the store's number): inbound replies are matched on it. */
    fromNumber: text("from_number"),
    /** The provider's last delivery report, its error code and when it came. */
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>(),
    deliveryErrorCode: text("delivery_error_code"),
    deliveryUpdatedAt: timestamp("delivery_updated_at", { withTimezone: true }),
    /** The waitlist entry or reservation the text is about (replies are routed to it; the host sees its marks). */
    waitlistEntryId: integer("waitlist_entry_id"),
    reservationId: integer("reservation_id"),
    /** The notify-list request the text is about (its offers' replies are routed to it). */
    notifyRequestId: integer("notify_request_id"),
    /** Not sent before this time (reminders). */
    notBefore: timestamp("not_before", { withTimezone: true }),
    /** At most one row per key (a reservation's reminder), however many dispatchers schedule it. */
    dedupeKey: text("dedupe_key"),
    /**
     * The tokens of the guest links the body names as /w/{token} or /r/{token}, in order, space-separated, until the
     * text is sent or given up (then null): no working link stays at rest (notify/outbox.ts queueText).
     */
    linkTokens: text("link_tokens"),
    /** An anonymous action queued it (drizzle/0037): it counts against its phone's bound (seatline_recipient_held). */
    bounded: boolean("bounded").notNull().default(false),
  },
  (t) => [
    index("messages_due_idx").on(t.status, t.nextAttemptAt),
    index("messages_store_idx").on(t.storeId, t.createdAt),
    index("messages_phone_idx").on(t.toPhone, t.id),
    index("messages_store_phone_idx").on(t.storeId, t.toPhone, t.createdAt),
    index("messages_entry_idx").on(t.waitlistEntryId),
    index("messages_reservation_idx").on(t.reservationId),
    index("messages_notify_request_idx").on(t.notifyRequestId),
    uniqueIndex("messages_dedupe_uq").on(t.dedupeKey),
    /** Interrupted sends the dispatcher asks the provider about (drizzle/0039). */
    index("messages_unsettled_idx").on(t.lockedUntil).where(sql`${t.status} in ('sending', 'uncertain')`),
  ],
);
