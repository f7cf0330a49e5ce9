-- A waitlist join in one statement, so the store's ticket lock is held only for the database's own work and never
-- across a round trip to the server (docs/architecture.md, "The lifecycle"). The server prepares everything that needs
-- no lock (validation, the quote, the status token, the text) and calls seatline_join once, outside any transaction
-- (queries/waitlist-join.ts):
--   1. with p_key (the request's Idempotency-Key, docs/architecture.md "Writes safe to repeat"): the key is claimed
--      first (seatline_claim_key), before the profile and the ticket lock, so a repeat waits only on its own key's
--      row; a key found taken answers {key: {fingerprint, response, made_ref}} and writes nothing;
--   2. the guest's profile (seatline_guest_profile; a host's Add party proves the phone first), before the ticket lock,
--      which so stays short;
--   3. the store's ticket counter, locked (seatline_lock_ticket_counter);
--   4. with p_reuse_phone: a waiting entry of that phone today is answered as it is (nothing written, no ticket used);
--      seen under the lock, so two joins of one phone cannot both miss each other;
--   5. with p_lease ({device_id, ticket, joined_at}: a join replayed by a kiosk that was offline, docs/architecture.md
--      "Offline kiosk"), under the same lock (so "has the label come round?" cannot race a join), the lease of this
--      store, device and ticket, locked:
--        used already    → its entry is answered (existing: the replay of a join that was stored, nothing written);
--        good            → the entry takes the leased ticket, entered at the guest's time (joined_at, kept between the
--                          lease's time and now), and the lease is marked used;
--        unknown or void → (another device's, another business day's, or TICKET_CYCLE tickets old) the join takes a
--                          fresh ticket like any join: the guest is never lost, and the text carries the ticket;
--   6. else the next ticket (seatline_next_ticket), and the entry (p_entry: its columns by name, without ticket_id);
--   7. its text (p_text: the outbox row as notify/outbox.ts builds it, without its entry id; p_ticket_mark in the body
--      is replaced by the ticket), queued by seatline_queue_text: not to a phone that opted out, and ending with
--      p_opt_out_line when it is the first text to the phone from the store's sending number;
--   8. the store's listeners notified (p_channel, p_event), delivered at commit like every store event;
--   9. with p_key: the entry made recorded on the key's row (seatline_key_made), or the claim dropped when nothing was
--      written.
-- Answers {existing, entry, text_id}, plus leased (whether the leased ticket was used) with p_lease.
CREATE OR REPLACE FUNCTION seatline_join(
  p_store_id uuid,
  p_entry jsonb,
  p_reuse_phone text,
  p_text jsonb,
  p_opt_out_line text,
  p_ticket_mark text,
  p_channel text,
  p_event text,
  p_key jsonb DEFAULT NULL,
  p_lease jsonb DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_phone text := coalesce(p_entry->>'customer_number', '');
  v_company uuid;
  v_taken jsonb;
  v_profile integer;
  c_cnt integer;
  c_letter text;
  c_issued bigint;
  v_lease kiosk_ticket_leases;
  v_use_lease boolean := false;
  v_ticket text;
  v_entered timestamptz;
  v_entry jsonb := p_entry;
  v_found jsonb;
  v_text_id bigint;
  v_answer jsonb;
BEGIN
  IF p_key IS NOT NULL THEN
    v_taken := seatline_claim_key(p_key);
    IF v_taken IS NOT NULL THEN
      RETURN jsonb_build_object('key', v_taken);
    END IF;
  END IF;

  IF v_phone <> '' THEN
    v_company := (SELECT s.company_id FROM stores s WHERE s.id = p_store_id);
    IF p_entry->>'source' = 'host' THEN
      PERFORM seatline_guest_profile_proven(v_company, v_phone, NULL, p_entry->>'customer_name');
    END IF;
    v_profile := seatline_guest_profile(v_company, v_phone, NULL, p_entry->>'customer_name');
  END IF;

  SELECT c.ticket_cnt, c.ticket_letter, c.issued INTO c_cnt, c_letter, c_issued
    FROM seatline_lock_ticket_counter(p_store_id) c;

  IF p_reuse_phone IS NOT NULL THEN
    SELECT to_jsonb(w) INTO v_found FROM waitlist_entries w
      WHERE w.store_id = p_store_id AND w.business_date = p_entry->>'business_date'
        AND w.status = 'waiting' AND w.customer_number = p_reuse_phone
      ORDER BY w.entered_time, w.id LIMIT 1;
    IF v_found IS NOT NULL THEN
      v_answer := jsonb_build_object('existing', true, 'entry', v_found, 'text_id', NULL);
    END IF;
  END IF;

  IF v_answer IS NULL AND p_lease IS NOT NULL THEN
    SELECT * INTO v_lease FROM kiosk_ticket_leases
      WHERE store_id = p_store_id AND device_id = p_lease->>'device_id' AND ticket = upper(p_lease->>'ticket')
      ORDER BY seq DESC LIMIT 1 FOR UPDATE;
    IF v_lease.id IS NOT NULL AND v_lease.used_at IS NOT NULL THEN
      SELECT to_jsonb(w) INTO v_found FROM waitlist_entries w
        WHERE w.id = v_lease.waitlist_entry_id AND w.store_id = p_store_id;
      IF v_found IS NOT NULL THEN
        v_answer := jsonb_build_object('existing', true, 'entry', v_found, 'text_id', NULL, 'leased', true);
      END IF;
    END IF;
    v_use_lease := v_lease.id IS NOT NULL AND v_lease.used_at IS NULL
      AND v_lease.business_date IS NOT DISTINCT FROM p_entry->>'business_date'
      AND c_issued - v_lease.seq <= 250;
  END IF;

  IF v_answer IS NULL THEN
    IF v_use_lease THEN
      v_ticket := v_lease.ticket;
      v_entered := greatest(v_lease.leased_at, least(
        coalesce((p_lease->>'joined_at')::timestamptz, (p_entry->>'entered_time')::timestamptz),
        (p_entry->>'entered_time')::timestamptz));
      v_entry := v_entry || jsonb_build_object('entered_time', v_entered);
    ELSE
      v_ticket := upper(c_letter) || c_cnt;
      UPDATE ticket_counters c SET ticket_cnt = n.ticket_cnt, ticket_letter = n.ticket_letter
        FROM seatline_next_ticket(c_cnt, c_letter) n WHERE c.store_id = p_store_id;
    END IF;

    v_found := seatline_insert_row('waitlist_entries',
      v_entry || jsonb_build_object('ticket_id', v_ticket, 'profile_id', v_profile));
    IF v_use_lease THEN
      UPDATE kiosk_ticket_leases SET used_at = (p_entry->>'entered_time')::timestamptz,
        waitlist_entry_id = (v_found->>'id')::integer WHERE id = v_lease.id;
    END IF;

    IF p_text IS NOT NULL THEN
      v_text_id := seatline_queue_text(p_store_id, p_text || jsonb_build_object(
        'body', replace(p_text->>'body', p_ticket_mark, v_ticket),
        'waitlist_entry_id', v_found->'id'), p_opt_out_line);
    END IF;

    PERFORM pg_notify(p_channel, p_event);
    v_answer := jsonb_build_object('existing', false, 'entry', v_found, 'text_id', v_text_id);
    IF p_lease IS NOT NULL THEN
      v_answer := v_answer || jsonb_build_object('leased', v_use_lease);
    END IF;
  ELSIF p_lease IS NOT NULL AND NOT v_answer ? 'leased' THEN
    v_answer := v_answer || jsonb_build_object('leased', false);
  END IF;

  IF p_key IS NOT NULL THEN
    PERFORM seatline_key_made(p_key,
      CASE WHEN (v_answer->>'existing')::boolean THEN NULL ELSE (v_answer->'entry'->>'id')::bigint END);
  END IF;
  RETURN v_answer;
END;
$$;
