ALTER TABLE "news" ADD COLUMN "caption_sentences" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "story_article_ids" text[] DEFAULT '{}'::text[] NOT NULL;