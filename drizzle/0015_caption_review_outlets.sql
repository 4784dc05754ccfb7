ALTER TABLE "news" ADD COLUMN "caption_review" jsonb;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD COLUMN "outlet" text;