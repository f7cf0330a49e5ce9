ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "guest_languages" jsonb DEFAULT '["en","es"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Stores that exist before this migration are the legacy store(s): English only. New stores get the column default (English and Spanish).
UPDATE "stores" SET "guest_languages" = '["en"]'::jsonb;
