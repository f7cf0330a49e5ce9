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
-- A day's rollup is forgotten when any of its waitlist rows changes (statement-level: one delete per statement).
-- Each changed (store, day) is first locked in shared mode until the writer commits; a report that rolls up closed
-- days takes the same keys exclusively (report-days.ts), so it never stores a day from rows older than a change that
-- forgot it. Keys are per store and day: a join (today) never waits for a report rolling up closed days, and writers
-- never wait for each other. Locked in key order, as the report does.
CREATE FUNCTION "report_walk_in_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_advisory_xact_lock_shared(k) FROM (
      SELECT DISTINCT hashtextextended('report-day:' || "store_id" || ':' || "business_date", 0) AS k FROM old_rows
    ) o ORDER BY k;
    DELETE FROM "report_walk_in_days" r USING (SELECT DISTINCT "store_id", "business_date" FROM old_rows) o
      WHERE r."store_id" = o."store_id" AND r."business_date" = o."business_date";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_advisory_xact_lock_shared(k) FROM (
      SELECT DISTINCT hashtextextended('report-day:' || "store_id" || ':' || "business_date", 0) AS k FROM new_rows
    ) n ORDER BY k;
    DELETE FROM "report_walk_in_days" r USING (SELECT DISTINCT "store_id", "business_date" FROM new_rows) n
      WHERE r."store_id" = n."store_id" AND r."business_date" = n."business_date";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_report_insert" AFTER INSERT ON "waitlist_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_walk_in_days_forget"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_report_update" AFTER UPDATE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_walk_in_days_forget"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_report_delete" AFTER DELETE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_walk_in_days_forget"();
