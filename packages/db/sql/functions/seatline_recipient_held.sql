-- The one rule of how many messages a stranger can cause one recipient (docs/product.md#texts, SECURITY.md item 29):
-- texts and e-mails an anonymous action queued (marked `bounded`: a public booking, a guest's change or cancellation,
-- a notify request, a status link) count against their phone (p_phone) or address (p_email, with p_email_hash, the
-- SHA-256 queries/booking-emails.ts emailHash makes) per store in the 24 hours before p_at. A recipient that never
-- confirmed gets fewer: a phone is confirmed once proven (it replied to a text, or staff entered it:
-- guest_profiles.phone_proven_at), an address once staff entered it (email_proofs): no guest page can prove an
-- address, since mail scanners open every link an e-mail carries. Held and skipped rows were never sent, so they do
-- not count. Taken under a lock of the recipient, held until the queuing transaction ends, so two actions at once
-- count one after the other; nothing else is locked after it but the row queued. Answers the reason the host reads
-- on a message held back, or null when it may be sent.
CREATE OR REPLACE FUNCTION seatline_recipient_held(
  p_store_id uuid,
  p_phone text,
  p_email text,
  p_email_hash text,
  p_at timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_company uuid := (SELECT s.company_id FROM stores s WHERE s.id = p_store_id);
  v_since timestamptz := p_at - interval '24 hours';
  v_confirmed boolean;
  v_count integer;
BEGIN
  IF p_phone IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext(p_store_id::text || ':texts-to:' || p_phone));
    v_confirmed := EXISTS (SELECT 1 FROM guest_profiles g
      WHERE g.company_id = v_company AND g.phone = p_phone AND g.phone_proven_at IS NOT NULL);
    SELECT count(*) INTO v_count FROM messages m
      WHERE m.store_id = p_store_id AND m.to_phone = p_phone AND m.created_at > v_since AND m.bounded
        AND m.status NOT IN ('held', 'skipped');
    IF v_confirmed AND v_count >= 20 THEN
      RETURN 'Held back: this phone already got 20 texts today from guests'' actions.';
    ELSIF NOT v_confirmed AND v_count >= 6 THEN
      RETURN 'Held back: this phone already got 6 texts today from guests'' actions, and has not replied to one.';
    END IF;
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext(p_store_id::text || ':emails-to:' || p_email_hash));
  v_confirmed := EXISTS (SELECT 1 FROM email_proofs e
    WHERE e.company_id = v_company AND e.email_hash = p_email_hash);
  SELECT count(*) INTO v_count FROM booking_emails b
    WHERE b.store_id = p_store_id AND lower(b.to_email) = lower(btrim(p_email)) AND b.created_at > v_since
      AND b.bounded AND b.status NOT IN ('held', 'skipped');
  IF v_confirmed AND v_count >= 20 THEN
    RETURN 'Held back: this address already got 20 e-mails today from guests'' actions.';
  ELSIF NOT v_confirmed AND v_count >= 4 THEN
    RETURN 'Held back: this address already got 4 e-mails today from guests'' actions, and staff have not entered it.';
  END IF;
  RETURN NULL;
END;
$$;
