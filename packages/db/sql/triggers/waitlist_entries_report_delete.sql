CREATE TRIGGER "waitlist_entries_report_delete" AFTER DELETE ON "waitlist_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_walk_in_days_forget();
