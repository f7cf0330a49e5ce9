CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"reservation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_message_id" text NOT NULL,
	"store_id" uuid,
	"from_phone" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"intent" text NOT NULL,
	"outcome" text NOT NULL,
	"waitlist_entry_id" integer,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_provider_message_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"store_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_store_id_phone_pk" PRIMARY KEY("store_id","phone")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "from_number" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_error_code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "reservation_configs" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_configs" ADD COLUMN "reminder_hours" jsonb DEFAULT '[24,2]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "running_late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "guest_message" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "guest_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_links_reservation_idx" ON "booking_links" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "inbound_store_idx" ON "inbound_messages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_phone_idx" ON "messages" USING btree ("to_phone","id");--> statement-breakpoint
CREATE INDEX "messages_entry_idx" ON "messages" USING btree ("waitlist_entry_id");--> statement-breakpoint
CREATE INDEX "messages_reservation_idx" ON "messages" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_uq" ON "messages" USING btree ("dedupe_key");