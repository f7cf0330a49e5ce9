-- A booking in one statement (seatline_book), so the phone's and the store-and-date locks are held only for the
-- database's own work and never across a round trip to the server (docs/architecture.md "The lifecycle"), as the
-- waitlist join does; the slot rule in SQL (seatline_slot_fits) and the keyed booking (seatline_book with p_key). The
-- functions live in packages/db/sql/functions, applied after the migrations on every migrate.
SELECT 1;
