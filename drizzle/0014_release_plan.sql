ALTER TABLE "news" DROP CONSTRAINT "news_release_revoked_check";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "release_plan" jsonb;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_release_revoked_check" CHECK ("news"."release_revoked" is null or "news"."release_revoked" in ('text', 'bild', 'titel', 'kanaele', 'zeitpunkt'));