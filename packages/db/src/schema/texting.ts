/** Two-way texting (docs/architecture.md#texting): opt-outs, inbound replies, guests' booking links. */
import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { reservations } from "./reservations";
import { stores } from "./tenancy";

/**
 * A phone that said STOP to a sending number: no text is queued to it from any store texting from that number until it
 * says START. `scope` is the number (a store's own `stores.sms_from`) or "shared" (the number every store without its
 * own texts from). `store_id` is only the store the STOP was routed to, when one was.
 */
export const smsOptOuts = pgTable(
  "sms_opt_outs",
  {
    scope: text("scope").notNull().default("shared"),
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "cascade" }),
    /** 10 digits. */
    phone: text("phone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.phone] })],
);

/** Every inbound text, matched or not, with what it was understood as and what it did. */
export const inboundMessages = pgTable(
  "inbound_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The provider's id: a webhook retried by the provider acts once. */
    providerMessageId: text("provider_message_id").notNull().unique(),
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "cascade" }),
    fromPhone: text("from_phone").notNull(),
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    intent: text("intent").notNull(),
    outcome: text("outcome").notNull(),
    waitlistEntryId: integer("waitlist_entry_id"),
    reservationId: integer("reservation_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inbound_store_idx").on(t.storeId, t.createdAt)],
);

/** A guest's own booking page link (/r/{token}): only the SHA-256 of the token is kept. */
export const bookingLinks = pgTable(
  "booking_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_links_reservation_idx").on(t.reservationId)],
);
