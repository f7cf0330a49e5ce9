-- Who of a booking's party is at the host stand (docs/product.md#arrived): the whole party ("Arrived") or some of it
-- ("Partly arrived · 2 of 4"). Kept beside the status rather than as a status of its own: the status list is the
-- legacy /api's and the spec's. Null is not arrived; the service keeps the count between 1 and the party size.
ALTER TABLE "reservations" ADD COLUMN "arrived_count" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_arrived_count_check" CHECK ("arrived_count" IS NULL OR "arrived_count" >= 1);
