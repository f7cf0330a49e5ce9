-- Serialises bookings of one store and date until the transaction ends: capacity is counted and written under it, so
-- concurrent bookings cannot overbook a slot. The one key: seatline_book takes it, and so does every write that locks
-- in the server (queries/reservations.ts lockStoreDate calls this function).
CREATE OR REPLACE FUNCTION seatline_lock_store_date(p_store_id text, p_date text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext(p_store_id || p_date))
$$;
