-- The advisory-lock keys of the walk-in report's days: the store's (p_date null) and a (store, day)'s. The waitlist's
-- trigger (report_walk_in_days_hold) and the roll-up (queries/report-days.ts) both take them from here.
CREATE OR REPLACE FUNCTION report_walk_in_days_key(p_store_id text, p_date text) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_date IS NULL THEN hashtextextended('report-store:' || p_store_id, 0)
              ELSE hashtextextended('report-day:' || p_store_id || '/' || p_date, 0) END
$$;
