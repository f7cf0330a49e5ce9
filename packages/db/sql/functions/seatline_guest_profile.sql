-- The one rule that finds (or makes) a guest's profile at a company (docs/architecture.md#the-guest-book), used by
-- every action that records a guest: the join's and the booking's statements, edits and notify requests
-- (queries/guest-book.ts linkGuestProfile). Profiles join only on proof of the phone (SECURITY.md): a guest-typed
-- phone answers its profile when the phone is proven (or the profile it was merged into), a new profile of its own
-- when the phone has none, and null (the row stays unlinked, showing staff no badges) when the phone's profile is not
-- proven (seatline_guest_profile_proven proves one). The row found is held FOR KEY SHARE until the caller's
-- transaction ends, so a merge (FOR UPDATE) waits for it and a row never points at a profile merged away under it.
-- No phone: no profile.
CREATE OR REPLACE FUNCTION seatline_guest_profile(
  p_company_id uuid,
  p_phone text,
  p_email text,
  p_name text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_id integer;
  v_into integer;
  v_proven timestamptz;
  v_email text := lower(btrim(coalesce(p_email, '')));
BEGIN
  IF p_phone IS NULL OR p_phone = '' THEN
    RETURN NULL;
  END IF;
  FOR i IN 1..2 LOOP
    SELECT id, merged_into_id, phone_proven_at INTO v_id, v_into, v_proven FROM guest_profiles
      WHERE company_id = p_company_id AND phone = p_phone FOR KEY SHARE;
    IF FOUND THEN
      IF v_proven IS NULL THEN
        RETURN NULL;
      END IF;
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
