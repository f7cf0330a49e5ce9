-- Staff invitations in their own table (docs/product.md#staff-accounts). An invitation used to be a users row
-- without a password, and users.email is unique across Seatline (sign-in is by e-mail): the first store to invite
-- an address held it, every other company's invite was refused, and the refusal told any owner that the address
-- was known. An invitation now belongs to one store (and so to its company), keyed by (store, e-mail): any number
-- of companies can invite one address, an owner can revoke one, and an account is only made when the link is
-- accepted. Only the token's SHA-256 is stored.
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_store_email_uq" ON "staff_invites" ("store_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_uq" ON "staff_invites" ("token_hash");--> statement-breakpoint
-- Pending accounts become invitations (their links keep working until they expire); then they are no accounts.
INSERT INTO "staff_invites" ("company_id", "store_id", "email", "role", "token_hash", "expires_at", "created_at")
SELECT "company_id", "store_id", "email", "role", "invite_token_hash", "invite_expires_at", "created_at"
FROM "users"
WHERE "password_hash" IS NULL AND "invite_token_hash" IS NOT NULL AND "invite_expires_at" IS NOT NULL
  AND "company_id" IS NOT NULL AND "store_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "users" WHERE "password_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "invite_token_hash";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "invite_expires_at";
