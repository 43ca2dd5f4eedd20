/**
 * Google Classroom sync on the real app and PGlite, against the Classroom stand-in
 * (testing-classroom.ts): the status, linking a course, syncing students into members
 * (matched, not found, nothing doubled on a second sync), loading materials as resources
 * (nothing doubled), who may, and the spec's message whenever Google fails.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLASSROOM_MESSAGES, type ClassroomOutcome, type ClassroomStatus, type Group } from '../../contract';
import { resources } from '../content/schema';
import { groups, memberships, users } from '../db/schema';
import { addMembership, makeGroup, makePerson, membershipRow, type Person } from '../groups/membership-testing';
import { createTestApi, type TestApi } from '../testing';
import { type ClassroomStandIn, startClassroomStandIn } from '../testing-classroom';

let standIn: ClassroomStandIn;
let api: TestApi;
let admin: Person;
let member: Person;
let groupId: number;
let courseId: string;

const path = (id: number, action = '') => `/api/v1/groups/${id}/google-classroom/${action}`;
const syncMembers = (token = admin.token, id = groupId) =>
  api.call<ClassroomOutcome>('POST', path(id, 'sync-members/'), { token });
const loadResources = (token = admin.token, id = groupId) =>
  api.call<ClassroomOutcome>('POST', path(id, 'load-resources/'), { token });

async function membersOf(id: number) {
  return api.database.db
    .select({ userId: memberships.userId, status: memberships.status, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.groupId, id));
}

const resourcesOf = (id: number) => api.database.db.select().from(resources).where(eq(resources.groupId, id));

/** A certified circle administered by `admin`, linked to a new course of the stand-in. */
async function linkedGroup(n: number): Promise<{ id: number; course: string }> {
  const id = await makeGroup(api, { isCertified: true, createGoogleClassroom: true }, admin.id);
  const course = `6${Date.now()}${n}`;
  standIn.setCourse({ id: course, name: `Course ${n}`, students: [], materials: [] });
  const linked = await api.call('PUT', path(id), { token: admin.token, body: { google_classroom_id: course } });
  expect(linked.status).toBe(200);
  return { id, course };
}

beforeAll(async () => {
  standIn = await startClassroomStandIn();
  api = await createTestApi(undefined, null, { classroom: standIn.settings });
  admin = await makePerson(api, { firstName: 'Teacher' });
  member = await makePerson(api, { firstName: 'Plain' });
  ({ id: groupId, course: courseId } = await linkedGroup(0));
  await addMembership(api, groupId, member.id, { status: 'accepted' });
});

afterAll(async () => {
  await api.close();
  await standIn.close();
});

beforeEach(() => {
  standIn.fail('none');
});

describe('status and linking', () => {
  it('shows the linked course, configured, and no sync yet; the group carries the id', async () => {
    const status = await api.call<ClassroomStatus>('GET', path(groupId), { token: admin.token });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ is_configured: true, google_classroom_id: courseId, is_certified: true });
    const group = await api.call<Group>('GET', `/api/v1/groups/${groupId}/`, { token: admin.token });
    expect(group.body.google_classroom_id).toBe(courseId);
  });

  it('refuses a course id that cannot be one, and an empty id unlinks', async () => {
    const id = await makeGroup(api, { isCertified: true }, admin.id);
    const bad = await api.call('PUT', path(id), { token: admin.token, body: { google_classroom_id: 'a b/c' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ google_classroom_id: [CLASSROOM_MESSAGES.invalidCourseId] });
    await api.call('PUT', path(id), { token: admin.token, body: { google_classroom_id: '123' } });
    const cleared = await api.call<ClassroomStatus>('PUT', path(id), {
      token: admin.token,
      body: { google_classroom_id: '' },
    });
    expect(cleared.body.google_classroom_id).toBeNull();
    const [row] = await api.database.db.select().from(groups).where(eq(groups.id, id));
    expect(row?.googleClassroomId).toBeNull();
  });
});

