ALTER TABLE "stores" ADD COLUMN "sms_from" text;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" DROP CONSTRAINT "sms_opt_outs_store_id_phone_pk";--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD COLUMN "scope" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
DELETE FROM "sms_opt_outs" a USING "sms_opt_outs" b WHERE a."phone" = b."phone" AND (a."created_at", a."store_id"::text) > (b."created_at", b."store_id"::text);--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_scope_phone_pk" PRIMARY KEY("scope","phone");
