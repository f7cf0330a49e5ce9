-- Serialises public bookings (and the notify list's requests and offers) for one phone at a store until the
-- transaction ends, so the per-phone cap is counted and written under it. Always taken before the store-and-date lock
-- (seatline_lock_store_date): one order, no deadlock. The one key: seatline_book takes it, and so does
-- queries/reservations.ts lockStorePhone (by calling this function).
CREATE OR REPLACE FUNCTION seatline_lock_store_phone(p_store_id text, p_phone text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext(p_store_id || ':phone:' || p_phone))
$$;
