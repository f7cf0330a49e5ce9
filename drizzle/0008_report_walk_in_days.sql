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
-- Holds the days a waitlist statement changes against a report rolling them up (report-days.ts), until the writer
-- commits. Per store: up to 64 days, each (store, day) key in shared mode, in key order, so a join (today) never
-- waits for a report rolling up closed days and writers never wait for each other; more days than that (a bulk load)
-- take the store's key exclusively instead (one lock, not thousands: the lock table is finite). A roll-up takes the
-- store's key shared and its days' keys exclusively.
CREATE FUNCTION "report_walk_in_days_hold"(days text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s text;
  n bigint;
BEGIN
  FOR s, n IN SELECT split_part(d, '/', 1), count(*) FROM unnest(days) d GROUP BY 1 ORDER BY 1 LOOP
    IF n > 64 THEN
      PERFORM pg_advisory_xact_lock(hashtextextended('report-store:' || s, 0));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(k) FROM (
        SELECT DISTINCT hashtextextended('report-day:' || d, 0) AS k FROM unnest(days) d WHERE split_part(d, '/', 1) = s
      ) x ORDER BY k;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- A day's rollup is forgotten when any of its waitlist rows changes (statement-level: one delete per statement).
CREATE FUNCTION "report_walk_in_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "report_walk_in_days_hold"(ARRAY(SELECT DISTINCT "store_id" || '/' || "business_date" FROM old_rows));
    DELETE FROM "report_walk_in_days" r USING (SELECT DISTINCT "store_id", "business_date" FROM old_rows) o
      WHERE r."store_id" = o."store_id" AND r."business_date" = o."business_date";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "report_walk_in_days_hold"(ARRAY(SELECT DISTINCT "store_id" || '/' || "business_date" FROM new_rows));
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
