-- Sections and rotation (docs/product.md#sections-and-rotation): the store's servers, the section of each table for
-- the shift (floor_tables.server_id, set by a manager, kept until changed), and who served each seating
-- (table_occupancies.server_id, copied from the first table's section when the party sits down, so covers per server
-- stay true after the sections change). A removed server is retired, not deleted: past seatings keep their name.
CREATE TABLE "floor_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL REFERENCES "stores"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"out" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "floor_servers_store_name_uq" ON "floor_servers" ("store_id", lower("name")) WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE INDEX "floor_servers_store_idx" ON "floor_servers" ("store_id");--> statement-breakpoint
ALTER TABLE "floor_tables" ADD COLUMN "server_id" integer REFERENCES "floor_servers"("id");--> statement-breakpoint
ALTER TABLE "table_occupancies" ADD COLUMN "server_id" integer REFERENCES "floor_servers"("id");
