-- Booking e-mails (docs/product.md#booking-e-mails, docs/architecture.md#the-outbox): a booking with an e-mail gets
-- its confirmation (with a calendar file), a reminder, a notice of each change and of its cancellation, in the guest's
-- language. Like texts they are queued in the transaction (or the one statement) of the booking's change and sent by a
-- dispatcher with retries (packages/api src/notify/mail-dispatcher.ts); every e-mail carries an unsubscribe link.
--
-- booking_emails: the e-mail outbox. `details` is what the e-mail says (the store's name, the booking's date, time and
-- party size, and before a change what it was), written when it is queued; the words, the calendar file, the booking
-- page link (a fresh /r/ token) and the unsubscribe link are made when it is sent, so no working link is at rest.
CREATE TABLE "booking_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"to_email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"not_before" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "booking_emails_kind_check" CHECK ("kind" IN ('confirmed', 'changed', 'cancelled', 'reminder')),
	CONSTRAINT "booking_emails_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped'))
);--> statement-breakpoint
CREATE INDEX "booking_emails_due_idx" ON "booking_emails" ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "booking_emails_reservation_idx" ON "booking_emails" ("reservation_id");--> statement-breakpoint
CREATE INDEX "booking_emails_store_idx" ON "booking_emails" ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_emails_dedupe_uq" ON "booking_emails" ("dedupe_key");--> statement-breakpoint
-- An address that unsubscribed from a store's e-mails: nothing more is queued to it from that store (checked in the
-- transaction that would queue it, and again before sending). Only the SHA-256 of the lower-cased address is kept,
-- so the list holds no address and outlives an erase of the guest's data.
CREATE TABLE "email_unsubscribes" (
	"store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_pk" PRIMARY KEY ("store_id","email_hash")
);--> statement-breakpoint
-- The unsubscribe link of each e-mail sent, /u/{token}: made when the e-mail is sent, 192 random bits of which only
-- the SHA-256 is kept (as booking links, 0009), naming the store and the address's hash it unsubscribes, and the
-- language of the e-mail it came in (its page asks in that language; null: English).
CREATE TABLE "email_unsubscribe_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
	"email_hash" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
