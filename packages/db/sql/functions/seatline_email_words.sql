-- What a booking e-mail may tell its address of what the guest typed (SECURITY.md item 29): anyone may type any
-- address on the public page, so the guest's name and special requests (p_details: booking_emails.details) travel
-- only to an address the company's staff entered (email_proofs, by p_email_hash: queries/booking-emails.ts
-- emailHash); to any other they are blanked, and the e-mail names the store's own words only. The one rule for every
-- e-mail queued (seatline_queue_email) and every change notice rewritten (queries/change-notices.ts).
CREATE OR REPLACE FUNCTION seatline_email_words(p_store_id uuid, p_email_hash text, p_details jsonb)
  RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (
      SELECT 1 FROM email_proofs e JOIN stores s ON s.company_id = e.company_id
        WHERE s.id = p_store_id AND e.email_hash = p_email_hash)
    THEN p_details
    ELSE p_details || jsonb_build_object('guestName', '', 'specialRequests', '')
  END
$$;
