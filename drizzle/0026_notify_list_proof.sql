-- A notify list bots cannot fill (docs/product.md#notify-me, SECURITY.md):
--   - a request holds no table until its phone has answered the first text with a 1: phone_confirmed_at is when it
--     did (NULL: not yet). Requests made before this migration were never asked, so they wait for that 1 like new
--     ones (their guest's 1 to the earlier text confirms them too);
--   - live offers hold at most hold_share_percent of a time's tables (rounded down, never below one table), so
--     requests cannot empty a time the public page could sell.
ALTER TABLE "notify_requests" ADD COLUMN "phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notify_settings" ADD COLUMN "hold_share_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "notify_settings" ADD CONSTRAINT "notify_settings_hold_share_percent_range" CHECK ("hold_share_percent" BETWEEN 1 AND 100);
