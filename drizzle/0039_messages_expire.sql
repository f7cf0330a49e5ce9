-- Texts and booking e-mails are retried while they are of use, then marked `expired` (docs/operations.md#what-is-sent-and-when,
-- SECURITY.md item 37): a booking e-mail's status may now be 'expired' (a text's status has no check). Interrupted
-- sends are looked up by the dispatcher among rows 'sending' or 'uncertain' past their locked_until: an index for it.
ALTER TABLE "booking_emails" DROP CONSTRAINT "booking_emails_status_check";--> statement-breakpoint
ALTER TABLE "booking_emails" ADD CONSTRAINT "booking_emails_status_check"
	CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'skipped', 'held', 'expired'));--> statement-breakpoint
CREATE INDEX "messages_unsettled_idx" ON "messages" ("locked_until") WHERE "status" IN ('sending', 'uncertain');
