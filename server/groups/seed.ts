/**
 * The groups demo of a tenant: the seeded circles and events get their form
 * fields, dates relative to the seed's now, join questions and memberships, and new
 * circles and events cover every lifecycle stage (open, running, full, opening soon,
 * paid, closed, archived, external). admin@ administers every circle and event and the
 * default organization and holds leadership certification; women-in-data has a pending
 * and a rejected request; the default organization has an unverified member.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { EventType, GroupExtraInfo, JoinQuestion } from '../../contract/groups';
import { newQuestionId } from '../../contract/groups';
import type { Db, Tx } from '../db/client';
import { createPrng, slugify } from '../db/prng';
import { groups, memberships, users } from '../db/schema';
import { profiles, topics } from '../profiles/schema';

const DAY_MS = 86_400_000;

export interface TenantGroupsInput {
  tenantId: number;
  defaultOrgId: number;
  /** Demo account ids by e-mail. */
  demoUsers: Map<string, number>;
  now?: Date;
}

interface GroupSeed {
  name: string;
  kind: 'circle' | 'event';
  description: string;
  /** Days from now: application open, close, start, end. */
  days: [number, number, number, number];
  topics: string[];
  sdgs?: number[];
  eventType?: EventType;
  priceCents?: number;
  paidFeatures?: string[];
  discount?: number;
  external?: string;
  questions?: Omit<JoinQuestion, 'id'>[];
}

const GROUP_SEEDS: GroupSeed[] = [
  {
    name: 'Women in Data',
    kind: 'circle',
    description: 'Peer support and mentoring for women in data and AI careers.',
    days: [-10, 20, 30, 120],
    topics: ['Data visualisation', 'Analytics', 'Mentoring'],
    sdgs: [5, 8],
    questions: [
      { label: 'What do you hope to learn?', type: 'text', required: true, options: '' },
      {
        label: 'Your experience with data',
        type: 'radio',
        required: true,
        options: 'Beginner\nIntermediate\nAdvanced',
      },
      { label: 'Anything else?', type: 'textarea', required: false, options: '', rows: 4, cols: 40 },
      { label: 'Upload a CV or portfolio', type: 'file', required: false, options: '' },
    ],
  },
  {
    name: 'Climate Careers Circle',
    kind: 'circle',
    description: 'People moving into climate and energy work.',
    days: [-40, -15, -10, 50],
    topics: ['Renewable energy', 'Climate policy', 'Career change'],
    sdgs: [7, 13],
  },
  {
    name: 'Founders Circle',
    kind: 'circle',
    description: 'First-time founders sharing what worked and what did not.',
    days: [-5, 25, 35, 125],
    topics: ['Startups', 'Fundraising'],
    sdgs: [8, 9],
  },
  {
    name: 'Data Storytelling Circle',
    kind: 'circle',
    description: 'Turning analysis into stories that decision makers act on.',
    days: [5, 30, 40, 130],
    topics: ['Data visualisation', 'Personal branding'],
    sdgs: [4],
  },
  {
    name: 'Product Leadership Circle',
    kind: 'circle',
    description: 'A paid programme for product managers stepping into leadership.',
    days: [-5, 25, 35, 125],
    topics: ['Product management', 'Leadership'],
    sdgs: [8],
    priceCents: 4900,
    paidFeatures: ['Weekly live sessions', 'One-to-one coaching', 'Certificate of completion'],
    discount: 10,
  },
  {
    name: 'Career Switchers Circle',
    kind: 'circle',
    description: 'Support for people changing fields mid-career.',
    days: [-150, -120, -110, -30],
    topics: ['Career change', 'Job search'],
    sdgs: [8],
  },
  {
    name: 'Remote Work Circle 2025',
    kind: 'circle',
    description: 'Finding and thriving in remote roles.',
    days: [-340, -310, -300, -120],
    topics: ['Job search', 'Networking'],
    sdgs: [8, 10],
  },
  {
    name: 'Career Fair 2026',
    kind: 'event',
    description: 'Meet employers hiring graduates and early-career talent.',
    days: [-5, 20, 30, 31],
    topics: ['Job search', 'Interviewing', 'Networking'],
    eventType: 'conference',
  },
  {
    name: 'AI Skills Bootcamp',
    kind: 'event',
    description: 'Two days of hands-on practice with AI tools for work.',
    days: [-5, 20, 25, 27],
    topics: ['Generative AI', 'Machine learning'],
    eventType: 'workshop',
    questions: [{ label: 'Which AI tool do you use most?', type: 'text', required: true, options: '' }],
  },
  {
    name: 'Global Mentoring Summit',
    kind: 'event',
    description: 'A partner summit on mentoring across borders, registered on its own site.',
    days: [-5, 40, 45, 46],
    topics: ['Mentoring', 'Leadership'],
    eventType: 'seminar',
    external: 'https://example.org/global-mentoring-summit',
  },
];

