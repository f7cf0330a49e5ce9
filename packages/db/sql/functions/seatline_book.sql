-- A booking in one statement, so the phone's and the store-and-date locks are held only for the database's own work
-- and never across a round trip to the server (docs/architecture.md "The lifecycle"), as the waitlist join does
-- (seatline_join). The server prepares everything that needs no lock (validation, the date rules, the slot check, the
-- booking link's token, the confirmation text) and calls seatline_book once, outside any transaction (or inside a
-- caller's, where the locks last until it ends: the notify list's offer taken), queries/booking-statement.ts:
--   1. with p_key (the request's Idempotency-Key): the key is claimed first (seatline_claim_key), before the phone's
--      lock, so a repeat waits only on its own key's row; a key found taken answers {key: {fingerprint, response,
--      made_ref}} and writes nothing;
--   2. a public booking (p_rules.phone_limit set) locks the store and phone, then every booking the store and date
--      (seatline_lock_store_phone, seatline_lock_store_date: the keys every other booking write takes too);
--   3. a public booking: the phone's upcoming bookings (p_rules.phone_statuses from p_rules.today on) under the cap;
--   4. the slot's capacity (seatline_slot_fits);
--   5. the guest's profile (seatline_guest_profile; a staff booking proves the phone first), the reservation
--      (p_reservation: its columns by name, without profile_id), its booking link (p_link_hash: the SHA-256 of the
--      token in the text);
--   6. its confirmation text (p_text: the outbox row as notify/outbox.ts builds it, by column name, without its
--      reservation_id), queued by seatline_queue_text with p_opt_out_line;
--   7. the store event (p_channel, p_event), delivered at commit;
--   8. with p_key: the reservation made recorded on the key's row (seatline_key_made), or, refused, the claim dropped
--      (a refusal keeps no key: a retry runs again).
-- p_rules: {max_tables, max_persons, holding: [...], phone_limit (null: a staff booking, no phone lock or cap),
-- phone_statuses: [...], today}.
-- Answers {status: 'booked', reservation, text_id}, or {status: 'phone_limit'} / {status: 'full'} having written
-- nothing; the server turns those into its refusals.
CREATE OR REPLACE FUNCTION seatline_book(
  p_store_id uuid,
  p_rules jsonb,
  p_reservation jsonb,
  p_link_hash text,
  p_text jsonb,
  p_opt_out_line text,
  p_channel text,
  p_event text,
  p_key jsonb DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_phone text := p_reservation->>'guest_phone';
  v_date text := p_reservation->>'reservation_date';
  v_phone_limit integer := (p_rules->>'phone_limit')::integer;
  v_company uuid := (SELECT s.company_id FROM stores s WHERE s.id = p_store_id);
  v_taken jsonb;
  v_answer jsonb;
  v_found jsonb;
  v_profile integer;
  v_id integer;
  v_text_id bigint;
BEGIN
  IF p_key IS NOT NULL THEN
    v_taken := seatline_claim_key(p_key);
    IF v_taken IS NOT NULL THEN
      RETURN jsonb_build_object('key', v_taken);
    END IF;
  END IF;

  IF p_reservation->>'source' = 'staff' AND coalesce(v_phone, '') <> '' THEN
    PERFORM seatline_guest_profile_proven(v_company, v_phone, NULL, p_reservation->>'guest_name');
  END IF;

  IF v_phone_limit IS NOT NULL THEN
    PERFORM seatline_lock_store_phone(p_store_id::text, v_phone);
  END IF;
  PERFORM seatline_lock_store_date(p_store_id::text, v_date);

  IF v_phone_limit IS NOT NULL AND (
    SELECT count(*) FROM reservations r
      WHERE r.store_id = p_store_id AND r.guest_phone = v_phone AND r.reservation_date >= p_rules->>'today'
        AND r.status IN (SELECT jsonb_array_elements_text(p_rules->'phone_statuses'))
  ) >= v_phone_limit THEN
    v_answer := jsonb_build_object('status', 'phone_limit');
  ELSIF NOT seatline_slot_fits(p_store_id, v_date, p_reservation->>'reservation_time',
      (p_reservation->>'party_size')::integer, (p_rules->>'max_tables')::integer,
      (p_rules->>'max_persons')::integer, ARRAY(SELECT jsonb_array_elements_text(p_rules->'holding'))) THEN
    v_answer := jsonb_build_object('status', 'full');
  ELSE
    v_profile := seatline_guest_profile(v_company, v_phone, p_reservation->>'guest_email',
      p_reservation->>'guest_name');
    v_found := seatline_insert_row('reservations',
      p_reservation || jsonb_build_object('store_id', p_store_id, 'profile_id', v_profile));
    v_id := (v_found->>'id')::integer;

    INSERT INTO booking_links (token_hash, store_id, reservation_id, created_at)
      VALUES (p_link_hash, p_store_id, v_id, (p_reservation->>'created_at')::timestamptz);

    IF p_text IS NOT NULL THEN
      v_text_id := seatline_queue_text(p_store_id, p_text || jsonb_build_object('reservation_id', v_id),
        p_opt_out_line);
    END IF;

    PERFORM pg_notify(p_channel, p_event);
    v_answer := jsonb_build_object('status', 'booked', 'reservation', v_found, 'text_id', v_text_id);
  END IF;

  IF p_key IS NOT NULL THEN
    PERFORM seatline_key_made(p_key, v_id);
  END IF;
  RETURN v_answer;
END;
$$;
