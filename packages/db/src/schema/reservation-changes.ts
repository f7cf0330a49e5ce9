/**
 * A booking's history of changes (drizzle/0031_booking_changes.sql): who moved it, when, and its date, time and party
 * size before and after. Written in the transaction of the change (services/reservations/booking-change-commit.ts).
 */
import type { ReservationChangeActor } from "@seatline/domain";
import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { reservations } from "./reservations";
import { stores } from "./tenancy";

export const reservationChanges = pgTable(
  "reservation_changes",
  {
    id: serial("id").primaryKey(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    changedBy: text("changed_by").$type<ReservationChangeActor>().notNull(),
    fromDate: text("from_date").notNull(),
    fromTime: text("from_time").notNull(),
    fromPartySize: integer("from_party_size").notNull(),
    toDate: text("to_date").notNull(),
    toTime: text("to_time").notNull(),
    toPartySize: integer("to_party_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("reservation_changes_reservation_idx").on(t.reservationId, t.createdAt)],
);
