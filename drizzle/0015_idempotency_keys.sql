CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"store_id" uuid,
	"fingerprint" text NOT NULL,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key_hash")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
