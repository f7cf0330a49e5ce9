-- Kiosk ticket leases (docs/architecture.md "Offline kiosk"): leases p_count tickets to a device, under the store's
-- counter lock like any join: the counter advances by p_count (seatline_next_ticket), and each ticket taken becomes a
-- lease row, (store_id, seq) unique, so no ticket number is ever leased twice. Answers the leased rows.
CREATE OR REPLACE FUNCTION seatline_lease_tickets(
  p_store_id uuid,
  p_device_id text,
  p_count integer,
  p_business_date text,
  p_now timestamptz
) RETURNS SETOF kiosk_ticket_leases LANGUAGE plpgsql AS $$
DECLARE
  c_cnt integer;
  c_letter text;
  c_issued bigint;
  i integer;
BEGIN
  SELECT c.ticket_cnt, c.ticket_letter, c.issued INTO c_cnt, c_letter, c_issued
    FROM seatline_lock_ticket_counter(p_store_id) c;
  FOR i IN 0 .. p_count - 1 LOOP
    RETURN QUERY INSERT INTO kiosk_ticket_leases (store_id, device_id, ticket, seq, business_date, leased_at)
      VALUES (p_store_id, p_device_id, upper(c_letter) || c_cnt, c_issued + i, p_business_date, p_now)
      RETURNING *;
    SELECT n.ticket_cnt, n.ticket_letter INTO c_cnt, c_letter FROM seatline_next_ticket(c_cnt, c_letter) n;
  END LOOP;
  UPDATE ticket_counters SET ticket_cnt = c_cnt, ticket_letter = c_letter, issued = c_issued + p_count
    WHERE store_id = p_store_id;
END;
$$;
