CREATE TABLE "floor_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seating" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "floor_areas_seating_check" CHECK ("seating" IN ('indoor', 'bar', 'outdoor'))
);
--> statement-breakpoint
CREATE TABLE "floor_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_seats" integer NOT NULL,
	"max_seats" integer NOT NULL,
	"shape" text NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"combinable_with" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"takes" text DEFAULT 'both' NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_tables_seats_check" CHECK ("min_seats" >= 1 AND "min_seats" <= "max_seats"),
	CONSTRAINT "floor_tables_shape_check" CHECK ("shape" IN ('round', 'square', 'rectangle', 'booth', 'bar_seat')),
	CONSTRAINT "floor_tables_takes_check" CHECK ("takes" IN ('walk_in', 'reservation', 'both'))
);
--> statement-breakpoint
CREATE TABLE "table_occupancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"table_id" integer NOT NULL,
	"seating_id" uuid NOT NULL,
	"waitlist_entry_id" integer,
	"reservation_id" integer,
	"party_name" text NOT NULL,
	"party_size" integer NOT NULL,
	"state" text DEFAULT 'seated' NOT NULL,
	"seated_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "table_occupancies_state_check" CHECK ("state" IN ('seated', 'turning', 'bussing'))
);
--> statement-breakpoint
ALTER TABLE "floor_areas" ADD CONSTRAINT "floor_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_tables" ADD CONSTRAINT "floor_tables_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_tables" ADD CONSTRAINT "floor_tables_area_id_floor_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."floor_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_occupancies" ADD CONSTRAINT "table_occupancies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_occupancies" ADD CONSTRAINT "table_occupancies_table_id_floor_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."floor_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_occupancies" ADD CONSTRAINT "table_occupancies_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_occupancies" ADD CONSTRAINT "table_occupancies_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "floor_areas_store_name_uq" ON "floor_areas" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_tables_store_name_uq" ON "floor_tables" USING btree ("store_id","name") WHERE "floor_tables"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "floor_tables_store_idx" ON "floor_tables" USING btree ("store_id");--> statement-breakpoint
-- At most one open occupancy per table: two hosts seating the same table cannot both succeed (docs/architecture.md#tables-and-occupancy).
CREATE UNIQUE INDEX "table_occupancies_open_table_uq" ON "table_occupancies" USING btree ("table_id") WHERE "table_occupancies"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "table_occupancies_store_open_idx" ON "table_occupancies" USING btree ("store_id") WHERE "table_occupancies"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "table_occupancies_entry_idx" ON "table_occupancies" USING btree ("waitlist_entry_id");--> statement-breakpoint
-- Every store gets the three areas the seating preferences name.
INSERT INTO "floor_areas" ("store_id", "name", "seating", "position")
SELECT s."id", a."name", a."seating", a."position"
FROM "stores" s
CROSS JOIN (VALUES ('Indoor', 'indoor', 0), ('Bar', 'bar', 1), ('Outdoor', 'outdoor', 2)) AS a("name", "seating", "position");--> statement-breakpoint
-- ...and tables generated from its Table Information counts (the shapes of packages/domain/src/floor/table-groups.ts
-- generatedTableShape), numbered 1..n across the groups, so the counts derived from the tables equal the old ones.
INSERT INTO "floor_tables" ("store_id", "area_id", "name", "min_seats", "max_seats", "shape", "generated")
SELECT g."store_id", a."id",
	(row_number() OVER (PARTITION BY g."store_id" ORDER BY g."ord", g."n"))::text,
	g."min_seats", g."max_seats", g."shape", true
FROM (
	SELECT ts."store_id", 1 AS "ord", n, 1 AS "min_seats", 1 AS "max_seats", 'bar_seat' AS "shape", 'Bar' AS "area"
	FROM "table_settings" ts, generate_series(1, ts."solo_tables_total") AS n
	UNION ALL
	SELECT ts."store_id", 2, n, 1, 2, 'square', 'Indoor'
	FROM "table_settings" ts, generate_series(1, ts."two_tables_total") AS n
	UNION ALL
	SELECT ts."store_id", 3, n, 2, 4, 'square', 'Indoor'
	FROM "table_settings" ts, generate_series(1, ts."three_four_tables_total") AS n
	UNION ALL
	SELECT ts."store_id", 4, n, 4, 6, 'rectangle', 'Indoor'
	FROM "table_settings" ts, generate_series(1, ts."five_plus_tables_total") AS n
) g
JOIN "floor_areas" a ON a."store_id" = g."store_id" AND a."name" = g."area";--> statement-breakpoint
-- Generated five-plus tables can be pushed together for a big party.
UPDATE "floor_tables" t SET "combinable_with" = coalesce((
	SELECT jsonb_agg(o."id" ORDER BY o."id") FROM "floor_tables" o
	WHERE o."store_id" = t."store_id" AND o."generated" AND o."max_seats" >= 5 AND o."id" <> t."id"
), '[]'::jsonb)
WHERE t."generated" AND t."max_seats" >= 5;
