-- Profiles join only on proof (SECURITY.md): an e-mail typed on a booking (the public page verifies none) no longer
-- files a new phone under the profile that holds the e-mail, which let anyone who knew a regular's address read the
-- regular's tags and notes on their own booking, export them and erase them. A new phone is a profile of its own,
-- keeping the e-mail it was given; two profiles of one guest become one only by a manager's merge (audited).
-- Otherwise as 0019: the phone's profile (or the one it was merged into), made when new, null without a phone.
CREATE OR REPLACE FUNCTION seatline_guest_profile(
  p_company_id uuid,
  p_phone text,
  p_email text,
  p_name text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_into integer;
  v_email text := lower(btrim(coalesce(p_email, '')));
BEGIN
  IF p_phone IS NULL OR p_phone = '' THEN
    RETURN NULL;
  END IF;
  FOR i IN 1..2 LOOP
    SELECT id, merged_into_id INTO v_id, v_into FROM guest_profiles
      WHERE company_id = p_company_id AND phone = p_phone FOR KEY SHARE;
    IF FOUND THEN
      IF v_into IS NOT NULL THEN
        PERFORM 1 FROM guest_profiles WHERE id = v_into FOR KEY SHARE;
        RETURN v_into;
      END IF;
      IF v_email <> '' THEN
        UPDATE guest_profiles SET email = v_email WHERE id = v_id AND email = '';
      END IF;
      RETURN v_id;
    END IF;
    INSERT INTO guest_profiles (company_id, phone, email, name)
      VALUES (p_company_id, p_phone, v_email, left(btrim(coalesce(p_name, '')), 100))
      ON CONFLICT (company_id, phone) DO NOTHING
      RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
    -- Another transaction made this phone's profile at the same moment: read it (the loop's second pass).
  END LOOP;
  RAISE EXCEPTION 'seatline_guest_profile: no profile for the phone';
END;
$$;
