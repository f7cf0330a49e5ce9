-- The SQL functions live in packages/db/sql (one file each, applied after the migrations on every migrate:
-- packages/db/src/sql-functions.ts). The join is one function with an optional key and lease, and the booking one with
-- an optional key, so the variants and the bodies kept under other names go, with their exact argument lists; so do
-- seatline_join and seatline_book of the old arguments and seatline_key_made of the old answer, which the files make
-- anew with their new ones.
DROP FUNCTION IF EXISTS seatline_join_keyed(jsonb, uuid, jsonb, text, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_join_leased_keyed(jsonb, uuid, text, text, timestamptz, jsonb, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_join_leased(uuid, text, text, timestamptz, jsonb, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_join_leased_core(uuid, text, text, timestamptz, jsonb, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_join(uuid, jsonb, text, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_join_core(uuid, jsonb, text, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_book_keyed(jsonb, uuid, jsonb, jsonb, text, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_book(uuid, jsonb, jsonb, text, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_book_core(uuid, jsonb, jsonb, text, jsonb, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seatline_key_made(jsonb, jsonb);
