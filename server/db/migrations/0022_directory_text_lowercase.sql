-- directory_text is kept lowercased, so a search matches it with LIKE on a lowercased pattern
-- where ILIKE lowercased every person's text for each search. The function is 0017's with
-- lower() around the text; every entry is written again through it.
CREATE OR REPLACE FUNCTION users_directory_entry() RETURNS trigger LANGUAGE plpgsql AS $$
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
  NEW.directory_text := lower(concat_ws(E'\n',
    trim(NEW.first_name || ' ' || NEW.last_name),
    NEW.title,
    p.short_bio,
    (SELECT string_agg(s.name, E'\n' ORDER BY s.id) FROM skills s WHERE s.id = ANY (p.skills))));
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE users SET directory_completion = directory_completion;
