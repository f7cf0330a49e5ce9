-- A proven phone (staff entered it, or it answered a text): its profile is marked proven (made so when new), the
-- company's rows of the phone left unlinked while it was not proven are linked to it, and its profile (or the one it
-- was merged into) is answered, held FOR KEY SHARE as in seatline_guest_profile.
CREATE OR REPLACE FUNCTION seatline_guest_profile_proven(
  p_company_id uuid,
  p_phone text,
  p_email text,
  p_name text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_into integer;
  v_proven timestamptz;
  v_root integer;
BEGIN
  IF p_phone IS NULL OR p_phone = '' THEN
    RETURN NULL;
  END IF;
  FOR i IN 1..2 LOOP
    SELECT id, merged_into_id, phone_proven_at INTO v_id, v_into, v_proven FROM guest_profiles
      WHERE company_id = p_company_id AND phone = p_phone FOR KEY SHARE;
    IF FOUND THEN
      IF v_proven IS NULL THEN
        UPDATE guest_profiles SET phone_proven_at = now() WHERE id = v_id AND phone_proven_at IS NULL;
        v_root := coalesce(v_into, v_id);
        UPDATE reservations r SET profile_id = v_root
          WHERE r.profile_id IS NULL AND r.guest_phone = p_phone
            AND r.store_id IN (SELECT s.id FROM stores s WHERE s.company_id = p_company_id);
        UPDATE waitlist_entries w SET profile_id = v_root
          WHERE w.profile_id IS NULL AND w.customer_number = p_phone
            AND w.store_id IN (SELECT s.id FROM stores s WHERE s.company_id = p_company_id);
        UPDATE notify_requests n SET profile_id = v_root
          WHERE n.profile_id IS NULL AND n.guest_phone = p_phone
            AND n.store_id IN (SELECT s.id FROM stores s WHERE s.company_id = p_company_id);
      END IF;
      RETURN seatline_guest_profile(p_company_id, p_phone, p_email, p_name);
    END IF;
    INSERT INTO guest_profiles (company_id, phone, email, name, phone_proven_at)
      VALUES (p_company_id, p_phone, lower(btrim(coalesce(p_email, ''))), left(btrim(coalesce(p_name, '')), 100),
              now())
      ON CONFLICT (company_id, phone) DO NOTHING
      RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'seatline_guest_profile_proven: no profile for the phone';
END;
$$;
