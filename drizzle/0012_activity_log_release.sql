CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"kind" text NOT NULL,
	"news_id" uuid,
	"news_title" text,
	"before" jsonb,
	"after" jsonb,
	"content_hash" text
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "machine_text" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "last_content_by" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "released_by_email" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "release_hash" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "release_revoked" text;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "four_eyes_release" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_log_news_idx" ON "activity_log" USING btree ("news_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","at");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_machine_text_check" CHECK ("news"."machine_text" is null or "news"."machine_text" in ('ki', 'maschinell'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_release_revoked_check" CHECK ("news"."release_revoked" is null or "news"."release_revoked" in ('text', 'bild', 'titel'));--> statement-breakpoint
-- custom
-- The activity log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (docs/decisions/024).
CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_no_update_delete" BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate" BEFORE TRUNCATE ON "activity_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_append_only"();--> statement-breakpoint
-- Proposals written before this migration came from a generator (which one is not recorded): mark them.
UPDATE "news" SET "machine_text" = 'maschinell' WHERE "status" = 'vorschlag';
