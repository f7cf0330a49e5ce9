-- ticket_counters.issued: how many tickets the store has issued, ever (joins and leases). A label comes round again
-- TICKET_CYCLE tickets later, so a lease is good only while fewer were issued after it. This trigger function
-- (sql/triggers/ticket_counters_count_issued.sql) counts each ticket a join takes (its one UPDATE changes the letter or
-- count); a lease, which takes N at once, sets issued itself.
CREATE OR REPLACE FUNCTION seatline_count_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.issued = OLD.issued
     AND (NEW.ticket_cnt, NEW.ticket_letter) IS DISTINCT FROM (OLD.ticket_cnt, OLD.ticket_letter) THEN
    NEW.issued := OLD.issued + 1;
  END IF;
  RETURN NEW;
END;
$$;
