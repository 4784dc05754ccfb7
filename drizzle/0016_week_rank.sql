ALTER TABLE "news" ADD COLUMN "week_rank" integer;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "rank_reason" text;