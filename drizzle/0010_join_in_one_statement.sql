-- A waitlist join in one statement, so the store's ticket lock is held only for the database's own work and never
-- across a round trip to the server (docs/architecture.md, "the lifecycle"). The server prepares everything that needs
-- no lock (validation, the quote, the status token, the text) and calls seatline_join once, outside any transaction:
--   1. lock the store's ticket counter row (created on a store's first join);
--   2. with p_reuse_phone: a waiting entry of that phone today is answered as it is (nothing written, no ticket used);
--      seen under the lock, so two joins of one phone cannot both miss each other;
--   3. take the ticket (letter + count; at 10 the letter advances, skipping i; z wraps to a; the same rule as
--      packages/domain src/tickets.ts) and insert the entry (p_entry: its columns by name, without ticket_id);
--   4. queue its text (p_text: the outbox row as notify/outbox.ts builds it, by column name), with p_ticket_mark in the
--      body replaced by the ticket and waitlist_entry_id set, unless the phone opted out of the store's sending number
--      (its own number, or the shared one: sms_opt_outs.scope, added by the next migration);
--   5. notify the store's listeners (p_channel, p_event), delivered at commit like every store event.
-- Rows are passed as JSON keyed by column name, so the columns an entry or a text holds are defined once, in the
-- server's schema and outbox code, not again here.
CREATE OR REPLACE FUNCTION seatline_join(
  p_store_id uuid,
  p_entry jsonb,
  p_reuse_phone text,
  p_text jsonb,
  p_ticket_mark text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  c_cnt integer;
  c_letter text;
  v_ticket text;
  v_next_letter text;
  v_found jsonb;
  v_entry jsonb;
  v_text jsonb;
  v_cols text;
  v_text_id bigint;
BEGIN
  SELECT ticket_cnt, lower(ticket_letter) INTO c_cnt, c_letter
    FROM ticket_counters WHERE store_id = p_store_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO ticket_counters (store_id, ticket_cnt, ticket_letter) VALUES (p_store_id, 0, 'a')
      ON CONFLICT (store_id) DO NOTHING;
    SELECT ticket_cnt, lower(ticket_letter) INTO c_cnt, c_letter
      FROM ticket_counters WHERE store_id = p_store_id FOR UPDATE;
  END IF;

  IF p_reuse_phone IS NOT NULL THEN
    SELECT to_jsonb(w) INTO v_found FROM waitlist_entries w
      WHERE w.store_id = p_store_id AND w.business_date = p_entry->>'business_date'
        AND w.status = 'waiting' AND w.customer_number = p_reuse_phone
      ORDER BY w.entered_time, w.id LIMIT 1;
    IF v_found IS NOT NULL THEN
      RETURN jsonb_build_object('existing', true, 'entry', v_found, 'text_id', NULL);
    END IF;
  END IF;

  v_ticket := upper(c_letter) || c_cnt;
  IF c_cnt + 1 >= 10 THEN
    v_next_letter := CASE WHEN ascii(c_letter) >= 122 THEN 'a'
                          WHEN ascii(c_letter) + 1 = 105 THEN 'j'
                          ELSE chr(ascii(c_letter) + 1) END;
    UPDATE ticket_counters SET ticket_cnt = 0, ticket_letter = v_next_letter WHERE store_id = p_store_id;
  ELSE
    UPDATE ticket_counters SET ticket_cnt = c_cnt + 1, ticket_letter = c_letter WHERE store_id = p_store_id;
  END IF;

  v_entry := p_entry || jsonb_build_object('ticket_id', v_ticket);
  SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_entry) AS k;
  EXECUTE format(
    'INSERT INTO waitlist_entries (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::waitlist_entries, $1) '
    'RETURNING to_jsonb(waitlist_entries)', v_cols)
    USING v_entry INTO v_found;

  IF p_text IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM sms_opt_outs o
      WHERE o.phone = p_text->>'to_phone'
        AND o.scope = (SELECT coalesce(s.sms_from, 'shared') FROM stores s WHERE s.id = p_store_id)
  ) THEN
    v_text := p_text || jsonb_build_object(
      'body', replace(p_text->>'body', p_ticket_mark, v_ticket),
      'waitlist_entry_id', v_found->'id');
    SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_text) AS k;
    EXECUTE format(
      'INSERT INTO messages (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::messages, $1) '
      'ON CONFLICT DO NOTHING RETURNING id', v_cols)
      USING v_text INTO v_text_id;
  END IF;

  PERFORM pg_notify(p_channel, p_event);
  RETURN jsonb_build_object('existing', false, 'entry', v_found, 'text_id', v_text_id);
END;
$$;
