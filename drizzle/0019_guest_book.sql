-- The guest book (docs/product.md#guest-book, docs/architecture.md#the-guest-book): a profile per guest and company,
-- found by phone (else e-mail), its tags and notes, and the profile's id on every walk-in, booking and notify request.
-- The figures (visits, covers, no-shows, late cancellations, waits) are counted from those rows by profile_id, so
-- there is no counter to keep in step.
CREATE TABLE "guest_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"merged_into_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_profile_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_profile_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profiles" ADD CONSTRAINT "guest_profiles_merged_into_id_guest_profiles_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."guest_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profile_tags" ADD CONSTRAINT "guest_profile_tags_profile_id_guest_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."guest_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profile_tags" ADD CONSTRAINT "guest_profile_tags_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profile_notes" ADD CONSTRAINT "guest_profile_notes_profile_id_guest_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."guest_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_profile_notes" ADD CONSTRAINT "guest_profile_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_profiles_company_phone_uq" ON "guest_profiles" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "guest_profiles_company_email_idx" ON "guest_profiles" USING btree ("company_id",lower("email")) WHERE "guest_profiles"."email" <> '';--> statement-breakpoint
CREATE INDEX "guest_profiles_merged_into_idx" ON "guest_profiles" USING btree ("merged_into_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_profile_tags_uq" ON "guest_profile_tags" USING btree ("profile_id","kind","detail");--> statement-breakpoint
CREATE INDEX "guest_profile_notes_profile_idx" ON "guest_profile_notes" USING btree ("profile_id","created_at");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_profile_id_guest_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."guest_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_profile_idx" ON "waitlist_entries" USING btree ("profile_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_profile_id_guest_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."guest_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_profile_idx" ON "reservations" USING btree ("profile_id");--> statement-breakpoint
ALTER TABLE "notify_requests" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_profile_id_guest_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."guest_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_requests_profile_idx" ON "notify_requests" USING btree ("profile_id");--> statement-breakpoint
-- Bookings cancelled before this column: their last change is the best record of when.
UPDATE "reservations" SET "cancelled_at" = "updated_at" WHERE "status" = 'CANCELLED';--> statement-breakpoint
-- The one rule that finds (or makes) a guest's profile, used by every action that records a guest (the join's
-- statement below, bookings, edits, notify requests: packages/api/src/services/guest-book/profile-link.ts) and by the
-- backfill: the company's profile of that phone (following a merge to the profile it went into); else, with an
-- e-mail, the profile holding that e-mail, with the phone kept as an alias of it; else a new profile. The row found
-- is held FOR KEY SHARE until the caller's transaction ends, so a merge (FOR UPDATE) waits for it and a row never
-- points at a profile merged away under it. No phone: no profile.
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
  v_target integer;
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
    v_target := NULL;
    IF v_email <> '' THEN
      SELECT id INTO v_target FROM guest_profiles
        WHERE company_id = p_company_id AND lower(email) = v_email AND email <> '' AND merged_into_id IS NULL
        ORDER BY id LIMIT 1 FOR KEY SHARE;
    END IF;
    INSERT INTO guest_profiles (company_id, phone, email, name, merged_into_id)
      VALUES (p_company_id, p_phone, CASE WHEN v_target IS NULL THEN v_email ELSE '' END,
              left(btrim(coalesce(p_name, '')), 100), v_target)
      ON CONFLICT (company_id, phone) DO NOTHING
      RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN coalesce(v_target, v_id);
    END IF;
    -- Another transaction made this phone's profile at the same moment: read it (the loop's second pass).
  END LOOP;
  RAISE EXCEPTION 'seatline_guest_profile: no profile for the phone';
END;
$$;
--> statement-breakpoint
-- The profiles of the rows recorded before the guest book (and of bulk-loaded demo history): one per company and
-- phone, named and e-mailed as the phone's first row was, then every row without a profile linked by its phone.
-- Rows sharing an e-mail under different phones stay separate profiles (a host merges them).
CREATE OR REPLACE FUNCTION seatline_guest_profiles_backfill() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO guest_profiles (company_id, phone, email, name, created_at)
  SELECT company_id, phone,
         coalesce((array_agg(lower(btrim(email)) ORDER BY at) FILTER (WHERE btrim(email) <> ''))[1], ''),
         left((array_agg(btrim(name) ORDER BY at))[1], 100),
         min(at)
    FROM (
      SELECT s.company_id, w.customer_number AS phone, '' AS email, w.customer_name AS name, w.entered_time AS at
        FROM waitlist_entries w JOIN stores s ON s.id = w.store_id
        WHERE w.profile_id IS NULL AND w.customer_number IS NOT NULL AND w.customer_number <> ''
      UNION ALL
      SELECT s.company_id, r.guest_phone, r.guest_email, r.guest_name, r.created_at
        FROM reservations r JOIN stores s ON s.id = r.store_id
        WHERE r.profile_id IS NULL AND r.guest_phone <> ''
      UNION ALL
      SELECT s.company_id, n.guest_phone, '', n.guest_name, n.created_at
        FROM notify_requests n JOIN stores s ON s.id = n.store_id
        WHERE n.profile_id IS NULL AND n.guest_phone <> ''
    ) x
    GROUP BY company_id, phone
  ON CONFLICT (company_id, phone) DO NOTHING;

  -- Each row looks its profile up by (company, phone), the unique index, whatever the tables' statistics say (right
  -- after a bulk load the planner otherwise scans every profile of the company per row).
  UPDATE waitlist_entries w SET profile_id = (
      SELECT coalesce(p.merged_into_id, p.id) FROM guest_profiles p
        WHERE p.company_id = (SELECT s.company_id FROM stores s WHERE s.id = w.store_id)
          AND p.phone = w.customer_number)
    WHERE w.profile_id IS NULL AND w.customer_number IS NOT NULL AND w.customer_number <> '';
  UPDATE reservations r SET profile_id = (
      SELECT coalesce(p.merged_into_id, p.id) FROM guest_profiles p
        WHERE p.company_id = (SELECT s.company_id FROM stores s WHERE s.id = r.store_id)
          AND p.phone = r.guest_phone)
    WHERE r.profile_id IS NULL AND r.guest_phone <> '';
  UPDATE notify_requests n SET profile_id = (
      SELECT coalesce(p.merged_into_id, p.id) FROM guest_profiles p
        WHERE p.company_id = (SELECT s.company_id FROM stores s WHERE s.id = n.store_id)
          AND p.phone = n.guest_phone)
    WHERE n.profile_id IS NULL AND n.guest_phone <> '';
