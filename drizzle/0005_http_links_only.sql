-- Rows stored before the pipeline checked link schemes: clear or drop what the new checks would refuse.
UPDATE "news" SET "source_url" = NULL WHERE "source_url" !~* '^https?://';--> statement-breakpoint
DELETE FROM "articles" WHERE "url" !~* '^https?://' OR "canonical_url" !~* '^https?://';--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_source_url_http_check" CHECK ("news"."source_url" is null or "news"."source_url" ~* '^https?://');--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_url_http_check" CHECK ("articles"."url" ~* '^https?://');--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_canonical_url_http_check" CHECK ("articles"."canonical_url" ~* '^https?://');