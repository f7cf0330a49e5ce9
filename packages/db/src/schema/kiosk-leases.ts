import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { stores } from "./tenancy";
import { waitlistEntries } from "./waitlist";

/**
 * Tickets leased ahead of time to one kiosk (its session: device_id), so a guest can join while the kiosk is offline
 * (docs/architecture.md, "Offline kiosk"). Taken under the store's counter lock (seatline_lease_tickets); used at most once.
 */
export const kioskTicketLeases = pgTable(
  "kiosk_ticket_leases",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    /** The session id of the kiosk it was leased to (a hash; never the token). */
    deviceId: text("device_id").notNull(),
    ticket: text("ticket").notNull(),
    /** The counter's `issued` when this ticket was taken: its place in the store's sequence of tickets. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    businessDate: text("business_date").notNull(),
    leasedAt: timestamp("leased_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    waitlistEntryId: integer("waitlist_entry_id").references(() => waitlistEntries.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    uniqueIndex("kiosk_ticket_leases_seq_uq").on(t.storeId, t.seq),
    index("kiosk_ticket_leases_device_idx").on(t.storeId, t.deviceId, t.ticket),
  ],
);
