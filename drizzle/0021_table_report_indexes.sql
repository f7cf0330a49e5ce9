-- Reads of past seatings (docs/architecture.md#tables-and-occupancy): the owner's table report and its export read a
-- store's occupancies by the time they were seated, and the guest book finds a guest's tables from their walk-ins
-- (table_occupancies_entry_idx) and their bookings (this reservation index).
CREATE INDEX "table_occupancies_store_seated_idx" ON "table_occupancies" USING btree ("store_id","seated_at");--> statement-breakpoint
CREATE INDEX "table_occupancies_reservation_idx" ON "table_occupancies" USING btree ("reservation_id");
