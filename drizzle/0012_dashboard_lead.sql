ALTER TABLE "reservation_configs" ADD COLUMN "dashboard_lead_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_configs" ADD CONSTRAINT "reservation_configs_dashboard_lead_minutes_range" CHECK ("dashboard_lead_minutes" BETWEEN 0 AND 1440);
