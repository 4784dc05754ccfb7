CREATE TABLE "brand_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"brand" jsonb NOT NULL,
	"logo_png" "bytea",
	"logo_width" integer,
	"logo_height" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rerender_status" text DEFAULT 'queued' NOT NULL,
	"rerender_total" integer DEFAULT 0 NOT NULL,
	"rerender_done" integer DEFAULT 0 NOT NULL,
	"rerender_pending" jsonb,
	CONSTRAINT "brand_version_version_unique" UNIQUE("version"),
	CONSTRAINT "brand_version_rerender_status_check" CHECK ("brand_version"."rerender_status" in ('queued', 'running', 'done', 'superseded', 'failed')),
	CONSTRAINT "brand_version_logo_check" CHECK (("brand_version"."logo_png" is null) = ("brand_version"."logo_width" is null) and ("brand_version"."logo_png" is null) = ("brand_version"."logo_height" is null))
);
--> statement-breakpoint
ALTER TABLE "brand_version" ADD CONSTRAINT "brand_version_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;