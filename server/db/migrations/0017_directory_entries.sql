-- A person's directory entry (search and connections), kept on the users row so the directory
-- sorts and searches without working every entry out per request:
-- directory_completion is profile_completion_percent, with the weights of
-- contract/profile-completion.ts (keep the two in step; server/discovery/search.test.ts compares
-- them); directory_text is what a search matches: the name, title, short bio and skill names,
-- one per line, so a match never spans two of them.
ALTER TABLE "users" ADD COLUMN "directory_completion" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_directory_text_trgm_idx" ON "users" USING gin ("directory_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_directory_order_idx" ON "users" USING btree ("tenant_id","directory_completion" DESC NULLS FIRST,lower(trim("first_name" || ' ' || "last_name")),"id") WHERE "users"."is_trial_user" = false;--> statement-breakpoint
CREATE FUNCTION directory_filled(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  select trim(regexp_replace(coalesce(value, ''), '<[^>]*>', '', 'g')) <> ''
$$;--> statement-breakpoint
-- Before a users row is written: its entry from the row itself and its profile (if any).
CREATE FUNCTION users_directory_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p profiles%ROWTYPE;
BEGIN
  SELECT * INTO p FROM profiles WHERE user_id = NEW.id;
  NEW.directory_completion :=
      (CASE WHEN directory_filled(NEW.first_name) AND directory_filled(NEW.last_name) THEN 10 ELSE 0 END)
    + (CASE WHEN directory_filled(NEW.title) THEN 10 ELSE 0 END)
    + (CASE WHEN directory_filled(NEW.country) THEN 5 ELSE 0 END)
    + (CASE WHEN directory_filled(NEW.location) THEN 5 ELSE 0 END)
    + (CASE WHEN p.picture_id IS NOT NULL THEN 15 ELSE 0 END)
    + (CASE WHEN directory_filled(p.short_bio) THEN 10 ELSE 0 END)
    + (CASE WHEN directory_filled(p.career_story) THEN 5 ELSE 0 END)
    + (CASE WHEN coalesce(cardinality(p.skills), 0) > 0 THEN 10 ELSE 0 END)
    + (CASE WHEN coalesce(cardinality(p.topics), 0) > 0 THEN 10 ELSE 0 END)
    + (CASE WHEN (p.extra_info ->> 'career_stage') IS NOT NULL THEN 10 ELSE 0 END)
    + (CASE WHEN directory_filled(p.social_linkedin) OR directory_filled(p.social_twitter)
          OR directory_filled(p.social_facebook) OR directory_filled(p.social_google_scholar)
          OR directory_filled(p.social_research_gate) OR directory_filled(p.social_orcid) THEN 5 ELSE 0 END)
    + (CASE WHEN p.resume_id IS NOT NULL THEN 5 ELSE 0 END);
  NEW.directory_text := concat_ws(E'\n',
    trim(NEW.first_name || ' ' || NEW.last_name),
    NEW.title,
    p.short_bio,
    (SELECT string_agg(s.name, E'\n' ORDER BY s.id) FROM skills s WHERE s.id = ANY (p.skills)));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_directory_entry BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_directory_entry();--> statement-breakpoint
-- After a profile is written or removed: its person's entry again (through the trigger above).
CREATE FUNCTION profiles_directory_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET directory_completion = directory_completion
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_directory_entry AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_directory_entry();--> statement-breakpoint
-- A renamed skill: the entries of the people who list it.
CREATE FUNCTION skills_directory_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET directory_completion = directory_completion
    WHERE id IN (SELECT user_id FROM profiles WHERE NEW.id = ANY (skills));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER skills_directory_entry AFTER UPDATE OF name ON skills
  FOR EACH ROW EXECUTE FUNCTION skills_directory_entry();--> statement-breakpoint
UPDATE users SET directory_completion = directory_completion;
