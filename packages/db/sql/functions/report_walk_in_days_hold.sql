-- Holds the days a waitlist statement changes against a report rolling them up (queries/report-days.ts), until the
-- writer commits. Per store: up to 64 days, each (store, day) key in shared mode, in key order, so a join (today) never
-- waits for a report rolling up closed days and writers never wait for each other; more days than that (a bulk load)
-- take the store's key exclusively instead (one lock, not thousands: the lock table is finite). A roll-up takes the
-- store's key shared and its days' keys exclusively, with the same keys (report_walk_in_days_key).
CREATE OR REPLACE FUNCTION report_walk_in_days_hold(days text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s text;
  n bigint;
BEGIN
  FOR s, n IN SELECT split_part(d, '/', 1), count(*) FROM unnest(days) d GROUP BY 1 ORDER BY 1 LOOP
    IF n > 64 THEN
      PERFORM pg_advisory_xact_lock(report_walk_in_days_key(s, NULL));
    ELSE
      PERFORM pg_advisory_xact_lock_shared(k) FROM (
        SELECT DISTINCT report_walk_in_days_key(s, split_part(d, '/', 2)) AS k FROM unnest(days) d
          WHERE split_part(d, '/', 1) = s
      ) x ORDER BY k;
    END IF;
  END LOOP;
END $$;