END;
$$;
--> statement-breakpoint
SELECT seatline_guest_profiles_backfill();
--> statement-breakpoint
-- The join's one statement (0010) now also finds the guest's profile by the phone (seatline_guest_profile above),
-- before it takes the ticket lock, and records it on the new entry: the guest book learns of a walk-in in the join
-- itself. Otherwise unchanged.
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
  v_profile integer;
BEGIN
  -- The guest's profile first, before the store's ticket lock, which so stays as short as it was.
  IF coalesce(p_entry->>'customer_number', '') <> '' THEN
    v_profile := seatline_guest_profile(
      (SELECT s.company_id FROM stores s WHERE s.id = p_store_id),
      p_entry->>'customer_number', NULL, p_entry->>'customer_name');
  END IF;

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

  v_entry := p_entry || jsonb_build_object('ticket_id', v_ticket, 'profile_id', v_profile);
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
--> statement-breakpoint
-- The kiosk's offline join (0016) records the guest's profile too: the profile is found first, before the ticket lock
-- as in seatline_join, and rides in the entry the leased join inserts (a lease no longer good falls back to
-- seatline_join, which finds the same profile). The 0016 body is kept as seatline_join_leased_core.
ALTER FUNCTION seatline_join_leased(uuid, text, text, timestamptz, jsonb, jsonb, text, text, text)
  RENAME TO seatline_join_leased_core;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seatline_join_leased(
  p_store_id uuid,
  p_device_id text,
  p_ticket text,
  p_joined_at timestamptz,
  p_entry jsonb,
  p_text jsonb,
  p_ticket_mark text,
  p_channel text,
  p_event text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_profile integer;
BEGIN
  IF coalesce(p_entry->>'customer_number', '') <> '' THEN
    v_profile := seatline_guest_profile(
      (SELECT s.company_id FROM stores s WHERE s.id = p_store_id),
      p_entry->>'customer_number', NULL, p_entry->>'customer_name');
  END IF;
  RETURN seatline_join_leased_core(p_store_id, p_device_id, p_ticket, p_joined_at,
    p_entry || jsonb_build_object('profile_id', v_profile), p_text, p_ticket_mark, p_channel, p_event);
END;
$$;
