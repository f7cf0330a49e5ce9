-- Devices and people (docs/architecture.md "Device sessions"): a kiosk tablet signs in as a device, not as the
-- manager who paired it. `device` names what the session is for ('kiosk'; NULL for a person's own session), and
-- `host_until` is the kiosk's host-screen scope, granted by the server's PIN check and ending at that time (an idle
-- timeout the server keeps, never the browser). Sessions made before this migration are a person's: a kiosk still
-- holding one is asked to pair again.
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "host_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_known" CHECK ("device" IS NULL OR "device" = 'kiosk');
