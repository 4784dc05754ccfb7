ALTER TABLE "media_upload" ADD COLUMN "credit_author" text;--> statement-breakpoint
ALTER TABLE "media_upload" ADD COLUMN "credit_licence" text;--> statement-breakpoint
ALTER TABLE "media_upload" ADD COLUMN "credit_url" text;