/**
 * The use cases and AI tools demo of a tenant: 6 approved AI tools, 18 approved
 * use cases over the topic areas (two pages of /usecases) naming those tools, a default
 * circle on some, a video on one, 2 pending and 1 rejected use case, and votes from seeded
 * people (vote_score kept equal to the votes). Slugs are stable (e.g.
 * resume-screening-assistant). Authors are the demo accounts and seeded people.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContentStatus } from '../../contract/content';
import type { Db, Tx } from '../db/client';
import { slugify } from '../db/prng';
import { groups, users } from '../db/schema';
import { topicAreas, topics } from '../profiles/schema';
import { aiTools, useCases, votes } from './schema';

const DAY_MS = 86_400_000;

const AI_TOOLS = [
  {
    name: 'ChatGPT',
    website: 'https://chat.openai.com',
    categories: [3, 7],
    text: 'A conversational assistant for drafting, summarising and brainstorming.',
  },
  {
    name: 'Claude',
    website: 'https://claude.ai',
    categories: [3, 6],
    text: 'An assistant for long documents, analysis and careful writing.',
  },
  {
    name: 'GitHub Copilot',
    website: 'https://github.com/features/copilot',
    categories: [8, 7],
    text: 'Code suggestions inside the editor, from single lines to whole functions.',
  },
  {
    name: 'Tableau',
    website: 'https://www.tableau.com',
    categories: [2],
    text: 'Dashboards and visual analytics over spreadsheets and databases.',
  },
  {
    name: 'Zapier',
    website: 'https://zapier.com',
    categories: [1, 7],
    text: 'Connects apps and automates repetitive workflows without code.',
  },
  {
    name: 'Otter.ai',
    website: 'https://otter.ai',
    categories: [7, 4],
    text: 'Meeting transcription and searchable notes.',
  },
] as const;

interface UseCaseSeed {
  title: string;
  area: string;
  topics: string[];
  tools: number[];
  categories: number[];
  value: 'low' | 'medium' | 'high';
  complexity: 'low' | 'medium' | 'high';
  innovation: 'incremental' | 'adjacent' | 'transformational';
  text: string;
  status?: ContentStatus;
  video?: string;
  circle?: boolean;
}

const USE_CASES: UseCaseSeed[] = [
  {
    title: 'Resume Screening Assistant',
    area: 'Career Development',
    topics: ['Job search'],
    tools: [0, 1],
    categories: [1, 2],
    value: 'high',
    complexity: 'medium',
    innovation: 'adjacent',
    text: 'Screen hundreds of applications against a role profile and shortlist candidates with reasons.',
    circle: true,
  },
  {
    title: 'Interview Practice Coach',
    area: 'Career Development',
    topics: ['Interviewing'],
    tools: [0],
    categories: [5],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Rehearse interviews with an assistant that asks follow-up questions and gives feedback.',
    video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    title: 'Personal Brand Post Writer',
    area: 'Career Development',
    topics: ['Personal branding'],
    tools: [0, 1],
    categories: [3],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Turn project notes into short professional posts in your own voice.',
  },
  {
    title: 'Mentoring Session Notes',
    area: 'Career Development',
    topics: ['Mentoring'],
    tools: [5],
    categories: [7],
    value: 'low',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Record mentoring sessions and get action items for mentor and mentee.',
  },
  {
    title: 'Sales Dashboard in an Afternoon',
    area: 'AI & Data',
    topics: ['Analytics', 'Data visualisation'],
    tools: [3],
    categories: [2],
    value: 'high',
    complexity: 'medium',
    innovation: 'incremental',
    text: 'Build a weekly sales dashboard from exported spreadsheets.',
    circle: true,
  },
  {
    title: 'Data Pipeline Code Review',
    area: 'AI & Data',
    topics: ['Data engineering'],
    tools: [2],
    categories: [8],
    value: 'medium',
    complexity: 'high',
    innovation: 'adjacent',
    text: 'Review data pipeline code for errors and missing tests before it ships.',
  },
  {
    title: 'Model Card Drafting',
    area: 'AI & Data',
    topics: ['AI ethics', 'Machine learning'],
    tools: [1],
    categories: [6, 3],
    value: 'medium',
    complexity: 'medium',
    innovation: 'adjacent',
    text: 'Draft model cards that document intended use, limits and evaluation data.',
  },
  {
    title: 'Customer Support Triage',
    area: 'Entrepreneurship',
    topics: ['Small business'],
    tools: [4, 0],
    categories: [4, 1],
    value: 'high',
    complexity: 'medium',
    innovation: 'adjacent',
    text: 'Sort incoming support e-mails by urgency and draft first replies.',
  },
  {
    title: 'Pitch Deck Feedback',
    area: 'Entrepreneurship',
    topics: ['Fundraising', 'Startups'],
    tools: [1],
    categories: [6],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Get investor-style questions and feedback on a pitch deck before the meeting.',
  },
  {
    title: 'Product Requirements Summariser',
    area: 'Entrepreneurship',
    topics: ['Product management'],
    tools: [1, 5],
    categories: [7],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Summarise customer interviews into product requirements and open questions.',
  },
  {
    title: 'Clinic Appointment Reminders',
    area: 'Health',
    topics: ['Digital health'],
    tools: [4],
    categories: [1, 4],
    value: 'high',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Send appointment reminders and collect confirmations automatically.',
    circle: true,
  },
  {
    title: 'Health Survey Analysis',
    area: 'Health',
    topics: ['Public health'],
    tools: [3, 1],
    categories: [2, 6],
    value: 'high',
    complexity: 'high',
    innovation: 'transformational',
    text: 'Analyse open survey answers by theme and region.',
  },
  {
    title: 'Energy Usage Forecasting',
    area: 'Climate',
    topics: ['Renewable energy'],
    tools: [3],
    categories: [2],
    value: 'high',
    complexity: 'high',
    innovation: 'transformational',
    text: 'Forecast a building\u2019s energy use from meter data and weather.',
  },
  {
    title: 'Policy Brief Summaries',
    area: 'Climate',
    topics: ['Climate policy'],
    tools: [1],
    categories: [6, 3],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Summarise long climate policy documents into two-page briefs.',
  },
  {
    title: 'Lesson Plan Generator',
    area: 'Education',
    topics: ['Teaching'],
    tools: [0],
    categories: [5, 3],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Draft lesson plans with objectives, activities and assessment.',
  },
  {
    title: 'Coding Homework Tutor',
    area: 'Education',
    topics: ['STEM outreach', 'EdTech'],
    tools: [2, 0],
    categories: [5, 8],
    value: 'high',
    complexity: 'medium',
    innovation: 'adjacent',
    text: 'Guide students through coding exercises with hints rather than answers.',
  },
  {
    title: 'Grant Report Writer',
    area: 'Society',
    topics: ['Public policy'],
    tools: [1, 0],
    categories: [3],
    value: 'medium',
    complexity: 'medium',
    innovation: 'incremental',
    text: 'Turn programme data into grant reports for funders.',
  },
  {
    title: 'Community Meeting Minutes',
    area: 'Society',
    topics: ['Diaspora communities'],
    tools: [5],
    categories: [7],
    value: 'low',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Transcribe community meetings and share minutes in several languages.',
  },
  {
    title: 'Automated Job Alerts',
    area: 'Career Development',
    topics: ['Job search'],
    tools: [4],
    categories: [1],
    value: 'medium',
    complexity: 'low',
    innovation: 'incremental',
    text: 'Send members job alerts that match their profile.',
    status: 'pending',
  },
  {
    title: 'Salary Negotiation Role Play',
    area: 'Career Development',
    topics: ['Career change'],
    tools: [0],
    categories: [5],
    value: 'medium',
    complexity: 'low',
    innovation: 'adjacent',
    text: 'Practise a salary negotiation with an assistant playing the employer.',
    status: 'pending',
  },
  {
    title: 'Fully Automated Hiring Decisions',
    area: 'AI & Data',
    topics: ['AI ethics'],
    tools: [0],
    categories: [1],
    value: 'low',
    complexity: 'high',
    innovation: 'transformational',
    text: 'Let a model hire without human review.',
    status: 'rejected',
  },
];

/** Seeds the tenant's AI tools, use cases and votes (idempotent per tenant: skipped when any use case exists). */
export async function seedUseCases(db: Db | Tx, tenantId: number, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: useCases.id })
    .from(useCases)
    .where(eq(useCases.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.id));
  const admin = people.find((person) => person.email === 'admin@example.org') ?? people[0];
  const member = people.find((person) => person.email === 'member@example.org') ?? people[1] ?? admin;
  const others = people.filter((person) => !person.email.endsWith('@example.org'));
  if (!admin || !member) return;
  const authors = [admin.id, member.id, ...others.slice(0, 6).map((person) => person.id)];
  const [tenantOrg] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'organization')))
    .orderBy(asc(groups.id))
    .limit(1);
  const circles = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle')))
    .orderBy(asc(groups.id));
  const areas = await db.select().from(topicAreas);
  const areaId = new Map(areas.map((area) => [area.name, area.id]));
  const topicNames = [...new Set(USE_CASES.flatMap((seed) => seed.topics))];
  const topicRows = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(inArray(topics.name, topicNames));
  const topicId = new Map(topicRows.map((row) => [row.name, row.id]));
  const groupId = tenantOrg?.id ?? null;

  const tools = await db
    .insert(aiTools)
    .values(
      AI_TOOLS.map((tool, i) => ({
        tenantId,
        slug: slugify(tool.name),
        name: tool.name,
        description: `<p>${tool.text}</p>`,
        categories: [...tool.categories],
        groupId,
        website: tool.website,
        status: 'approved' as const,
        createdBy: authors[i % authors.length]!,
        createdAt: new Date(now.getTime() - (40 - i) * DAY_MS),
      })),
    )
    .returning({ id: aiTools.id });

  let circleIndex = 0;
  const rows = await db
    .insert(useCases)
    .values(
      USE_CASES.map((seed, i) => ({
        tenantId,
        slug: slugify(seed.title),
        title: seed.title,
        description: `<p>${seed.text}</p>`,
        reason: `<p>${seed.title} saves hours of routine work and lets people focus on judgement.</p>`,
        groupId,
        aiTools: seed.tools.map((index) => tools[index]!.id),
        videoLink: seed.video ?? null,
        topicArea: areaId.get(seed.area) ?? null,
        topics: seed.topics.flatMap((name) => topicId.get(name) ?? []),
        careerStages: [1 + (i % 4)],
        professionalFields: [],
        categories: seed.categories,
        businessValue: seed.value,
        complexity: seed.complexity,
        innovationCategory: seed.innovation,
        defaultGroupId: seed.circle && circles.length > 0 ? circles[circleIndex++ % circles.length]!.id : null,
        status: seed.status ?? ('approved' as const),
        createdBy: authors[i % authors.length]!,
        createdAt: new Date(now.getTime() - (USE_CASES.length - i) * DAY_MS),
      })),
    )
    .returning({ id: useCases.id, status: useCases.status, defaultGroupId: useCases.defaultGroupId });

  // Every circle and event is about an approved use case, as the group form requires: its own
  // when a use case names it as default circle, else one in turn.
  const approved = rows.filter((row) => row.status === 'approved');
  const focused = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.groupType, ['circle', 'event'])))
    .orderBy(asc(groups.id));
  for (const [i, group] of focused.entries()) {
    const own = approved.filter((useCase) => useCase.defaultGroupId === group.id).map((useCase) => useCase.id);
    const chosen = own.length > 0 ? own : approved.length > 0 ? [approved[i % approved.length]!.id] : [];
    await db.update(groups).set({ useCases: chosen }).where(eq(groups.id, group.id));
  }

  // Votes from seeded people: a few up, one down, on the first approved items; scores follow.
  const voters = others.slice(0, 5).map((person) => person.id);
  const ballots: { type: 'usecase' | 'aitool'; id: number; up: number; down: number }[] = [
    { type: 'usecase', id: rows[0]!.id, up: 4, down: 0 },
    { type: 'usecase', id: rows[1]!.id, up: 3, down: 1 },
    { type: 'usecase', id: rows[4]!.id, up: 2, down: 0 },
    { type: 'aitool', id: tools[0]!.id, up: 5, down: 0 },
    { type: 'aitool', id: tools[1]!.id, up: 3, down: 1 },
    { type: 'aitool', id: tools[3]!.id, up: 1, down: 0 },
  ];
  for (const ballot of ballots) {
    const cast = voters.slice(0, ballot.up + ballot.down);
    if (cast.length === 0) continue;
    await db.insert(votes).values(
      cast.map((userId, i) => ({
        tenantId,
        userId,
        contentType: ballot.type,
        objectId: ballot.id,
        voteType: i < ballot.up ? ('upvote' as const) : ('downvote' as const),
      })),
    );
    const ups = cast.slice(0, ballot.up).length;
    const score = ups - (cast.length - ups);
    const table = ballot.type === 'usecase' ? useCases : aiTools;
    await db
      .update(table)
      .set({ voteScore: score })
      .where(and(eq(table.tenantId, tenantId), eq(table.id, ballot.id)));
  }
}
