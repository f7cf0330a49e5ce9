CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"link_code" text NOT NULL,
	"access_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_links_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "blackout_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"reservation_date" text NOT NULL,
	"reservation_time" text NOT NULL,
	"party_size" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"seating_preference" text DEFAULT 'first_available' NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"link_code" text,
	"notified" integer DEFAULT 0 NOT NULL,
	"courtesy_notification_sent_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"is_active_in_waitlist_view" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "kiosk_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"waitlist_on" boolean DEFAULT true NOT NULL,
	"announcement" text DEFAULT '' NOT NULL,
	"first_available_okay" boolean DEFAULT true NOT NULL,
	"indoor_seating_preferred" boolean DEFAULT true NOT NULL,
	"bar_seating_preferred" boolean DEFAULT true NOT NULL,
	"outdoor_seating_preferred" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_configs" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"new_reservations_enabled" boolean DEFAULT true NOT NULL,
	"reservation_interval_minutes" integer DEFAULT 30 NOT NULL,
	"max_tables_per_interval" integer DEFAULT 4 NOT NULL,
	"max_persons_per_interval" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"solo_tables_total" integer NOT NULL,
	"solo_tables_turn_avg" integer NOT NULL,
	"two_tables_total" integer NOT NULL,
	"two_tables_turn_avg" integer NOT NULL,
	"three_four_tables_total" integer NOT NULL,
	"three_four_tables_turn_avg" integer NOT NULL,
	"five_plus_tables_total" integer NOT NULL,
	"five_plus_tables_turn_avg" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_counters" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"ticket_cnt" integer DEFAULT 0 NOT NULL,
	"ticket_letter" text DEFAULT 'a' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"support_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"store_number" integer NOT NULL,
	"legacy_store_id" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"account_email" text NOT NULL,
	"timezone" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remote_join_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_legacy_store_id_unique" UNIQUE("legacy_store_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_id" uuid,
	"store_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"ticket_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_number" text,
	"party_size" integer NOT NULL,
	"first_available" boolean DEFAULT true NOT NULL,
	"indoor_area" boolean DEFAULT false NOT NULL,
	"bar_area" boolean DEFAULT false NOT NULL,
	"outdoor_area" boolean DEFAULT false NOT NULL,
	"quoted_wait_time" integer DEFAULT 5 NOT NULL,
	"business_date" text NOT NULL,
	"entered_time" timestamp with time zone NOT NULL,
	"notified" integer DEFAULT 0 NOT NULL,
	"notified_time" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"exited_time" timestamp with time zone,
	"actual_waited_time" integer,
	"source" text DEFAULT 'kiosk' NOT NULL,
	"status_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_dates" ADD CONSTRAINT "blackout_dates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_settings" ADD CONSTRAINT "kiosk_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_configs" ADD CONSTRAINT "reservation_configs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_settings" ADD CONSTRAINT "table_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_counters" ADD CONSTRAINT "ticket_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "messages_store_idx" ON "messages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "access_links_store_code_uq" ON "access_links" USING btree ("store_id","link_code");--> statement-breakpoint
CREATE UNIQUE INDEX "blackout_store_date_uq" ON "blackout_dates" USING btree ("store_id","date");--> statement-breakpoint
CREATE INDEX "reservations_store_date_idx" ON "reservations" USING btree ("store_id","reservation_date","reservation_time");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_company_slug_uq" ON "stores" USING btree ("company_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_company_number_uq" ON "stores" USING btree ("company_id","store_number");--> statement-breakpoint
CREATE INDEX "users_store_idx" ON "users" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "waitlist_store_status_entered_idx" ON "waitlist_entries" USING btree ("store_id","status","entered_time");--> statement-breakpoint
CREATE INDEX "waitlist_store_date_idx" ON "waitlist_entries" USING btree ("store_id","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_status_token_uq" ON "waitlist_entries" USING btree ("status_token");