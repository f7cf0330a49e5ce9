-- The profiles of rows recorded without one (bulk-loaded demo history: seed.ts, queries/guest-book.ts
-- backfillGuestProfiles): one per company and phone, named and e-mailed as the phone's first row was, then every row
-- without a profile linked by its phone. Rows sharing an e-mail under different phones stay separate profiles (a host
-- merges them).
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
