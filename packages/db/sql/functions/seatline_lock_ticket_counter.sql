-- The store's ticket counter row, locked FOR UPDATE until the caller's transaction ends (created on a store's first
-- ticket): every ticket is taken under this one lock, by a join (seatline_join) or a kiosk's lease
-- (seatline_lease_tickets). Answers the counter as it stands: the next ticket's count and letter, and how many tickets
-- the store has issued.
CREATE OR REPLACE FUNCTION seatline_lock_ticket_counter(p_store_id uuid, OUT ticket_cnt integer, OUT ticket_letter text,
  OUT issued bigint) LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.ticket_cnt, lower(c.ticket_letter), c.issued INTO ticket_cnt, ticket_letter, issued
    FROM ticket_counters c WHERE c.store_id = p_store_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO ticket_counters (store_id, ticket_cnt, ticket_letter) VALUES (p_store_id, 0, 'a')
      ON CONFLICT (store_id) DO NOTHING;
    SELECT c.ticket_cnt, lower(c.ticket_letter), c.issued INTO ticket_cnt, ticket_letter, issued
      FROM ticket_counters c WHERE c.store_id = p_store_id FOR UPDATE;
  END IF;
END;
$$;
