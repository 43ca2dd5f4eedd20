-- Trigram indexes for substring search; pg_trgm is a trusted extension (the database owner may create it).
-- Indexes that give an order are ascending: read backwards they give ORDER BY ... DESC (an
-- index declared DESC sorts nulls last, which that order does not ask for).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "jobs_board_idx";--> statement-breakpoint
DROP INDEX "memberships_group_status_idx";--> statement-breakpoint
DROP INDEX "feedback_tenant_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_tenant_idx";--> statement-breakpoint
CREATE INDEX "jobs_group_status_idx" ON "jobs" USING btree ("group_id","job_status","tenant_id");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_description_trgm_idx" ON "jobs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_group_order_idx" ON "memberships" USING btree ("group_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "users_unverified_idx" ON "users" USING btree ("tenant_id") WHERE not "users"."is_verified";--> statement-breakpoint
CREATE INDEX "jobs_board_idx" ON "jobs" USING btree ("tenant_id","job_status","created_at","id");--> statement-breakpoint
CREATE INDEX "memberships_group_status_idx" ON "memberships" USING btree ("group_id","status","tenant_id");--> statement-breakpoint
CREATE INDEX "feedback_tenant_idx" ON "feedback" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_idx" ON "mail_outbox" USING btree ("tenant_id","created_at");