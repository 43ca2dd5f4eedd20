/**
 * Writes the selected sections of an ImportedProfile to the member, in the caller's
 * transaction, logging the profile and every new career entry for the change feed:
 * - title, country (+ location): on users; names only fill empty ones;
 * - short_bio, career_story, prefered_language (first language), skills, topics: on
 *   profiles (the row is created when missing); a section with nothing found is left alone;
 * - work_experience, education: entries are added, never replaced: an entry with the same
 *   type, title, group and start date as an existing one is skipped, so importing twice
 *   changes nothing. Each entry is complete for the edit form (spec part 1 section 5): it
 *   has the skills it mentions (else the resume's skills) and a description (else one
 *   sentence from its title and group).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CAREER_DESCRIPTION_MAX_CHARS } from '../../contract/career';
import { type ImportSection, MAX_SKILLS, MAX_TOPICS } from '../../contract/profile';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { logCareerEntryChange, logProfileChange } from '../profiles/changes';
import { resolveInstitution } from '../profiles/institutions';
import { careerEntries, profiles } from '../profiles/schema';
import { careerStoryHtml, entrySummary, paragraphsHtml } from './career-story';
import { findName, resolveSkillNames, skillsInText, topicsInText } from './import-lookups';
import type { ImportedProfile } from './imported-profile';

/** Sections whose rows carry skill ids. */
const SKILLED_SECTIONS: readonly ImportSection[] = ['skills', 'work_experience', 'education'];

export interface ApplyImport {
  tenantId: number;
  userId: number;
  imported: ImportedProfile;
  sections: readonly ImportSection[];
  /** The resume PDF the import read, kept as the member's resume. */
  resumeUploadId?: number | null;
}

/** The text topics (and skills, without a list) are looked for in. */
function wholeText(p: ImportedProfile): string {
  if (p.full_text) return p.full_text;
  return [
    p.title,
    p.summary,
    ...p.positions.flatMap((x) => [x.title, x.organization, x.description]),
    ...p.education.flatMap((x) => [x.degree, x.school, x.description]),
    ...p.skills,
  ]
    .filter(Boolean)
    .join('\n');
}

interface NewEntry {
  type: 'work' | 'education';
  title: string;
  groupName: string;
  description: string;
  start: string;
  end: string | null;
}

async function addEntries(tx: Tx, input: ApplyImport, entries: NewEntry[], skillIds: Map<string, number>) {
  const { tenantId, userId } = input;
  const existing = await tx
    .select({
      type: careerEntries.type,
      title: careerEntries.title,
      groupId: careerEntries.groupId,
      start: careerEntries.startDate,
    })
    .from(careerEntries)
    .where(and(eq(careerEntries.tenantId, tenantId), eq(careerEntries.userId, userId)));
  const keyOf = (type: string, title: string, groupId: number | null, start: string) =>
    `${type}\u0000${title.trim().toLowerCase()}\u0000${groupId ?? ''}\u0000${start}`;
  const seen = new Set(existing.map((row) => keyOf(row.type, row.title, row.groupId, row.start)));
  for (const entry of entries) {
    // An all-digit name would be read as a group id; such an entry keeps no group.
    const groupId = /^\d+$/.test(entry.groupName)
      ? null
      : await resolveInstitution(tx, tenantId, entry.groupName, entry.type === 'work' ? 'organization' : 'institution');
    const key = keyOf(entry.type, entry.title, groupId, entry.start);
    if (seen.has(key)) continue;
    seen.add(key);
    const text = `${entry.title}\n${entry.description}`;
    const mentioned = [...skillIds].filter(([name]) => findName(text, name) >= 0).map(([, id]) => id);
    // An entry needs skills (spec: Required): one that names none gets the resume's own list.
    const skills = mentioned.length > 0 ? mentioned : [...skillIds.values()];
    const id = randomUUID();
    await tx.insert(careerEntries).values({
      id,
      tenantId,
      userId,
      type: entry.type,
      title: entry.title,
      // A description is required too: without one, say what the resume told.
      description: (entry.description || entrySummary(entry.type, entry.title, entry.groupName)).slice(
        0,
        CAREER_DESCRIPTION_MAX_CHARS,
      ),
      groupId,
      skills: skills.slice(0, MAX_SKILLS),
      isCurrentlyWorking: entry.end === null,
      startDate: entry.start,
      endDate: entry.end,
    });
    await logCareerEntryChange(tx, tenantId, userId, id, 'upsert');
  }
}

export async function applyImport(tx: Tx, input: ApplyImport): Promise<void> {
  const { tenantId, userId, imported: p } = input;
  const selected = new Set(input.sections);
  const text = wholeText(p);

  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const userSet: Partial<typeof users.$inferInsert> = {};
  if (user && !user.firstName.trim() && p.first_name) userSet.firstName = p.first_name;
  if (user && !user.lastName.trim() && p.last_name) userSet.lastName = p.last_name;
  if (selected.has('title') && p.title) userSet.title = p.title;
  if (selected.has('country') && p.country) {
    userSet.country = p.country;
    if (p.location) userSet.location = p.location;
  }
  if (Object.keys(userSet).length > 0) await tx.update(users).set(userSet).where(eq(users.id, userId));

  // Skill ids serve the skills section and tag career entries with the skills they mention.
  const skillIds = await resolveSkillNames(tx, p.skills);
  if (skillIds.size === 0 && SKILLED_SECTIONS.some((section) => selected.has(section))) {
    for (const row of await skillsInText(tx, text)) skillIds.set(row.name.toLowerCase(), row.id);
  }

  const profileSet: Partial<typeof profiles.$inferInsert> = {};
  if (selected.has('short_bio') && p.summary) profileSet.shortBio = paragraphsHtml(p.summary);
  if (selected.has('career_story')) {
    const story = careerStoryHtml(p.positions, p.education);
    if (story) profileSet.careerStory = story;
  }
  if (selected.has('languages') && p.languages[0]) profileSet.preferedLanguage = p.languages[0];
  if (selected.has('skills') && skillIds.size > 0) profileSet.skills = [...skillIds.values()].slice(0, MAX_SKILLS);
  if (selected.has('topics')) {
    const topicIds = await topicsInText(tx, text);
    if (topicIds.length > 0) profileSet.topics = topicIds.slice(0, MAX_TOPICS);
  }
  if (input.resumeUploadId) profileSet.resumeId = input.resumeUploadId;
  await tx
    .insert(profiles)
    .values({ userId, tenantId, ...profileSet })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...profileSet, updatedAt: sql`now()` } });

  const entries: NewEntry[] = [];
  if (selected.has('work_experience')) {
    for (const x of p.positions) {
      entries.push({
        type: 'work',
        title: x.title,
        groupName: x.organization,
        description: x.description,
        start: x.start_date,
        end: x.end_date,
      });
    }
  }
  if (selected.has('education')) {
    for (const x of p.education) {
      entries.push({
        type: 'education',
        title: x.degree,
        groupName: x.school,
        description: x.description,
        start: x.start_date,
        end: x.end_date,
      });
    }
  }
  await addEntries(tx, input, entries, skillIds);
  await logProfileChange(tx, tenantId, userId);
}
