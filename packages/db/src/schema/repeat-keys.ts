import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { stores } from "./tenancy";

/**
 * Idempotency keys ("writes safe to repeat", docs/architecture.md): the first answer of a write made with a client's
 * `Idempotency-Key`, kept 24 hours so a repeat gets that answer instead of a second write. The key itself is never
 * stored: `key_hash` is its SHA-256, `fingerprint` an HMAC keyed by it over the call (procedure and body) and
 * `response` the answer encrypted under a key derived from it, so the table reads as nothing without the client's key.
 * The row is written in the write's own transaction; `response` is null only inside that transaction, except for a
 * write whose one statement claims the key (a join, a booking: seatline_claim_key), which keeps `made_ref` in
 * that statement and the sealed `response` in the next.
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
    /**
     * What a keyed statement made (a walk-in's entry id), XOR a mask derived from the client's key: a repeat that finds
     * no `response` yet answers from it. Null for writes kept whole in one transaction.
     */
    madeRef: bigint("made_ref", { mode: "number" }),
    /**
     * The guests the kept answer names, so that erasing a guest blanks it (queries/repeat-keys.ts guestRefs): a short
     * digest of each phone and the ids of walk-ins and bookings, never a name or a whole phone. Null when it names none.
     */
    guestRefs: text("guest_refs").array(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.scope, t.keyHash] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    index("idempotency_keys_guest_refs_idx").using("gin", t.guestRefs),
  ],
);
