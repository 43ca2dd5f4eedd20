/**
 * The embedded CareerGPS report over the real demo seed (PGlite): it reads the member's own
 * profile, scores the career roles, and recommends only real items of the member's tenant;
 * the run's answers and a resume steer it; the same data gives the same report.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuidanceItem, ReportSections } from '../../contract/agents';
import { careerRoles } from '../agents/schema';
import { resources } from '../content/schema';
import { users } from '../db/schema';
import { profiles } from '../profiles/schema';
import { createTestApi, type TestApi } from '../testing';
import { buildCareerReport } from './report';
import { expectRealItems, memberOf, tenantOptions } from './testing';

let api: TestApi;
const NOW = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
  api = await createTestApi({ jobCount: 30, draftJobCount: 0, campusJobCount: 10 });
});
afterAll(() => api?.close());

const itemsOf = (sections: ReportSections): GuidanceItem[] => [
  ...sections.learning_path,
  ...sections.use_cases,
  ...sections.ai_tools,
  ...sections.circles,
  ...sections.jobs,
  ...sections.people,
];

async function reportFor(
  tenantId: number,
  userId: number,
  extra: Partial<Parameters<typeof buildCareerReport>[1]> = {},
) {
  const { db } = api.database;
  return buildCareerReport(db, {
    tenantId,
    userId,
    options: await tenantOptions(db, tenantId),
    answers: {},
    agentName: 'CareerGPS',
    now: NOW,
    ...extra,
  });
}

/** A member of the default tenant, with the database and tenant id the checks read. */
async function defaultTenantMember(email = 'member@example.org') {
  const { db } = api.database;
  const tenantId = api.seeded.defaultTenantId;
  return { db, tenantId, member: await memberOf(db, tenantId, email) };
}

/** The run's career-information answer (option ids of the tenant, or ones it does not have). */
const careerInformation = (careerStage: number, reasonToJoin: number[], professionalField: number) => ({
  type: 'career_information' as const,
  career_stage: careerStage,
  reason_to_join: reasonToJoin,
  professional_field: professionalField,
  is_field_unsure: false,
});

