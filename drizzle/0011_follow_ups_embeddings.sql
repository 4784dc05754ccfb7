CREATE TABLE "article_embeddings" (
	"article_id" text NOT NULL,
	"model" text NOT NULL,
	"vector" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_embeddings_article_id_model_pk" PRIMARY KEY("article_id","model")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "follows_news_id" uuid;--> statement-breakpoint
ALTER TABLE "article_embeddings" ADD CONSTRAINT "article_embeddings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_follows_news_id_news_id_fk" FOREIGN KEY ("follows_news_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;