describe('who may sync', () => {
  it('is for the group administrators, with a certified profile and a linked course', async () => {
    expect((await api.call('GET', path(groupId))).status).toBe(401);
    const notAdmin = await api.call('GET', path(groupId), { token: member.token });
    expect(notAdmin.status).toBe(403);
    expect((await syncMembers(member.token)).status).toBe(403);
    expect((await loadResources(member.token)).status).toBe(403);
    expect((await syncMembers(admin.token, 99_999_999)).status).toBe(404);

    const uncertified = await makeGroup(api, { googleClassroomId: courseId }, admin.id);
    const refused = await syncMembers(admin.token, uncertified);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: CLASSROOM_MESSAGES.needsCertified });

    const unlinked = await makeGroup(api, { isCertified: true }, admin.id);
    const noCourse = await loadResources(admin.token, unlinked);
    expect(noCourse.status).toBe(403);
    expect(noCourse.body).toEqual({ detail: CLASSROOM_MESSAGES.needsClassroomId });
  });

  it('says the feature is not configured on a server without credentials', async () => {
    const bare = await createTestApi();
    try {
      const teacher = await makePerson(bare);
      const id = await makeGroup(bare, { isCertified: true, googleClassroomId: '42' }, teacher.id);
      const status = await bare.call<ClassroomStatus>('GET', path(id), { token: teacher.token });
      expect(status.body).toMatchObject({ is_configured: false, google_classroom_id: '42', members: null });
      const sync = await bare.call('POST', path(id, 'sync-members/'), { token: teacher.token });
      expect(sync.status).toBe(400);
      expect(sync.body).toEqual({ detail: CLASSROOM_MESSAGES.notConfigured });
    } finally {
      await bare.close();
    }
  });
});

