-- Profiles join only on proof of the phone (SECURITY.md, docs/architecture.md#the-guest-book). The public page, the
-- remote join, the kiosk and the notify list verify no phone, so a phone typed there no longer files the row under the
-- profile that already holds the phone: anyone who knew a regular's number saw the regular's tags, notes, VIP and
-- allergy badges shown to staff on their own booking. A phone is proven for its profile when staff entered it (a
-- host's Add party, a staff booking, a staff correction) or when it answered one of the company's texts; from then on
-- it links as before, and its rows left unlinked until then are linked at the moment of proof. A new phone still makes
-- its own (unproven) profile and links to it: nobody's data is on it but the rows it made.
ALTER TABLE "guest_profiles" ADD COLUMN "phone_proven_at" timestamp with time zone;
--> statement-breakpoint
-- The profiles already proven: their phone was entered by staff or replied to a text of one of the company's stores.
UPDATE "guest_profiles" p SET "phone_proven_at" = now()
  WHERE EXISTS (SELECT 1 FROM waitlist_entries w JOIN stores s ON s.id = w.store_id
                  WHERE s.company_id = p.company_id AND w.customer_number = p.phone AND w.source = 'host')
     OR EXISTS (SELECT 1 FROM reservations r JOIN stores s ON s.id = r.store_id
                  WHERE s.company_id = p.company_id AND r.guest_phone = p.phone AND r.source = 'staff')
     OR EXISTS (SELECT 1 FROM inbound_messages i JOIN stores s ON s.id = i.store_id
                  WHERE s.company_id = p.company_id AND i.from_phone = p.phone);
--> statement-breakpoint
-- A guest-typed phone: its profile when the phone is proven (or the profile it was merged into), a new profile of its
-- own when the phone has none, and null (the row stays unlinked, showing staff no badges) when the phone's profile is
-- not proven. Otherwise as 0024.
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
--> statement-breakpoint
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
--> statement-breakpoint
-- The join (0019, called by the keyed and the kiosk's leased joins too) proves the phone of a host's Add party before
-- the join's own statement looks the profile up. The 0019 body is kept as seatline_join_core.
ALTER FUNCTION seatline_join(uuid, jsonb, text, jsonb, text, text, text) RENAME TO seatline_join_core;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seatline_join(
  p_store_id uuid,
  p_entry jsonb,
  p_reuse_phone text,
  p_text jsonb,
  p_ticket_mark text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_entry->>'source' = 'host' AND coalesce(p_entry->>'customer_number', '') <> '' THEN
    PERFORM seatline_guest_profile_proven(
      (SELECT s.company_id FROM stores s WHERE s.id = p_store_id),
      p_entry->>'customer_number', NULL, p_entry->>'customer_name');
  END IF;
  RETURN seatline_join_core(p_store_id, p_entry, p_reuse_phone, p_text, p_ticket_mark, p_channel, p_event);
END;
$$;
--> statement-breakpoint
-- The booking (0023, called by the keyed booking too) proves the phone of a staff booking the same way. The 0023 body
-- is kept as seatline_book_core.
ALTER FUNCTION seatline_book(uuid, jsonb, jsonb, text, jsonb, text, text, text) RENAME TO seatline_book_core;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seatline_book(
  p_store_id uuid,
  p_rules jsonb,
  p_reservation jsonb,
  p_link_hash text,
  p_text jsonb,
  p_opt_out_line text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF p_reservation->>'source' = 'staff' AND coalesce(p_reservation->>'guest_phone', '') <> '' THEN
    PERFORM seatline_guest_profile_proven(
      (SELECT s.company_id FROM stores s WHERE s.id = p_store_id),
      p_reservation->>'guest_phone', NULL, p_reservation->>'guest_name');
  END IF;
  RETURN seatline_book_core(p_store_id, p_rules, p_reservation, p_link_hash, p_text, p_opt_out_line, p_channel,
    p_event);
END;
$$;
