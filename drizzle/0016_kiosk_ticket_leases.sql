-- Kiosk ticket leases (docs/architecture.md, "Offline kiosk"): each signed-in kiosk holds a few tickets taken ahead of
-- time, so a guest who joins while the Wi-Fi is down still gets a ticket no one else can get.
--   ticket_counters.issued: how many tickets the store has issued, ever (joins and leases). A label (A0 … Z9 without
--   I: 250 of them) comes round again 250 tickets later, so a lease is good only while fewer than 250 tickets were
--   issued after it (packages/db/sql/functions/seatline_count_issued.sql).
--   kiosk_ticket_leases: one row per leased ticket, for the store and the device (the kiosk's session) it was leased
--   to. (store_id, seq) is unique: no ticket number is ever leased twice, whoever asks.
ALTER TABLE "ticket_counters" ADD COLUMN "issued" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "kiosk_ticket_leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"ticket" text NOT NULL,
	"seq" bigint NOT NULL,
	"business_date" text NOT NULL,
	"leased_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"waitlist_entry_id" integer
);
--> statement-breakpoint
ALTER TABLE "kiosk_ticket_leases" ADD CONSTRAINT "kiosk_ticket_leases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_ticket_leases" ADD CONSTRAINT "kiosk_ticket_leases_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_ticket_leases_seq_uq" ON "kiosk_ticket_leases" USING btree ("store_id","seq");--> statement-breakpoint
CREATE INDEX "kiosk_ticket_leases_device_idx" ON "kiosk_ticket_leases" USING btree ("store_id","device_id","ticket");--> statement-breakpoint
-- The trigger counting issued tickets (seatline_count_issued), the lease (seatline_lease_tickets) and the kiosk's
-- replayed join (seatline_join with a lease) live in packages/db/sql, applied after the migrations on every migrate.
SELECT 1;