export async function seedTenantGroups(tx: Tx | Db, input: TenantGroupsInput): Promise<void> {
  const { tenantId, defaultOrgId, demoUsers } = input;
  const now = (input.now ?? new Date()).getTime();
  const day = (n: number) => new Date(now + n * DAY_MS);
  const prng = createPrng(tenantId * 31_337);
  const topicRows = await tx.select({ id: topics.id, name: topics.name }).from(topics);
  const topicId = new Map(topicRows.map((row) => [row.name, row.id]));
  const slugs = GROUP_SEEDS.map((seed) => slugify(seed.name));
  const existing = await tx
    .select({ id: groups.id, slug: groups.nameSlug })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.nameSlug, slugs)));
  const idOf = new Map(existing.map((row) => [row.slug, row.id]));

  for (const [i, seed] of GROUP_SEEDS.entries()) {
    const [open, close, start, end] = seed.days;
    const extraInfo: GroupExtraInfo = {
      is_external: seed.external !== undefined,
      external_link: seed.external ?? null,
      questions: (seed.questions ?? []).map((q) => ({ ...q, id: newQuestionId(q.type, prng.next) })),
    };
    const values = {
      name: seed.name,
      description: seed.description,
      objective: `What ${seed.name} sets out to do: practical progress, together.`,
      memberRequirements: 'A complete profile and a few hours a month.',
      impact: 'Members leave with new skills, contacts and a plan.',
      location: 'Online',
      topics: seed.topics.flatMap((name) => topicId.get(name) ?? []),
      countries: ['KE', 'NG', 'GH'],
      careerStages: [2, 3, 4],
      professionalFields: [1 + (i % 5)],
      relevantSdgs: seed.sdgs ?? [],
      parentGroupId: defaultOrgId,
      groupDuration: 'time_limited' as const,
      applicationOpenDate: day(open),
      applicationCloseDate: day(close),
      startDate: day(start),
      endDate: day(end),
      circleType: seed.kind === 'circle' ? 1 + (i % 5) : null,
      eventType: seed.eventType ?? null,
      publicity: 'open' as const,
      isPaid: seed.priceCents !== undefined,
      priceCents: seed.priceCents ?? null,
      paidFeatures: seed.paidFeatures ?? [],
      discount: seed.discount ?? null,
      extraInfo,
    };
    const id = idOf.get(slugs[i]!);
    if (id === undefined) {
      const [row] = await tx
        .insert(groups)
        .values({ ...values, tenantId, nameSlug: slugs[i]!, groupType: seed.kind })
        .returning({ id: groups.id });
      idOf.set(slugs[i]!, row!.id);
    } else {
      await tx.update(groups).set(values).where(eq(groups.id, id));
    }
  }
  await tx.update(groups).set({ isCertified: true }).where(eq(groups.id, defaultOrgId));

  const adminId = demoUsers.get('admin@example.org');
  const groupIds = slugs.map((slug) => idOf.get(slug)!);
  const joinedAt = day(-20);
  if (adminId !== undefined) {
    await tx
      .insert(memberships)
      .values(
        [defaultOrgId, ...groupIds].map((groupId) => ({
          tenantId,
          groupId,
          userId: adminId,
          status: 'accepted' as const,
          role: 'admin',
          joinedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [memberships.groupId, memberships.userId],
        set: { status: 'accepted', role: 'admin' },
      });
    await tx
      .update(profiles)
      .set({ certificationLevel: 3, certifiedAt: day(-60) })
      .where(eq(profiles.userId, adminId));
  }

  // A pending and a rejected request on women-in-data, from seeded people not in it yet.
  const womenInData = idOf.get('women-in-data')!;
  const inCircle = new Set(
    (await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.groupId, womenInData))).map(
      (row) => row.userId,
    ),
  );
  const people = await tx
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), like(users.email, '%@people.example.org')))
    .orderBy(users.id);
  const [pending, rejected] = people.filter((person) => !inCircle.has(person.id));
  const requests = [
    pending && { userId: pending.id, status: 'pending' as const, notes: null },
    rejected && { userId: rejected.id, status: 'rejected' as const, notes: 'The circle is for data practitioners.' },
  ].filter((row) => !!row);
  if (requests.length > 0) {
    await tx.insert(memberships).values(
      requests.map((row) => ({
        tenantId,
        groupId: womenInData,
        role: 'member',
        answers: [],
        ...row,
      })),
    );
  }

  // The default organization's unverified member (the Unverified tab).
  const hash = people[0]?.passwordHash;
  if (hash) {
    const [unverified] = await tx
      .insert(users)
      .values({
        tenantId,
        email: 'unverified.member@people.example.org',
        passwordHash: hash,
        firstName: 'Uma',
        lastName: 'Unverified',
        title: 'Graduate Student',
        nameSlug: 'uma-unverified',
        country: 'KE',
        isVerified: false,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ userId: unverified!.id, tenantId });
    await tx.insert(memberships).values({
      tenantId,
      groupId: defaultOrgId,
      userId: unverified!.id,
      status: 'accepted',
      role: 'member',
      joinedAt: day(-3),
    });
  }

  // founders-circle is full: its maximum size is its accepted member count.
  const founders = idOf.get('founders-circle')!;
  const accepted = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.groupId, founders), eq(memberships.status, 'accepted')));
  await tx.update(groups).set({ maximumSize: accepted.length }).where(eq(groups.id, founders));
}
