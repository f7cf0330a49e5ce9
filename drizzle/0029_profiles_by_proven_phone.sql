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
-- The rule that finds a profile (seatline_guest_profile), the one that proves a phone (seatline_guest_profile_proven),
-- and the join and the booking proving a host's or staff's phone live in packages/db/sql/functions, applied after the
-- migrations on every migrate.
SELECT 1;
