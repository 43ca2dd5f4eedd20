-- The board's search reads the title and the description as one text: one trigram lookup.
DROP INDEX "jobs_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "jobs_text_trgm_idx" ON "jobs" USING gin (("title" || E'\n' || "description") gin_trgm_ops);
