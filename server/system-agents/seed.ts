/**
 * The system agents of a tenant (one per type; idempotent), and the review demo: two people
 * asking to join the default organization — a complete, verified profile and an empty one —
 * and two pending use cases — a detailed one and a one-liner — so Review Members and Review
 * Use Cases show both outcomes on a fresh start.
 */
import { and, asc, eq, inArray, notLike } from 'drizzle-orm';
import { SYSTEM_AGENT_NAMES, SYSTEM_AGENT_TYPES } from '../../contract/system-agents';
import { aiTools, useCases } from '../content/schema';
import type { Db, Tx } from '../db/client';
import { groups, memberships, skills, users } from '../db/schema';
import { EMPTY_EXTRA_INFO, profiles, topics } from '../profiles/schema';
import { systemAgents } from './schema';

export async function seedSystemAgents(db: Db | Tx, tenantId: number): Promise<void> {
  await db
    .insert(systemAgents)
    .values(SYSTEM_AGENT_TYPES.map((agentType) => ({ tenantId, agentType, name: SYSTEM_AGENT_NAMES[agentType] })))
    .onConflictDoNothing();
}

const DETAILED_USE_CASE = [
  'Career advisers spend hours reading CVs before a first meeting. An assistant summarises each CV',
  'against the role the member is aiming for, lists the strongest evidence and the gaps, and drafts three',
  'questions for the adviser to ask. The adviser checks the summary against the CV, edits the questions',
  'and keeps the final say; members see the summary and can correct it before the meeting.',
].join(' ');

async function addPerson(tx: Tx, person: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(person).returning({ id: users.id });
  if (!row) throw new Error('the demo person was not stored');
  return row.id;
}

export async function seedReviewDemo(tx: Tx, tenantId: number, defaultOrgId: number): Promise<void> {
  const [institution] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'institution')))
    .orderBy(asc(groups.id))
    .limit(1);
  const skillRows = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.name, ['Python', 'Machine Learning', 'SQL']));
  // The use cases' author: a seeded person, not a demo account (whose own lists stay as they were).
  const [author] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), notLike(users.email, '%@example.org')))
    .orderBy(asc(users.id))
    .limit(1);
  const complete = await addPerson(tx, {
    tenantId,
    email: 'priya.raman@northwind.example',
    passwordHash: 'not-a-login',
    firstName: 'Priya',
    lastName: 'Raman',
    title: 'Data Analyst',
    country: 'IN',
    nameSlug: 'priya-raman',
    isVerified: true,
  });
  const empty = await addPerson(tx, {
    tenantId,
    email: 'xq7k2@mailinator.example',
    passwordHash: 'not-a-login',
    firstName: 'Xq',
    lastName: 'Zz',
    nameSlug: 'xq-zz',
    isVerified: true,
  });
  await tx.insert(profiles).values([
    {
      userId: complete,
      tenantId,
      shortBio: 'Analyst building machine learning forecasts and generative AI assistants for retail logistics.',
      professionalField: 1,
      skills: skillRows.map((row) => row.id),
      institutionId: institution?.id ?? null,
      extraInfo: EMPTY_EXTRA_INFO,
    },
    { userId: empty, tenantId, extraInfo: EMPTY_EXTRA_INFO },
  ]);
  await tx.insert(memberships).values([
    { tenantId, groupId: defaultOrgId, userId: complete, status: 'pending' },
    { tenantId, groupId: defaultOrgId, userId: empty, status: 'pending' },
  ]);

  const [tool] = await tx.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.tenantId, tenantId)).limit(1);
  const topicRows = await tx.select({ id: topics.id }).from(topics).orderBy(asc(topics.id)).limit(2);
  const common = {
    tenantId,
    groupId: defaultOrgId,
    businessValue: 'medium',
    complexity: 'low',
    status: 'pending' as const,
    createdBy: author?.id ?? complete,
  };
  await tx.insert(useCases).values([
    {
      ...common,
      slug: 'cv-summaries-for-career-advisers',
      title: 'CV Summaries for Career Advisers',
      description: `<p>${DETAILED_USE_CASE}</p>`,
      aiTools: tool ? [tool.id] : [],
      topics: topicRows.map((row) => row.id),
      innovationCategory: 'incremental',
    },
    {
      ...common,
      slug: 'use-ai-for-everything',
      title: 'Use AI for Everything',
      description: '<p>Use AI.</p>',
      innovationCategory: 'transformational',
    },
  ]);
}
