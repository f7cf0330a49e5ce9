/**
 * The owners' reports' daily rollup (docs/product.md#reports): one row per store and closed business date holding that day's walk-ins
 * grouped and counted (cells, waits, heat). Filled on first read, forgotten by a trigger (migration 0008) the moment
 * any of the day's waitlist rows is inserted, changed or deleted, so a report reads a row per day, not every visit.
 */
import { jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

/** [party size, status, error (actual − quoted) | null, count] */
export type DayCell = [number, string, number | null, number];
/** [party size, minutes waited, count] */
export type DayWait = [number, number, number];
/** [ISO weekday, store-local hour joined, count, summed wait] */
export type DayHeat = [number, number, number, number];

export const reportWalkInDays = pgTable(
  "report_walk_in_days",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    businessDate: text("business_date").notNull(),
    cells: jsonb("cells").$type<DayCell[]>().notNull(),
    waits: jsonb("waits").$type<DayWait[]>().notNull(),
    heat: jsonb("heat").$type<DayHeat[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDate] })],
);
