-- A day's rollup is forgotten when any of its waitlist rows changes (statement-level: one delete per statement; the
-- triggers are sql/triggers/waitlist_entries_report_*.sql).
CREATE OR REPLACE FUNCTION report_walk_in_days_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_walk_in_days_hold(ARRAY(SELECT DISTINCT "store_id" || '/' || "business_date" FROM old_rows));
    DELETE FROM "report_walk_in_days" r USING (SELECT DISTINCT "store_id", "business_date" FROM old_rows) o
      WHERE r."store_id" = o."store_id" AND r."business_date" = o."business_date";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_walk_in_days_hold(ARRAY(SELECT DISTINCT "store_id" || '/' || "business_date" FROM new_rows));
    DELETE FROM "report_walk_in_days" r USING (SELECT DISTINCT "store_id", "business_date" FROM new_rows) n
      WHERE r."store_id" = n."store_id" AND r."business_date" = n."business_date";
  END IF;
  RETURN NULL;
END $$;
