-- A booking in one statement, so the phone's and the store-and-date locks are held only for the database's own work and
-- never across a round trip to the server (docs/architecture.md "The lifecycle"), as the waitlist join does (0010, 0020).
-- The server prepares everything that needs no lock (validation, the date rules, the slot check, the booking link's
-- token, the confirmation text) and calls seatline_book once, outside any transaction (or inside a caller's, where
-- the locks last until it ends: the notify list's offer taken):
--   1. a public booking (p_rules.phone_limit set) locks the store and phone, then every booking the store and date,
--      with the keys lockStorePhone and lockStoreDate (packages/db queries/reservations.ts) take, so bookings made
--      here and the writes that still lock in the server (edits, status changes, the notify list) wait on each other;
--   2. a public booking: the phone's upcoming bookings (p_rules.phone_statuses from p_rules.today on) under the cap;
--   3. the slot's capacity (seatline_slot_fits);
--   4. the guest's profile (seatline_guest_profile, 0019), the reservation (p_reservation: its columns by name,
--      without profile_id), its booking link (p_link_hash: the SHA-256 of the token in the text);
--   5. its confirmation text (p_text: the outbox row as notify/outbox.ts builds it, by column name, without its
--      reservation_id), as queueText queues it: nothing when the phone opted out of the store's sending number, and
--      p_opt_out_line appended when it is the first text to the phone from that number;
--   6. the store event (p_channel, p_event), delivered at commit.
-- Answers {status: 'booked', reservation, text_id}, or {status: 'phone_limit'} / {status: 'full'} having written nothing;
-- the server turns those into the same refusals as before.
--
-- The slot rule of packages/domain src/time-slots.ts (slotUsage, fitsInSlot) in SQL: what holds a table in the slot is
-- each reservation of the store, date and time in a table-holding status (p_holding: the domain's list) and each live
-- offer of the notify list for it (as activeBookingsOnDate counts them); the party fits while a table is left and
-- the places left (never below zero) are at least the party. Tested against the domain on a table of cases
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
--> statement-breakpoint
-- p_rules: {max_tables, max_persons, holding: [...], phone_limit (null: a staff booking, no phone lock or cap),
-- phone_statuses: [...], today}.
CREATE OR REPLACE FUNCTION seatline_book(
  p_store_id uuid,
  p_rules jsonb,
  p_reservation jsonb,
  p_link_hash text,
  p_text jsonb,
  p_opt_out_line text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_phone text := p_reservation->>'guest_phone';
  v_date text := p_reservation->>'reservation_date';
  v_phone_limit integer := (p_rules->>'phone_limit')::integer;
  v_row jsonb;
  v_found jsonb;
  v_cols text;
  v_profile integer;
  v_id integer;
  v_text jsonb;
  v_text_id bigint;
BEGIN
  IF v_phone_limit IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext(p_store_id::text || ':phone:' || v_phone));
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(p_store_id::text || v_date));

  IF v_phone_limit IS NOT NULL AND (
    SELECT count(*) FROM reservations r
      WHERE r.store_id = p_store_id AND r.guest_phone = v_phone AND r.reservation_date >= p_rules->>'today'
        AND r.status IN (SELECT jsonb_array_elements_text(p_rules->'phone_statuses'))
  ) >= v_phone_limit THEN
    RETURN jsonb_build_object('status', 'phone_limit');
  END IF;

  IF NOT seatline_slot_fits(p_store_id, v_date, p_reservation->>'reservation_time',
      (p_reservation->>'party_size')::integer, (p_rules->>'max_tables')::integer,
      (p_rules->>'max_persons')::integer, ARRAY(SELECT jsonb_array_elements_text(p_rules->'holding'))) THEN
    RETURN jsonb_build_object('status', 'full');
  END IF;

  v_profile := seatline_guest_profile((SELECT s.company_id FROM stores s WHERE s.id = p_store_id), v_phone,
    p_reservation->>'guest_email', p_reservation->>'guest_name');
  v_row := p_reservation || jsonb_build_object('store_id', p_store_id, 'profile_id', v_profile);
  SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_row) AS k;
  EXECUTE format(
    'INSERT INTO reservations (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::reservations, $1) '
    'RETURNING to_jsonb(reservations)', v_cols)
    USING v_row INTO v_found;
  v_id := (v_found->>'id')::integer;

  INSERT INTO booking_links (token_hash, store_id, reservation_id, created_at)
    VALUES (p_link_hash, p_store_id, v_id, (p_reservation->>'created_at')::timestamptz);

  IF p_text IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sms_opt_outs o
      WHERE o.phone = p_text->>'to_phone'
        AND o.scope = (SELECT coalesce(s.sms_from, 'shared') FROM stores s WHERE s.id = p_store_id)
  ) THEN
    v_text := p_text || jsonb_build_object('reservation_id', v_id);
    -- The first text to the phone from the store's sending number (hasTextedInScope) carries the way out.
    IF NOT EXISTS (
      SELECT 1 FROM messages m JOIN stores s ON s.id = m.store_id
        WHERE m.to_phone = p_text->>'to_phone' AND m.status <> 'skipped'
          AND s.sms_from IS NOT DISTINCT FROM (SELECT s2.sms_from FROM stores s2 WHERE s2.id = p_store_id)
    ) THEN
      v_text := v_text || jsonb_build_object('body', (p_text->>'body') || E'\n' || p_opt_out_line);
    END IF;
    SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_text) AS k;
    EXECUTE format(
      'INSERT INTO messages (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::messages, $1) '
      'ON CONFLICT DO NOTHING RETURNING id', v_cols)
      USING v_text INTO v_text_id;
  END IF;

  PERFORM pg_notify(p_channel, p_event);
  RETURN jsonb_build_object('status', 'booked', 'reservation', v_found, 'text_id', v_text_id);
END;
$$;
--> statement-breakpoint
-- seatline_book with the request's Idempotency-Key, as seatline_join_keyed (0020): the key first (before the phone's
-- lock, so a repeat waits only on its own key's row), then the booking, then its outcome on the key's row: the
-- reservation made (masked), or, refused, the claim dropped (a refusal keeps no key: a retry runs again). A key found
-- taken answers {key: {fingerprint, response, made_ref}} and writes nothing.
CREATE OR REPLACE FUNCTION seatline_book_keyed(
  p_key jsonb,
  p_store_id uuid,
  p_rules jsonb,
  p_reservation jsonb,
  p_link_hash text,
  p_text jsonb,
  p_opt_out_line text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_found jsonb;
  v_book jsonb;
BEGIN
  v_found := seatline_claim_key(p_key);
  IF v_found IS NOT NULL THEN
    RETURN jsonb_build_object('key', v_found);
  END IF;
  v_book := seatline_book(p_store_id, p_rules, p_reservation, p_link_hash, p_text, p_opt_out_line, p_channel,
    p_event);
  PERFORM seatline_key_made(p_key, jsonb_build_object(
    'existing', v_book->>'status' <> 'booked', 'entry', v_book->'reservation'));
  RETURN v_book;
END;
$$;
