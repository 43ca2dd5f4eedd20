CREATE INDEX "jobs_group_newest_idx" ON "jobs" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_verified_newest_idx" ON "users" USING btree ("tenant_id","created_at","id") WHERE "users"."is_verified";--> statement-breakpoint
CREATE INDEX "users_verified_name_idx" ON "users" USING btree ("tenant_id","first_name","last_name","id") WHERE "users"."is_verified";