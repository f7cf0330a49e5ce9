-- Kept answers of idempotency keys name the guests they carry, so a guest's erase blanks them in its own transaction
-- (SECURITY.md, "Erase"): the answer stays sealed under the client's key, which the server does not keep, so it could
-- not be searched. guest_refs holds a 24-bit digest of each phone the answer names ('p' and 6 hex digits: hundreds of
-- possible phones share each, so no phone can be read back from it) and the ids of the walk-ins ('e') and bookings
-- ('b') it names (the floor's answers name their parties only by those). Rows kept before this migration have none and
-- expire within 24 hours.
ALTER TABLE "idempotency_keys" ADD COLUMN "guest_refs" text[];--> statement-breakpoint
CREATE INDEX "idempotency_keys_guest_refs_idx" ON "idempotency_keys" USING gin ("guest_refs");
