-- A booking's history of changes (docs/product.md#guest-pages): who moved it (the guest on /r/{token}, or staff),
-- when, and its date, time and party size before and after. The staff console shows it in the booking's details and
-- marks a booking the guest changed last. No guest data here (a date, a time, a size), so erasing a guest's data
-- leaves it as it is; it goes with its booking or store.
CREATE TABLE "reservation_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
	"reservation_id" integer NOT NULL REFERENCES "reservations"("id") ON DELETE CASCADE,
	"changed_by" text NOT NULL,
	"from_date" text NOT NULL,
	"from_time" text NOT NULL,
	"from_party_size" integer NOT NULL,
	"to_date" text NOT NULL,
	"to_time" text NOT NULL,
	"to_party_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_changes_changed_by_check" CHECK ("changed_by" IN ('guest', 'staff'))
);--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" ("reservation_id","created_at");
