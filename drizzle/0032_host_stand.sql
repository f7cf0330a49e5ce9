-- The host stand (docs/architecture.md "Device sessions"): an iPad at the door signs in as a device ('stand') that a
-- manager pairs once, and the staff take turns at it with their own PINs. `acting_user_id` is the person whose PIN
-- opened it (every call acts as them, so the audit log names a person, not the iPad); `host_until` is its idle
-- timeout, kept by the server as for a kiosk's host screen. A person's stand PIN is theirs: its argon2id hash, and
-- the name the stand's lock screen shows for them.
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_device_known";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_known" CHECK ("device" IS NULL OR "device" IN ('kiosk', 'stand'));--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stand_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stand_pin_hash" text;