describe('the report of member@', () => {
  it("names the member's own skills and only real items of the tenant", async () => {
    const { db, tenantId, member } = await defaultTenantMember();
    expect(member.skillNames.length).toBeGreaterThan(0);
    const draft = await reportFor(tenantId, member.id);
    const { sections } = draft;

    expect(draft.title).toBe(`CareerGPS report for ${member.firstName}`);
    expect(sections.profile.name).toBe('Mateo Silva');
    expect([...sections.profile.skills].sort()).toEqual([...member.skillNames].sort());
    expect(sections.profile.persona).toBe('Early professional');
    expect(sections.profile.focus).toBe('Both');
    expect(sections.target_roles).toHaveLength(3);
    for (const role of sections.target_roles) {
      expect(role.fit_score).toBeGreaterThanOrEqual(0);
      expect(role.fit_score).toBeLessThanOrEqual(100);
      for (const skill of role.matched_skills) expect(member.skillNames).toContain(skill);
      for (const skill of role.missing_skills) expect(member.skillNames).not.toContain(skill);
    }
    expect(sections.target_roles[0]!.matched_skills.length).toBeGreaterThan(0);
    const fits = sections.target_roles.map((role) => role.fit_score);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    expect(sections.skill_gaps.length).toBeLessThanOrEqual(6);
    for (const gap of sections.skill_gaps) expect(member.skillNames).not.toContain(gap.skill);

    const items = itemsOf(sections);
    expect(items.length).toBeGreaterThan(0);
    await expectRealItems(db, tenantId, items);
    expect(items.some((item) => item.type === 'user' && item.id === member.id)).toBe(false);
    expect(sections.next_steps.length).toBeGreaterThanOrEqual(4);
    expect(sections.next_steps.length).toBeLessThanOrEqual(6);
    const hrefs = new Set(items.map((item) => item.href));
    const linkedSteps = sections.next_steps.filter((step) => step.href && step.href !== '/profile');
    expect(linkedSteps.length).toBeGreaterThan(0);
    for (const step of linkedSteps) expect(hrefs).toContain(step.href);

    // The narrative names the member's skills and the roles, and has no links.
    expect(draft.fallback).toContain(`**${sections.profile.skills[0]}**`);
    expect(draft.fallback).toContain(`**${sections.target_roles[0]!.title}**`);
    expect(draft.fallback).not.toMatch(/\]\(|https?:|\/resource\//);
    expect(draft.context).toContain(sections.target_roles[0]!.title);
    expect(draft.system).toContain('Career Compass');
    expect(draft.system).toContain('never invent');
  });

  it('is deterministic', async () => {
    const { tenantId, member } = await defaultTenantMember();
    expect(await reportFor(tenantId, member.id)).toEqual(await reportFor(tenantId, member.id));
  });

  it("never recommends another tenant's items, nor reads another tenant's member", async () => {
    const { db, tenantId, member } = await defaultTenantMember();
    const campusId = api.seeded.campusTenantId;
    const campusMember = await memberOf(db, campusId, 'member@example.org');
    // A campus resource made to match the member as well as anything can.
    const [planted] = await db
      .insert(resources)
      .values({
        tenantId: campusId,
        title: `Campus guide to ${member.skillNames.join(' and ')}`,
        titleSlug: 'campus-planted-guide',
        content: `<p>${member.skillNames.join(', ')}</p>`,
        status: 'approved',
        createdBy: campusMember.id,
      })
      .returning({ id: resources.id });
    const home = await reportFor(tenantId, member.id);
    expect(itemsOf(home.sections).some((item) => item.id === planted!.id && item.type === 'resource')).toBe(false);

    const campus = await reportFor(campusId, campusMember.id);
    await expectRealItems(db, campusId, itemsOf(campus.sections));
    expect(campus.sections.learning_path.some((item) => item.id === planted!.id)).toBe(true);

    // A user id of another tenant reads as an empty profile, not as that person.
    const stranger = await reportFor(campusId, member.id);
    expect(stranger.sections.profile.name).toBe('');
    expect(stranger.sections.profile.skills).toEqual([]);
  });
});

describe("a run's answers and resume", () => {
  it('steer the roles, the stage and the goals', async () => {
    const { tenantId, member: student } = await defaultTenantMember('student@example.org');
    const draft = await reportFor(tenantId, student.id, {
      answers: {
        'career-information': careerInformation(4, [4, 999], 2),
        'what-matters': { type: 'group_checklist', values: ['remote-work'] },
        'your-goals': { type: 'custom_form', answers: { dream_role: 'I want to be a data analyst', certificate: 12 } },
      },
      resumeText: 'Built dashboards in Tableau and wrote SQL every day. Let us go.',
    });
    const { profile, target_roles } = draft.sections;
    expect(profile.career_stage).toBe('Early career');
    expect(profile.professional_field).toBe('Data and analytics');
    expect(profile.goals).toContain('Change careers');
    // The agent's own label when its steps are seeded, else the value made readable.
    expect(profile.goals.some((goal) => goal.toLowerCase() === 'remote work')).toBe(true);
    expect(profile.goals.some((goal) => goal.includes('I want to be a data analyst'))).toBe(true);
    expect(profile.skills).toEqual(expect.arrayContaining(['Tableau', 'SQL']));
    // "go" in the resume's prose is not the Go language.
    expect(student.skillNames).not.toContain('Go');
    expect(profile.skills).not.toContain('Go');
    expect(target_roles[0]!.slug).toBe('data-analyst');
    expect(target_roles[0]!.reason).toContain('Matches the role you want');
    expect(target_roles[0]!.matched_skills).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
  });

  it("writes the member's facts as sentences: no spliced labels, no doubled full stops", async () => {
    const { tenantId, member } = await defaultTenantMember();
    const draft = await reportFor(tenantId, member.id, {
      answers: {
        'career-information': careerInformation(1, [4], 2),
        'your-goals': {
          type: 'custom_form',
          answers: { dream_role: 'I want to be a data analyst.', hours: 'less-than-2', work_mode: 'on-site' },
        },
      },
    });
    const text = draft.fallback;
    expect(draft.sections.profile.goals).toEqual(
      expect.arrayContaining(['less than 2 hours a week for learning', 'on-site work']),
    );
    expect(text).toContain('You are in high school.');
    expect(text).toContain('Your field is data and analytics.');
    expect(text).toContain('less than 2 hours a week for learning');
    expect(text).toContain('“I want to be a data analyst”');
    // The old prose: "at the **High school** stage, a mid career", "Less than 2", "analyst..".
    expect(text).not.toMatch(/stage\*{0,2}, an? /);
    expect(text).not.toMatch(/Less than 2(?! hours)/i);
    expect(text).not.toMatch(/[^.]\.\.(?!\.)|\?\.|:\s*\./);
    expect(text).not.toMatch(/Your experience:|In your field:|Uses your skills:|; /);
    for (const role of draft.sections.target_roles) expect(role.reason).not.toMatch(/: |; /);
  });

  it('ignores answers naming options the tenant does not have', async () => {
    const { db, tenantId, member } = await defaultTenantMember();
    const draft = await reportFor(tenantId, member.id, {
      answers: {
        'career-information': careerInformation(999, [999], 999),
        'your-goals': { type: 'custom_form', answers: { dream_role: '   ', hours: null, work_mode: ['x'] } },
      },
    });
    expect(draft.sections.profile.career_stage).toBeNull();
    expect(draft.sections.profile.professional_field).toBeNull();
    expect(draft.sections.target_roles).toHaveLength(3);
    await expectRealItems(db, tenantId, itemsOf(draft.sections));
  });

  it('a member without a profile still gets a report that asks to complete it', async () => {
    const { db, tenantId, member: newcomer } = await defaultTenantMember('newcomer@example.org');
    await db.delete(profiles).where(eq(profiles.userId, newcomer.id));
    const draft = await reportFor(tenantId, newcomer.id);
    expect(draft.sections.profile.skills).toEqual([]);
    expect(draft.sections.next_steps.map((step) => step.title)).toContain('Complete your profile');
    expect(draft.fallback).toContain('no skills yet');
    await expectRealItems(db, tenantId, itemsOf(draft.sections));
  });
});

describe('empty catalogues', () => {
  it('a tenant without content leaves those kinds empty', async () => {
    const { db } = api.database;
    const tenantIds = (
      await db
        .select({ tenantId: users.tenantId })
        .from(users)
        .where(eq(users.email, 'member@example.org'))
        .orderBy(users.id)
    ).map((row) => row.tenantId);
    const alumniId = tenantIds.find((id) => id !== api.seeded.defaultTenantId && id !== api.seeded.campusTenantId);
    expect(alumniId).toBeDefined();
    const member = await memberOf(db, alumniId!, 'member@example.org');
    const draft = await reportFor(alumniId!, member.id);
    expect(draft.sections.learning_path).toEqual([]);
    await expectRealItems(db, alumniId!, itemsOf(draft.sections));
  });

  it('no career roles: no roles and no gaps, the rest still real', async () => {
    const { db, tenantId, member } = await defaultTenantMember();
    await db.delete(careerRoles);
    const draft = await reportFor(tenantId, member.id);
    expect(draft.sections.target_roles).toEqual([]);
    expect(draft.sections.skill_gaps).toEqual([]);
    expect(draft.fallback).toContain('No career roles');
    await expectRealItems(db, tenantId, itemsOf(draft.sections));
  });
});
