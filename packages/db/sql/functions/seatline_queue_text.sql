-- Queues a text in the outbox (docs/architecture.md#the-outbox): the one rule of who is texted and which text carries
-- the way out, for the join's and the booking's statements and for every other text (notify/outbox.ts queueText calls
-- it through queries/messages.ts queueOutboxText). p_text is the outbox row as outbox.ts outboxRow builds it, by
-- column name. Nothing is queued when the phone opted out of the store's sending number (seatline_opted_out);
-- p_opt_out_line (when given) ends the body when this is the first text to the phone from that number (a text marked
-- skipped, held, failed or expired never reached the phone, so does not count: the guest has not seen the way out).
-- A text an anonymous action queued (p_text.bounded) is counted against its phone (seatline_recipient_held): past the
-- bound it is kept as held, with the reason, and never sent. Answers the row's id, or null (opted out, or its dedupe
-- key is taken).
CREATE OR REPLACE FUNCTION seatline_queue_text(p_store_id uuid, p_text jsonb, p_opt_out_line text)
  RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_text jsonb := p_text;
  v_cols text;
  v_id bigint;
  v_held text;
BEGIN
  IF p_text IS NULL OR seatline_opted_out(p_store_id, p_text->>'to_phone') THEN
    RETURN NULL;
  END IF;
  IF p_opt_out_line IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM messages m JOIN stores s ON s.id = m.store_id
      WHERE m.to_phone = p_text->>'to_phone' AND m.status NOT IN ('skipped', 'held', 'failed', 'expired')
        AND s.sms_from IS NOT DISTINCT FROM (SELECT s2.sms_from FROM stores s2 WHERE s2.id = p_store_id)
  ) THEN
    v_text := v_text || jsonb_build_object('body', (p_text->>'body') || E'\n' || p_opt_out_line);
  END IF;
  IF coalesce((p_text->>'bounded')::boolean, false) AND p_text->>'status' = 'pending' THEN
    v_held := seatline_recipient_held(p_store_id, p_text->>'to_phone', NULL, NULL,
      (p_text->>'created_at')::timestamptz);
    IF v_held IS NOT NULL THEN
      v_text := v_text || jsonb_build_object('status', 'held', 'last_error', v_held, 'link_tokens', NULL);
    END IF;
  END IF;
  SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_text) AS k;
  EXECUTE format(
    'INSERT INTO messages (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::messages, $1) '
    'ON CONFLICT DO NOTHING RETURNING id', v_cols)
    USING v_text INTO v_id;
  RETURN v_id;
END;
$$;
