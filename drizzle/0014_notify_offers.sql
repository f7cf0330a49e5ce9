CREATE TABLE "notify_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"request_date" text NOT NULL,
	"party_size" integer NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"guest_name" text NOT NULL,
	"guest_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notify_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"request_id" integer NOT NULL,
	"offer_date" text NOT NULL,
	"slot_time" text NOT NULL,
	"party_size" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_by" text DEFAULT 'cascade' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"freed_at" timestamp with time zone NOT NULL,
	"reservation_id" integer
);
--> statement-breakpoint
CREATE TABLE "notify_settings" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"hold_minutes" integer DEFAULT 10 NOT NULL,
	"cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"quiet_hours" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notify_settings_hold_minutes_range" CHECK ("hold_minutes" BETWEEN 3 AND 30),
	CONSTRAINT "notify_settings_cutoff_minutes_range" CHECK ("cutoff_minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_offers" ADD CONSTRAINT "notify_offers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_offers" ADD CONSTRAINT "notify_offers_request_id_notify_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."notify_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_offers" ADD CONSTRAINT "notify_offers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_settings" ADD CONSTRAINT "notify_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_requests_store_date_idx" ON "notify_requests" USING btree ("store_id","request_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_open_phone_uq" ON "notify_requests" USING btree ("store_id","request_date","guest_phone") WHERE "notify_requests"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "notify_offers_store_date_idx" ON "notify_offers" USING btree ("store_id","offer_date","status");--> statement-breakpoint
CREATE INDEX "notify_offers_due_idx" ON "notify_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "notify_offers_request_idx" ON "notify_offers" USING btree ("request_id");--> statement-breakpoint
-- At most one live offer per request: two dispatchers expiring and re-offering at once cannot both offer to it.
CREATE UNIQUE INDEX "notify_offers_live_request_uq" ON "notify_offers" USING btree ("request_id") WHERE "notify_offers"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notify_request_id" integer;--> statement-breakpoint
CREATE INDEX "messages_notify_request_idx" ON "messages" USING btree ("notify_request_id");