describe('member sync', () => {
  it('adds the students with an account of this portal, counts the others, and doubles nothing', async () => {
    const { id, course } = await linkedGroup(1);
    const newcomer = await makePerson(api);
    const pending = await makePerson(api);
    const already = await makePerson(api);
    const shouty = await makePerson(api);
    await addMembership(api, id, pending.id, { status: 'pending' });
    await addMembership(api, id, already.id, { status: 'accepted', role: 'facilitator' });
    const [elsewhere] = await api.database.db
      .insert(users)
      .values({
        tenantId: api.seeded.campusTenantId,
        email: `campus-only-${Date.now()}@members.test`,
        passwordHash: 'not-a-password',
        nameSlug: `campus-only-${Date.now()}`,
      })
      .returning({ email: users.email });
    standIn.setCourse({
      id: course,
      name: 'Data Literacy 101',
      materials: [],
      students: [
        { email: newcomer.email, name: 'Newcomer' },
        { email: pending.email, name: 'Pending' },
        { email: already.email, name: 'Already' },
        { email: shouty.email.toUpperCase(), name: 'Shouty' },
        { email: 'nobody@school.test', name: 'Nobody' },
        { email: elsewhere?.email ?? '', name: 'Elsewhere' },
        { email: null, name: 'Hidden' },
      ],
    });

    const first = await syncMembers(admin.token, id);
    expect(first.status).toBe(200);
    expect(first.body.detail).toBe(CLASSROOM_MESSAGES.membersSynced);
    expect(first.body.run).toMatchObject({ course_name: 'Data Literacy 101', added: 3, existing: 1, not_found: 3 });
    for (const person of [newcomer, pending, shouty]) {
      expect(await membershipRow(api, id, person.id)).toMatchObject({ status: 'accepted', role: 'member' });
    }
    expect(await membershipRow(api, id, already.id)).toMatchObject({ status: 'accepted', role: 'facilitator' });
    // Four pages of two students each were read.
    expect(standIn.requests.filter((r) => r.path.startsWith(`/v1/courses/${course}/students`))).toHaveLength(4);

    const before = await membersOf(id);
    const second = await syncMembers(admin.token, id);
    expect(second.body.run).toMatchObject({ added: 0, existing: 4, not_found: 3 });
    expect(await membersOf(id)).toEqual(before);

    const status = await api.call<ClassroomStatus>('GET', path(id), { token: admin.token });
    expect(status.body.members).toMatchObject({ course_name: 'Data Literacy 101', added: 0, existing: 4 });
    expect(Date.parse(status.body.members?.synced_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('resource load', () => {
  it("loads the course's published materials as the group's resources once", async () => {
    const { id, course } = await linkedGroup(2);
    const materials = [
      {
        id: 'm1',
        title: 'Week 1 reading',
        description: 'Read before class.\n\nBring questions.',
        links: [{ title: 'Syllabus', url: 'https://example.org/syllabus' }],
      },
      { id: 'm2', title: 'Lecture video' },
      { id: 'm3', title: 'Unpublished quiz', state: 'DRAFT' as const },
    ];
    standIn.setCourse({ id: course, name: 'Statistics', students: [], materials });

    const first = await loadResources(admin.token, id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      detail: CLASSROOM_MESSAGES.resourcesLoaded,
      run: { course_name: 'Statistics', added: 2, existing: 0 },
    });
    const stored = await resourcesOf(id);
    expect(stored.map((row) => row.title).sort()).toEqual(['Lecture video', 'Week 1 reading']);
    const reading = stored.find((row) => row.title === 'Week 1 reading');
    expect(reading).toMatchObject({
      source: `https://classroom.google.com/c/${course}/m/m1/details`,
      status: 'approved',
      securityLevel: 20,
      createdBy: admin.id,
    });
    expect(reading?.content).toContain('Read before class.');
    expect(reading?.content).toContain('https://example.org/syllabus');

    const again = await loadResources(admin.token, id);
    expect(again.body.run).toMatchObject({ added: 0, existing: 2 });
    expect(await resourcesOf(id)).toHaveLength(2);

    standIn.setCourse({
      id: course,
      name: 'Statistics',
      students: [],
      materials: [...materials, { id: 'm4', title: 'Week 2' }],
    });
    const more = await loadResources(admin.token, id);
    expect(more.body.run).toMatchObject({ added: 1, existing: 2 });
    expect(await resourcesOf(id)).toHaveLength(3);
  });
  it('loads each material once when two loads run at the same time', async () => {
    const { id, course } = await linkedGroup(3);
    const materials = [1, 2, 3].map((n) => ({ id: `c${n}`, title: `Chapter ${n}` }));
    standIn.setCourse({ id: course, name: 'Algebra', students: [], materials });
    const [one, two] = await Promise.all([loadResources(admin.token, id), loadResources(admin.token, id)]);
    expect([one.body.run.added, two.body.run.added].sort()).toEqual([0, 3]);
    expect(await resourcesOf(id)).toHaveLength(3);
  });
});

describe('when Google fails', () => {
  it.each(['status-500', 'not-json', 'wrong-shape'] as const)('answers the spec message on %s', async (mode) => {
    const before = await membersOf(groupId);
    standIn.fail(mode);
    for (const res of [await syncMembers(), await loadResources()]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: CLASSROOM_MESSAGES.failed });
    }
    expect(await membersOf(groupId)).toEqual(before);
    expect(await resourcesOf(groupId)).toEqual([]);
  });

  it('answers the spec message for an unknown course and for refused credentials', async () => {
    const id = await makeGroup(api, { isCertified: true, googleClassroomId: 'no-such-course' }, admin.id);
    expect((await syncMembers(admin.token, id)).body).toEqual({ detail: CLASSROOM_MESSAGES.failed });

    const wrong = await createTestApi(undefined, null, {
      classroom: { ...standIn.settings, refreshToken: 'revoked' },
    });
    try {
      const teacher = await makePerson(wrong);
      const other = await makeGroup(wrong, { isCertified: true, googleClassroomId: courseId }, teacher.id);
      const asked = standIn.requests.length;
      const res = await wrong.call('POST', path(other, 'sync-members/'), { token: teacher.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: CLASSROOM_MESSAGES.failed });
      // The token was refused, so Classroom itself was never asked.
      expect(standIn.requests.slice(asked)).toEqual([{ method: 'POST', path: '/token' }]);
    } finally {
      await wrong.close();
    }
  });
});
