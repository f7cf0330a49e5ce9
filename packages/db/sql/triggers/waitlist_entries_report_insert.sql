CREATE TRIGGER "waitlist_entries_report_insert" AFTER INSERT ON "waitlist_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_walk_in_days_forget();
