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
-- The profiles of the rows recorded before the guest book: one per company and phone, named and e-mailed as the
-- phone's first row was, then every row without a profile linked by its phone. Rows sharing an e-mail under different
-- phones stay separate profiles (a host merges them). The rule that finds a profile from now on
-- (seatline_guest_profile), the join recording it, and the same backfill for bulk-loaded rows
-- (seatline_guest_profiles_backfill) live in packages/db/sql, applied after the migrations on every migrate; this
-- migration does the backfill in its own statements, as of its own tables, so it needs no function.
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
--> statement-breakpoint
-- Each row looks its profile up by (company, phone), the unique index, whatever the tables' statistics say (right
-- after a bulk load the planner otherwise scans every profile of the company per row).
UPDATE waitlist_entries w SET profile_id = (
    SELECT coalesce(p.merged_into_id, p.id) FROM guest_profiles p
      WHERE p.company_id = (SELECT s.company_id FROM stores s WHERE s.id = w.store_id)
        AND p.phone = w.customer_number)
  WHERE w.profile_id IS NULL AND w.customer_number IS NOT NULL AND w.customer_number <> '';
--> statement-breakpoint
UPDATE reservations r SET profile_id = (
    SELECT coalesce(p.merged_into_id, p.id) FROM guest_profiles p
      WHERE p.company_id = (SELECT s.company_id FROM stores s WHERE s.id = r.store_id)
        AND p.phone = r.guest_phone)
  WHERE r.profile_id IS NULL AND r.guest_phone <> '';
--> statement-breakpoint
UPDATE notify_requests n SET profile_id = (
    SELECT coalesce(p.merged_into_id, p.id) FROM guest_profiles p
      WHERE p.company_id = (SELECT s.company_id FROM stores s WHERE s.id = n.store_id)
        AND p.phone = n.guest_phone)
  WHERE n.profile_id IS NULL AND n.guest_phone <> '';
