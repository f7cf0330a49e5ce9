-- Whether a text from this store to p_phone is blocked: the phone opted out of the store's sending number (its own,
-- stores.sms_from, or the shared one: sms_opt_outs.scope 'shared'). The one rule: seatline_queue_text asks it before
-- queueing, and queries/opt-outs.ts isOptedOut (the dispatcher's last look, the notify list, a host's text) calls it.
CREATE OR REPLACE FUNCTION seatline_opted_out(p_store_id uuid, p_phone text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM sms_opt_outs o
      WHERE o.phone = p_phone
        AND o.scope = (SELECT coalesce(s.sms_from, 'shared') FROM stores s WHERE s.id = p_store_id)
  )
$$;
