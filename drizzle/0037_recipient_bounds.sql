-- Messages a stranger can cause are bounded per recipient (SECURITY.md item 29, docs/product.md#texts): a text or an
-- e-mail that an anonymous action queued (the public page, a guest's link) is marked `bounded` and counted against
-- its phone or address per store a day by the queuing SQL (seatline_recipient_held); one past the bound, or past a
-- booking's change notices of the day, is kept as `held` with the reason the host reads. An address is confirmed
-- once staff entered it (email_proofs, by the address's SHA-256 only), backfilled from the staff's own bookings.
ALTER TABLE "messages" ADD COLUMN "bounded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_emails" ADD COLUMN "bounded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_emails" DROP CONSTRAINT "booking_emails_status_check";--> statement-breakpoint
ALTER TABLE "booking_emails" ADD CONSTRAINT "booking_emails_status_check"
	CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped', 'held'));--> statement-breakpoint
CREATE INDEX "messages_store_phone_idx" ON "messages" ("store_id", "to_phone", "created_at");--> statement-breakpoint
CREATE INDEX "booking_emails_address_idx" ON "booking_emails" ("store_id", lower("to_email"), "created_at");--> statement-breakpoint
CREATE TABLE "email_proofs" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"email_hash" text NOT NULL,
	"proven_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_proofs_pk" PRIMARY KEY ("company_id", "email_hash")
);--> statement-breakpoint
INSERT INTO "email_proofs" ("company_id", "email_hash", "proven_at")
	SELECT s.company_id, encode(sha256(convert_to(lower(btrim(r.guest_email)), 'UTF8')), 'hex'), min(r.created_at)
	FROM "reservations" r JOIN "stores" s ON s.id = r.store_id
	WHERE r.source = 'staff' AND btrim(r.guest_email) <> ''
	GROUP BY 1, 2;
