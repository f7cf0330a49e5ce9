import { doublePrecision, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

/**
 * The per-store wait-quote summary (Issue 17, packages/domain quotes/quote-stats.ts): per size group, store-local
 * weekday (1..7, −1 = any) and hour of arrival (0..23, −1 = any), the sums of actual wait against the queue model's
 * minutes and a histogram of residuals. Kept by the seat and put-back transactions; at most 4 × 8 × 25 rows a store.
 */
export const quoteStats = pgTable(
  "quote_stats",
  {
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    grp: text("grp").notNull(),
    dow: smallint("dow").notNull(),
    hour: smallint("hour").notNull(),
    n: integer("n").notNull().default(0),
    sumX: doublePrecision("sum_x").notNull().default(0),
    sumX2: doublePrecision("sum_x2").notNull().default(0),
    sumY: doublePrecision("sum_y").notNull().default(0),
    sumXY: doublePrecision("sum_xy").notNull().default(0),
    residuals: integer("residuals").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.grp, t.dow, t.hour] })],
);
