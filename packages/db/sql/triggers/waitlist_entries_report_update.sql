CREATE TRIGGER "waitlist_entries_report_update" AFTER UPDATE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_walk_in_days_forget();
