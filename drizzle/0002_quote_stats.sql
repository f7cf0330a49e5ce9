CREATE TABLE "quote_stats" (
	"store_id" uuid NOT NULL,
	"grp" text NOT NULL,
	"dow" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"sum_x" double precision DEFAULT 0 NOT NULL,
	"sum_x2" double precision DEFAULT 0 NOT NULL,
	"sum_y" double precision DEFAULT 0 NOT NULL,
	"sum_xy" double precision DEFAULT 0 NOT NULL,
	"residuals" integer[] NOT NULL,
	CONSTRAINT "quote_stats_store_id_grp_dow_hour_pk" PRIMARY KEY("store_id","grp","dow","hour")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "quote_queue_minutes" double precision;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "quote_residual" double precision;--> statement-breakpoint
ALTER TABLE "quote_stats" ADD CONSTRAINT "quote_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;