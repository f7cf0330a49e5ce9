import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sessions } from "./tenancy";

/**
 * Short-lived, single-use tickets that open one live-update stream (SSE cannot send headers, and URLs are logged):
 * the id is the SHA-256 (hex) of the ticket, bound to the session that asked for it; redeeming deletes the row.
 */
export const streamTickets = pgTable(
  "stream_tickets",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("stream_tickets_expires_idx").on(t.expiresAt)],
);
