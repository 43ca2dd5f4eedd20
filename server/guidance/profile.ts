/**
 * The member as the guidance engine reads them: the recommendation engine's facts
 * (loadMemberFacts) plus what a report names: persona, focus, experience, education and
 * goals. A run's answers override or extend the profile (answers.ts); a resume adds the
 * skills its text names.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ReportProfile, StepInput } from '../../contract/agents';
import { FOCUS_AREAS, PERSONAS } from '../../contract/personas';
import type { OptionItem, TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { groups, skills, users } from '../db/schema';
import { careerEntries, profiles } from '../profiles/schema';
import { loadMemberFacts, type MemberFacts } from '../recommendations/member-facts';
import { wordsIn } from '../recommendations/scoring';
import { readAnswers } from './answers';

export interface GuidanceProfile {
  facts: MemberFacts;
  firstName: string;
  /** The member's title and work titles: what they do now. */
  currentTitles: string[];
  /** Free text of the run naming where they want to go (a dream role). */
  dreamText: string;
  /** Labels of the goals they chose (reasons to join, checklist and form choices). */
  goalText: string;
  /** 0..100: the share of the profile parts filled in. */
  completion: number;
  report: ReportProfile;
}

const optionName = (list: OptionItem[], id: number | null): string | null =>
  list.find((option) => option.id === id)?.name ?? null;

export async function loadGuidanceProfile(
  db: Db,
  input: {
    tenantId: number;
    userId: number;
    options: TenantOptions;
    answers?: Record<string, StepInput>;
    agentName?: string | null;
    resumeText?: string | null;
  },
): Promise<GuidanceProfile> {
  const { tenantId, userId, options } = input;
  const [facts, [user], [profile], entries, run] = await Promise.all([
    loadMemberFacts(db, tenantId, userId),
    db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId))),
    db
      .select({ extraInfo: profiles.extraInfo, shortBio: profiles.shortBio })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId))),
    db
      .select({ type: careerEntries.type, title: careerEntries.title, org: groups.name })
      .from(careerEntries)
      .leftJoin(groups, eq(groups.id, careerEntries.groupId))
      .where(and(eq(careerEntries.tenantId, tenantId), eq(careerEntries.userId, userId)))
      .orderBy(asc(careerEntries.startDate), asc(careerEntries.id)),
    readAnswers(db, tenantId, input.agentName ?? null, input.answers ?? {}),
  ]);

  if (input.resumeText) await addResumeSkills(db, facts, input.resumeText);
  if (run.careerStage !== null) facts.careerStage = run.careerStage;
  if (run.professionalField !== null) facts.professionalField = run.professionalField;
  const reasonIds = run.reasonIds ?? profile?.extraInfo.reason_to_join ?? [];
  const reasons = reasonIds.flatMap((id) => optionName(options.reason_to_join, id) ?? []);

  const at = (title: string, org: string | null) => (org ? `${title} at ${org}` : title);
  const work = entries.filter((entry) => entry.type === 'work');
  const education = entries.filter((entry) => entry.type === 'education');
  // users.current_role is the persona of the portal preferences (the top bar's role selector).
  const persona = PERSONAS.find((entry) => entry.id === user?.currentRole)?.label ?? null;
  const focus = FOCUS_AREAS.find((area) => area.id === user?.focusArea)?.label ?? null;
  const report: ReportProfile = {
    name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
    career_stage: optionName(options.career_stages, facts.careerStage),
    persona,
    focus,
    professional_field: optionName(options.professional_fields, facts.professionalField),
    // In the member's own order.
    skills: facts.skillIds.flatMap((id) => facts.skillNames.get(id) ?? []),
    topics: facts.topicIds.flatMap((id) => facts.topicNames.get(id) ?? []),
    experience: work.map((entry) => at(entry.title, entry.org)),
    education: education.map((entry) => at(entry.title, entry.org)),
    goals: [...reasons, ...run.goals],
  };
  const parts = [
    facts.skillIds.length > 0,
    facts.topicIds.length > 0,
    work.length > 0,
    education.length > 0,
    facts.professionalField !== null,
    facts.careerStage !== null,
    Boolean(profile?.shortBio.trim()),
    Boolean(user?.title.trim()),
  ];
  return {
    facts,
    firstName: user?.firstName.trim() ?? '',
    currentTitles: [user?.title ?? '', ...work.map((entry) => entry.title)].filter((title) => title.trim()),
    dreamText: run.dreamText,
    goalText: [...reasons, ...run.goals].join('. '),
    completion: Math.round((parts.filter(Boolean).length / parts.length) * 100),
    report,
  };
}

/** Adds the shared skills a resume names to the member's facts (in the skills list's order). */
async function addResumeSkills(db: Db, facts: MemberFacts, resumeText: string): Promise<void> {
  const all = await db.select({ id: skills.id, name: skills.name }).from(skills).orderBy(asc(skills.id));
  // Short names ("Go") count only as written, or every "go" of the text would be a skill.
  const found = new Set(
    wordsIn(
      resumeText,
      all.map((row) => row.name),
    ).filter((name) => name.length > 2 || new RegExp(`(^|\\W)${name}(\\W|$)`).test(resumeText)),
  );
  for (const row of all) {
    if (!found.has(row.name) || facts.skillNames.has(row.id)) continue;
    facts.skillIds = [...facts.skillIds, row.id];
    facts.skillNames.set(row.id, row.name);
  }
}
