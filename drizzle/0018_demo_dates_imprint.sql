ALTER TABLE "news" ADD COLUMN "demo_news_date" date;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "imprint" jsonb;