CREATE TABLE "report_walk_in_days" (
	"store_id" uuid NOT NULL,
	"business_date" text NOT NULL,
	"cells" jsonb NOT NULL,
	"waits" jsonb NOT NULL,
	"heat" jsonb NOT NULL,
	CONSTRAINT "report_walk_in_days_store_id_business_date_pk" PRIMARY KEY("store_id","business_date")
);
--> statement-breakpoint
ALTER TABLE "report_walk_in_days" ADD CONSTRAINT "report_walk_in_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A day's rollup is forgotten when any of its waitlist rows changes, holding the day against a report rolling it up
-- until the writer commits: report_walk_in_days_forget, report_walk_in_days_hold and the three triggers on
-- waitlist_entries live in packages/db/sql (applied after the migrations on every migrate).
SELECT 1;
