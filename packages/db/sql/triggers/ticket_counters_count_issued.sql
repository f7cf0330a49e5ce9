CREATE TRIGGER ticket_counters_count_issued BEFORE UPDATE ON "ticket_counters"
  FOR EACH ROW EXECUTE FUNCTION seatline_count_issued();
