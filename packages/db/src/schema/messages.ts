import { bigserial, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

export const messageStatuses = ["pending", "sending", "sent", "failed"] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageKinds = [
  "join",
  "ready",
  "ready_again",
  "courtesy",
  "test",
  "reservation_confirmed",
] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The text-message outbox (DESIGN "Text messages"): written in the action's transaction, sent by the dispatcher. */
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
  },
  (t) => [
    index("messages_due_idx").on(t.status, t.nextAttemptAt),
    index("messages_store_idx").on(t.storeId, t.createdAt),
  ],
);
