-- A waitlist join in one statement (seatline_join), so the store's ticket lock is held only for the database's own
-- work and never across a round trip to the server (docs/architecture.md, "The lifecycle"). The function lives in
-- packages/db/sql/functions/seatline_join.sql, applied after the migrations on every migrate.
SELECT 1;
