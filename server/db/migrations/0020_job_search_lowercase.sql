-- The board's search matches a lowercased copy of the title and description with LIKE, where
-- ILIKE lowercased every row's text for each search; the trigram index moves to the copy.
DROP INDEX "jobs_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("jobs"."title" || E'\n' || "jobs"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);