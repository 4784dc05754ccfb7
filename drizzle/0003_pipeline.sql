CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"canonical_url" text NOT NULL,
	"url" text NOT NULL,
	"source" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_canonical_url_unique" UNIQUE("canonical_url")
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"language" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_status" text,
	"last_message" text,
	"last_item_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_sources_url_unique" UNIQUE("url"),
	CONSTRAINT "feed_sources_language_check" CHECK ("feed_sources"."language" in ('de', 'en'))
);
--> statement-breakpoint
CREATE TABLE "pipeline_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb,
	"error" text,
	CONSTRAINT "pipeline_runs_trigger_check" CHECK ("pipeline_runs"."trigger" in ('schedule', 'manual', 'cli', 'startup')),
	CONSTRAINT "pipeline_runs_status_check" CHECK ("pipeline_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "pipeline_runs" ADD CONSTRAINT "pipeline_runs_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_runs_one_running_idx" ON "pipeline_runs" USING btree ("status") WHERE "pipeline_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "pipeline_runs_started_at_idx" ON "pipeline_runs" USING btree ("started_at");