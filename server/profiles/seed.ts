/**
 * The demo network of a tenant: topic lists, institutions, circles and events,
 * ~36 people with profiles, career entries and memberships, influencers and certified
 * circle leaders, and full profiles for the demo accounts (the member also has career
 * entries and follows). Deterministic through the seeded PRNG; every table is written in
 * one batch, and one password hash is shared by every demo person.
 */
import { hash } from '@node-rs/argon2';
import { and, eq, inArray } from 'drizzle-orm';
import type { ExtraInfo } from '../../contract/profile';
import type { Db, Tx } from '../db/client';
import { createPrng, type Prng, slugify } from '../db/prng';
import { groups, memberships, skills, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import { COUNTRIES, pickPlace } from '../db/seed-places';
import { careerEntries, EMPTY_EXTRA_INFO, follows, profiles, topicAreas, topics } from './schema';
import {
  CIRCLES,
  DEGREES,
  EVENTS,
  FIRST_NAMES,
  INSTITUTIONS,
  LAST_NAMES,
  PEOPLE_TITLES,
  TOPIC_AREAS,
} from './seed-data';

export const PEOPLE_PER_TENANT = 36;
const INFLUENCERS = 4;
/** More than one page of /circle-leaders (9 per page). */
const CIRCLE_LEADERS = 12;

/** Topic areas and topics: shared lookup lists like skills (names are unique). */
export async function seedTopics(db: Db): Promise<void> {
  const areas = await db
    .insert(topicAreas)
    .values(TOPIC_AREAS.map((area) => ({ name: area.name })))
    .onConflictDoNothing()
    .returning({ id: topicAreas.id, name: topicAreas.name });
  const areaId = new Map(areas.map((area) => [area.name, area.id]));
  await db
    .insert(topics)
    .values(
      TOPIC_AREAS.flatMap((area) => area.topics.map((name) => ({ name, topicAreaId: areaId.get(area.name) ?? null }))),
    )
    .onConflictDoNothing();
}

let sharedHash: Promise<string> | null = null;
/** One argon2 hash for every demo person (hashing 70 passwords would slow the seed down). */
const demoHash = () => {
  sharedHash ??= hash(DEMO_PASSWORD);
  return sharedHash;
};

/** A v4-shaped UUID from the PRNG, so career entry ids are stable and valid for the client. */
function uuid(prng: Prng): string {
  const hex = Array.from({ length: 32 }, () => prng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ['8', '9', 'a', 'b'][prng.int(0, 3)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface TenantPeopleInput {
  tenantId: number;
  defaultOrgId: number;
  employerIds: number[];
  /** Demo accounts by e-mail. */
  demoUsers: Map<string, number>;
  /** The tenant shows the institutional screens (campus): department, college and uni_batch are filled. */
  institutional: boolean;
  /** The tenant asks for country_of_origin (flags.connectdiaspora): it is filled, so no profile misses it. */
  diaspora: boolean;
}

interface Person {
  userId: number;
  title: string;
  country: string;
}

type Screens = Pick<TenantPeopleInput, 'institutional' | 'diaspora'>;

function extraInfo(prng: Prng, { institutional, diaspora }: Screens): ExtraInfo {
  const stage = prng.int(1, 6);
  return {
    ...EMPTY_EXTRA_INFO,
    career_stage: stage,
    reason_to_join: prng.sample([1, 2, 5, 6, 7], prng.int(1, 3)).sort(),
    professional_field: prng.int(1, 9),
    ...(diaspora ? { country_of_origin: prng.pick(COUNTRIES) } : {}),
    ...(institutional ? { department: prng.int(1, 5), college: prng.int(1, 6), uni_batch: prng.int(2045, 2050) } : {}),
    ai_level: prng.int(1, 4),
    goal: prng.pick(['learn_ai_skills', 'career_development', 'both'] as const),
  };
}

function profileValues(
  prng: Prng,
  tenantId: number,
  person: Person,
  refs: { skillIds: number[]; topicIds: number[]; topicNames: Map<number, string>; institutionIds: number[] },
  screens: Screens,
) {
  const chosenTopics = prng.sample(refs.topicIds, prng.int(2, 5));
  const [first, second] = chosenTopics.map((id) => refs.topicNames.get(id) ?? 'careers');
  return {
    userId: person.userId,
    tenantId,
    shortBio: `<p>${person.title} who enjoys working on ${first} and ${second}. Happy to talk careers, mentoring and first jobs.</p>`,
    careerStory: `<p>I started out unsure of my path, tried a few roles and found my way into ${first}.</p><p>What helped most: mentors, small projects and saying yes to new teams.</p>`,
    careerAdvice: 'Ask for feedback early, keep a list of what you learn, and help others along the way.',
    professionalField: prng.int(1, 9),
    institutionId: prng.pick(refs.institutionIds),
    batch: prng.int(2005, 2024),
    skills: prng.sample(refs.skillIds, prng.int(3, 7)),
    topics: chosenTopics,
    socialLinkedin: prng.next() < 0.6 ? `https://www.linkedin.com/in/demo-${person.userId}` : null,
    extraInfo: extraInfo(prng, screens),
    jobFunction: prng.int(1, 12),
    interestedServices: prng.sample([1, 2, 3, 4, 5, 6], prng.int(1, 3)).sort(),
    registrationCompletedAt: new Date(),
  };
}

function careerEntryValues(
  prng: Prng,
  tenantId: number,
  userId: number,
  refs: { skillIds: number[]; institutionIds: number[]; employerIds: number[] },
  title: string,
) {
  const rows: (typeof careerEntries.$inferInsert)[] = [];
  let year = 2025;
  const work = prng.int(1, 3);
  for (let i = 0; i < work; i += 1) {
    const start = year - prng.int(1, 4);
    rows.push({
      id: uuid(prng),
      tenantId,
      userId,
      type: 'work',
      title: i === 0 ? title : prng.pick(PEOPLE_TITLES),
      description: 'Led projects end to end, worked closely with users and mentored newer colleagues.',
      groupId: prng.pick(refs.employerIds),
      skills: prng.sample(refs.skillIds, prng.int(1, 4)),
      isCurrentlyWorking: i === 0,
      startDate: `${start}-${String(prng.int(1, 12)).padStart(2, '0')}-01`,
      endDate: i === 0 ? null : `${year}-${String(prng.int(1, 12)).padStart(2, '0')}-01`,
    });
    year = start;
  }
  const education = prng.int(1, 2);
  for (let i = 0; i < education; i += 1) {
    const end = year - i * 2;
    rows.push({
      id: uuid(prng),
      tenantId,
      userId,
      type: 'education',
      title: prng.pick(DEGREES),
      description: 'Coursework, a final project and time in student societies.',
      groupId: prng.pick(refs.institutionIds),
      skills: prng.sample(refs.skillIds, prng.int(1, 3)),
      isCurrentlyWorking: false,
      startDate: `${end - 3}-09-01`,
      endDate: `${end}-06-30`,
    });
  }
  return rows;
}

export async function seedTenantPeople(tx: Tx | Db, input: TenantPeopleInput): Promise<void> {
  const { tenantId, defaultOrgId, employerIds } = input;
  const prng = createPrng(tenantId * 104_729);
  const [skillRows, topicRows, passwordHash] = await Promise.all([
    tx.select({ id: skills.id }).from(skills),
    tx.select({ id: topics.id, name: topics.name }).from(topics),
    demoHash(),
  ]);
  const skillIds = skillRows.map((row) => row.id);
  const topicIds = topicRows.map((row) => row.id);
  const topicNames = new Map(topicRows.map((row) => [row.id, row.name.toLowerCase()]));

  const groupRows = await tx
    .insert(groups)
    .values(
      [
        ...INSTITUTIONS.map((place) => ({ ...place, groupType: 'institution' as const })),
        ...CIRCLES.map((circle) => ({ ...circle, groupType: 'circle' as const })),
        ...EVENTS.map((event) => ({ ...event, groupType: 'event' as const })),
      ].map((group) => ({ ...group, tenantId, nameSlug: slugify(group.name) })),
    )
    .returning({ id: groups.id, groupType: groups.groupType });
  const institutionIds = groupRows.filter((row) => row.groupType === 'institution').map((row) => row.id);
  const circleIds = groupRows.filter((row) => row.groupType === 'circle').map((row) => row.id);
  // Two employers are influential organizations (the Influencers tab of connect).
  await tx
    .update(groups)
    .set({ isInfluencer: true })
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.id, employerIds.slice(0, 2))));
  // A tenant without employers still gets work entries, at its institutions.
  const workplaces = employerIds.length > 0 ? employerIds : institutionIds;
  const refs = { skillIds, topicIds, topicNames, institutionIds, employerIds: workplaces };

  const names = prng
    .shuffle(FIRST_NAMES)
    .slice(0, PEOPLE_PER_TENANT)
    .map((first, i) => ({
      first,
      last: LAST_NAMES[(i * 7 + tenantId) % LAST_NAMES.length]!,
    }));
  const people = await tx
    .insert(users)
    .values(
      names.map(({ first, last }, i) => {
        const place = pickPlace(prng);
        return {
          tenantId,
          email: `${slugify(`${first}.${last}`)}.${i + 1}@people.example.org`,
          passwordHash,
          firstName: first,
          lastName: last,
          title: PEOPLE_TITLES[i % PEOPLE_TITLES.length]!,
          nameSlug: `${slugify(`${first} ${last}`)}-${i + 1}`,
          country: place.country,
          location: place.city,
          isVerified: true,
          currentRole: prng.int(1, 6),
        };
      }),
    )
    .returning({ id: users.id, title: users.title, country: users.country });
  const persons: Person[] = people.map((row) => ({ userId: row.id, title: row.title, country: row.country ?? 'KE' }));

  const profileRows = persons.map((person, i) => ({
    ...profileValues(prng, tenantId, person, refs, input),
    isInfluencer: i < INFLUENCERS,
    certificationLevel: i >= INFLUENCERS && i < INFLUENCERS + CIRCLE_LEADERS ? (i % 3) + 1 : null,
    certifiedAt: i >= INFLUENCERS && i < INFLUENCERS + CIRCLE_LEADERS ? new Date(Date.UTC(2025, i, 10)) : null,
  }));
  const entryRows = persons.flatMap((person) => careerEntryValues(prng, tenantId, person.userId, refs, person.title));
  const membershipRows = persons.flatMap((person, i) => {
    const leader = i >= INFLUENCERS && i < INFLUENCERS + CIRCLE_LEADERS;
    const circles = leader ? [circleIds[i % circleIds.length]!] : prng.sample(circleIds, prng.int(0, 2));
    return [
      { tenantId, groupId: defaultOrgId, userId: person.userId, status: 'accepted' as const, role: 'member' },
      ...circles.map((groupId) => ({
        tenantId,
        groupId,
        userId: person.userId,
        status: 'accepted' as const,
        role: leader ? 'admin' : 'member',
      })),
    ];
  });

  // The demo accounts: full profiles (registration done) except the newcomer, who has none yet.
  const demo = ['admin@example.org', 'member@example.org', 'student@example.org']
    .map((email) => input.demoUsers.get(email))
    .filter((id): id is number => id !== undefined);
  const demoRows =
    demo.length === 0
      ? []
      : await tx.select({ id: users.id, title: users.title }).from(users).where(inArray(users.id, demo));
  for (const row of demoRows) {
    const place = pickPlace(prng);
    await tx.update(users).set({ country: place.country, location: place.city }).where(eq(users.id, row.id));
  }
  const demoProfiles = demoRows.map((row) => ({
    ...profileValues(prng, tenantId, { userId: row.id, title: row.title, country: 'KE' }, refs, input),
    jobFunction: null,
  }));
  const memberId = input.demoUsers.get('member@example.org');
  const memberEntries =
    memberId === undefined ? [] : careerEntryValues(prng, tenantId, memberId, refs, 'Product Designer');
  const studentId = input.demoUsers.get('student@example.org');
  const circleMembers =
    studentId === undefined
      ? []
      : [{ tenantId, groupId: circleIds[0]!, userId: studentId, status: 'accepted' as const, role: 'member' }];

  await tx.insert(profiles).values([...profileRows, ...demoProfiles]);
  await tx.insert(careerEntries).values([...entryRows, ...memberEntries]);
  await tx.insert(memberships).values([...membershipRows, ...circleMembers]);
  if (memberId !== undefined) {
    await tx.insert(follows).values([
      ...prng.sample(persons.slice(INFLUENCERS), 4).map((person) => ({
        tenantId,
        followerId: memberId,
        targetType: 'user' as const,
        targetId: person.userId,
      })),
      { tenantId, followerId: memberId, targetType: 'group' as const, targetId: circleIds[1]! },
    ]);
  }
}
