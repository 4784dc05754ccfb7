CREATE TABLE "news_publication" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"previous_status" "news_status" NOT NULL,
	"caption" text NOT NULL,
	"images" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"channel_id" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"first_sent_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"buffer_post_id" text,
	"buffer_status" text,
	"reminder" boolean DEFAULT false NOT NULL,
	"outcome_unknown" boolean DEFAULT false NOT NULL,
	"error_kind" text,
	"error_message" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "news_publication_status_check" CHECK ("news_publication"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "news_publication" ADD CONSTRAINT "news_publication_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_publication" ADD CONSTRAINT "news_publication_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_publication_one_active_idx" ON "news_publication" USING btree ("news_id") WHERE "news_publication"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "news_publication_sent_content_idx" ON "news_publication" USING btree ("news_id","content_hash") WHERE "news_publication"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "news_publication_news_idx" ON "news_publication" USING btree ("news_id","requested_at");