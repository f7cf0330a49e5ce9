import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

/**
 * Idempotency keys ("writes safe to repeat", docs/architecture.md): the first answer of a write made with a client's
 * `Idempotency-Key`, kept 24 hours so a repeat gets that answer instead of a second write. The key itself is never
 * stored: `key_hash` is its SHA-256, `fingerprint` an HMAC keyed by it over the call (procedure and body) and
 * `response` the answer encrypted under a key derived from it, so the table reads as nothing without the client's key.
 * The row is written in the write's own transaction; `response` is null only inside that transaction.
 */
export const repeatKeys = pgTable(
  "idempotency_keys",
  {
    /** Whose key: `staff:{store}:{user}` for a session of a store, `public` for everyone else. */
    scope: text("scope").notNull(),
    keyHash: text("key_hash").notNull(),
    /** The session's store (staff scope), so a store's rows go with it; null for public calls. */
    storeId: uuid("store_id").references(() => stores.id, { onDelete: "cascade" }),
    fingerprint: text("fingerprint").notNull(),
    response: text("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.scope, t.keyHash] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
