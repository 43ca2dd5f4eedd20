-- Trigram indexes for substring search; pg_trgm is a trusted extension (the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "memberships_group_status_idx";--> statement-breakpoint
CREATE INDEX "jobs_group_status_idx" ON "jobs" USING btree ("group_id","job_status","tenant_id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_description_trgm_idx" ON "jobs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_unverified_idx" ON "users" USING btree ("tenant_id") WHERE not "users"."is_verified";--> statement-breakpoint
CREATE INDEX "memberships_group_status_idx" ON "memberships" USING btree ("group_id","status","tenant_id");