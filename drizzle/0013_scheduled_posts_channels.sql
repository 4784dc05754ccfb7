ALTER TYPE "public"."news_status" ADD VALUE 'geplant' BEFORE 'veröffentlicht';--> statement-breakpoint
ALTER TABLE "news_publication" DROP CONSTRAINT "news_publication_status_check";--> statement-breakpoint
DROP INDEX "news_publication_one_active_idx";--> statement-breakpoint
DROP INDEX "news_publication_sent_content_idx";--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "buffer_channels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "buffer_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "buffer_sync_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "channel_service" text DEFAULT 'instagram' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "channel_name" text;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "post_state" text;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_publication" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "news_publication_one_active_channel_idx" ON "news_publication" USING btree ("news_id","channel_id") WHERE "news_publication"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "news_publication_sent_channel_content_idx" ON "news_publication" USING btree ("news_id","channel_id","content_hash") WHERE "news_publication"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "news_publication_plan_idx" ON "news_publication" USING btree ("scheduled_at");--> statement-breakpoint
ALTER TABLE "news_publication" ADD CONSTRAINT "news_publication_post_state_check" CHECK ("news_publication"."post_state" is null or "news_publication"."post_state" in ('queued', 'sent', 'error', 'deleted'));--> statement-breakpoint
ALTER TABLE "news_publication" ADD CONSTRAINT "news_publication_status_check" CHECK ("news_publication"."status" in ('pending', 'sending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
-- custom
-- Attempts sent before this migration were immediate posts that went out when Buffer accepted them.
UPDATE "news_publication" SET "post_state" = 'sent', "sent_at" = "finished_at" WHERE "status" = 'sent';
