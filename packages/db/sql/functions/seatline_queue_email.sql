-- Queues a booking e-mail in the outbox (docs/architecture.md#the-outbox), the e-mails' seatline_queue_text: for the
-- booking's statement (queries/booking-statement.ts) and every other e-mail (notify/mail-outbox.ts through
-- queries/booking-emails.ts insertBookingEmail). p_email is the outbox row by column name; p_email_hash the SHA-256
-- of its address (queries/booking-emails.ts emailHash). Nothing is queued to an address that unsubscribed from the
-- store. p_prove: staff entered the address (a staff booking), which confirms it from now on (email_proofs). What
-- the guest typed stays in the e-mail only for a confirmed address (seatline_email_words). An e-mail an anonymous
-- action queued (p_email.bounded) is counted against its address (seatline_recipient_held): past the bound it is kept
-- as held, with the reason, and never sent. Answers the row's id, or null (no address, unsubscribed, or its dedupe
-- key is taken).
CREATE OR REPLACE FUNCTION seatline_queue_email(
  p_store_id uuid,
  p_email jsonb,
  p_email_hash text,
  p_prove boolean DEFAULT false
)
  RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_email jsonb := p_email;
  v_cols text;
  v_id bigint;
  v_held text;
BEGIN
  IF p_email IS NULL OR btrim(coalesce(p_email->>'to_email', '')) = '' OR EXISTS (
    SELECT 1 FROM email_unsubscribes u WHERE u.store_id = p_store_id AND u.email_hash = p_email_hash
  ) THEN
    RETURN NULL;
  END IF;
  IF p_prove THEN
    INSERT INTO email_proofs (company_id, email_hash, proven_at)
      SELECT s.company_id, p_email_hash, (p_email->>'created_at')::timestamptz FROM stores s WHERE s.id = p_store_id
      ON CONFLICT DO NOTHING;
  END IF;
  v_email := v_email || jsonb_build_object('details',
    seatline_email_words(p_store_id, p_email_hash, p_email->'details'));
  IF coalesce((p_email->>'bounded')::boolean, false) AND p_email->>'status' = 'pending' THEN
    v_held := seatline_recipient_held(p_store_id, NULL, p_email->>'to_email', p_email_hash,
      (p_email->>'created_at')::timestamptz);
    IF v_held IS NOT NULL THEN
      v_email := v_email || jsonb_build_object('status', 'held', 'last_error', v_held);
    END IF;
  END IF;
  SELECT string_agg(quote_ident(k), ', ') INTO v_cols FROM jsonb_object_keys(v_email) AS k;
  EXECUTE format(
    'INSERT INTO booking_emails (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::booking_emails, $1) '
    'ON CONFLICT DO NOTHING RETURNING id', v_cols)
    USING v_email INTO v_id;
  RETURN v_id;
END;
$$;
