-- An organization's circles are read by parent (every group list's circle count, the
-- administrator's circles, the metrics) where each read scanned every group of the tenant.
CREATE INDEX "groups_parent_type_idx" ON "groups" USING btree ("parent_group_id","group_type");