-- Each group's member counts (accepted, pending, rejected, and the accepted and pending members
-- whose account is not verified), kept by triggers so that a page of groups reads one row a
-- group instead of counting every membership of a large organization on each read.
CREATE TABLE "group_member_counts" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"unverified" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_member_counts" ADD CONSTRAINT "group_member_counts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member_counts" ADD CONSTRAINT "group_member_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "group_member_counts" ("group_id", "tenant_id", "accepted", "pending", "rejected", "unverified")
SELECT m.group_id, m.tenant_id,
    count(*) FILTER (WHERE m.status = 'accepted'),
    count(*) FILTER (WHERE m.status = 'pending'),
    count(*) FILTER (WHERE m.status = 'rejected'),
    count(*) FILTER (WHERE m.status IN ('accepted', 'pending') AND NOT u.is_verified)
  FROM memberships m JOIN users u ON u.id = m.user_id
  GROUP BY m.group_id, m.tenant_id;--> statement-breakpoint
-- One membership into (sign 1) or out of (sign -1) its group's counts.
CREATE FUNCTION group_member_count_move(m memberships, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO group_member_counts AS c (group_id, tenant_id, accepted, pending, rejected, unverified)
  SELECT m.group_id, m.tenant_id,
      CASE WHEN m.status = 'accepted' THEN sign ELSE 0 END,
      CASE WHEN m.status = 'pending' THEN sign ELSE 0 END,
      CASE WHEN m.status = 'rejected' THEN sign ELSE 0 END,
      CASE WHEN m.status IN ('accepted', 'pending') AND NOT u.is_verified THEN sign ELSE 0 END
    FROM users u WHERE u.id = m.user_id
  ON CONFLICT (group_id) DO UPDATE SET
    accepted = c.accepted + excluded.accepted,
    pending = c.pending + excluded.pending,
    rejected = c.rejected + excluded.rejected,
    unverified = c.unverified + excluded.unverified
$$;--> statement-breakpoint
CREATE FUNCTION memberships_member_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM group_member_count_move(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM group_member_count_move(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER memberships_member_counts AFTER INSERT OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_member_counts();--> statement-breakpoint
-- Most updates of a membership (answers, notes, payment) leave its counts as they were.
CREATE TRIGGER memberships_member_counts_moved AFTER UPDATE OF status, group_id, user_id ON memberships
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.group_id IS DISTINCT FROM NEW.group_id
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION memberships_member_counts();--> statement-breakpoint
-- A verified (or unverified again) account moves out of (or into) the unverified count of every
-- group it is an accepted or pending member of. The groups' rows are taken in the order of their
-- ids, so two accounts verified at once in the same groups wait for each other, never deadlock.
CREATE FUNCTION users_member_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member_of integer;
BEGIN
  FOR member_of IN
    SELECT m.group_id FROM memberships m
      WHERE m.tenant_id = NEW.tenant_id AND m.user_id = NEW.id AND m.status IN ('accepted', 'pending')
      ORDER BY m.group_id
  LOOP
    UPDATE group_member_counts SET unverified = unverified + (CASE WHEN NEW.is_verified THEN -1 ELSE 1 END)
      WHERE group_id = member_of;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_member_counts AFTER UPDATE OF is_verified ON users
  FOR EACH ROW WHEN (OLD.is_verified IS DISTINCT FROM NEW.is_verified)
  EXECUTE FUNCTION users_member_counts();
