-- The slot rule of packages/domain src/time-slots.ts (slotUsage, fitsInSlot) in SQL, for the booking's statement
-- (seatline_book): what holds a table in the slot is each reservation of the store, date and time in a table-holding
-- status (p_holding: the domain's list) and each live offer of the notify list for it (as activeBookingsOnDate counts
-- them); the party fits while a table is left and the places left (never below zero) are at least the party. The
-- domain is the rule's one source; this mirror is held to it on a table of cases on both drivers
-- (packages/db src/queries/booking-statement.int.test.ts).
CREATE OR REPLACE FUNCTION seatline_slot_fits(
  p_store_id uuid,
  p_date text,
  p_time text,
  p_party integer,
  p_max_tables integer,
  p_max_persons integer,
  p_holding text[]
) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT greatest(0, p_max_tables - count(*)) >= 1
     AND greatest(0, p_max_persons - coalesce(sum(held.party_size), 0)) >= p_party
  FROM (
    SELECT r.party_size FROM reservations r
      WHERE r.store_id = p_store_id AND r.reservation_date = p_date AND r.reservation_time = p_time
        AND r.status = ANY (p_holding)
    UNION ALL
    SELECT o.party_size FROM notify_offers o
      WHERE o.store_id = p_store_id AND o.offer_date = p_date AND o.slot_time = p_time AND o.status = 'offered'
  ) held
$$;
