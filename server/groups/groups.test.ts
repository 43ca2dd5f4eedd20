/**
 * Groups reads and writes (GET/POST/PATCH /api/v1/groups/, logo, cover image, questions,
 * circle types and SDGs) over the real app, a real PGlite and the demo seed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_FORM_MESSAGES, type GroupFormPayload } from '../../contract/group-form';
import { CIRCLE_TYPES, GROUP_MESSAGES, SDGS } from '../../contract/group-messages';
import { lifecycleOf } from '../../contract/group-rules';
import type { Group } from '../../contract/groups';
import { useCases } from '../content/schema';
import { changes, groups } from '../db/schema';
import { topicAreas } from '../profiles/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { encodePng } from '../web/icons';

type Page = { data: Group[]; pagination: { count: number; next: string | null } };

let api: TestApi;
let admin: string;
let member: string;
let student: string;
let defaultOrgId: number;
let institutionId: number;
/** Two approved AI use cases of the default tenant, and one of another tenant. */
let useCaseIds: number[];
let campusUseCaseId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  admin = (await api.login('admin@example.org')).access;
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  const tenant = await api.deps.tenants.byHost('localhost');
  defaultOrgId = tenant!.defaultOrgId!;
  const [institution] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, api.seeded.defaultTenantId), eq(groups.groupType, 'institution')));
  institutionId = institution!.id;
  const approved = await api.database.db
    .select({ id: useCases.id, tenantId: useCases.tenantId })
    .from(useCases)
    .where(eq(useCases.status, 'approved'));
  useCaseIds = approved.filter((row) => row.tenantId === api.seeded.defaultTenantId).map((row) => row.id);
  campusUseCaseId = approved.find((row) => row.tenantId !== api.seeded.defaultTenantId)?.id ?? 99_999_999;
});
afterAll(() => api?.close());

const bySlug = (slug: string, token?: string, host?: string) =>
  api.call<Group>('GET', `/api/v1/groups/slug/${slug}/`, { ...(token ? { token } : {}), ...(host ? { host } : {}) });
const list = (query: string, token?: string) =>
  api.call<Page>('GET', `/api/v1/groups/?${query}`, token ? { token } : {});
const slugsOf = (page: Page) => page.data.map((group) => group.name_slug);

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const circleForm = (overrides: Partial<GroupFormPayload> = {}): Record<string, unknown> => ({
  name: 'Test Circle',
  group_type: 'circle',
  description: 'A circle made by a test.',
  topics: [1],
  relevant_sdgs: [4],
  career_stages: [2],
  group_duration: 'time_limited',
  start_date: future(30),
  end_date: future(60),
  application_open_date: future(-1),
  application_close_date: future(20),
  publicity: 'open',
  circle_type: 1,
  parent_group: defaultOrgId,
  use_cases: useCaseIds.slice(0, 1),
  ...overrides,
});

async function postImage(groupId: number, kind: 'logo' | 'cover-image', field: string, file: File, token = admin) {
  const form = new FormData();
  form.append(field, file);
  const res = await api.app.request(`/api/v1/groups/${groupId}/${kind}/`, {
    method: 'POST',
    headers: { Host: 'localhost:8080', Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('reading groups', () => {
  it('lists groups to visitors, most recent first, paged by 9 and 15', async () => {
    const nine = await list('page_size=9');
    expect(nine.status).toBe(200);
    expect(nine.body.data).toHaveLength(9);
    expect(nine.body.pagination.count).toBeGreaterThan(15);
    expect(nine.body.pagination.next).toContain('page=2');
    const ids = nine.body.data.map((group) => group.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(nine.body.data.every((group) => group.membership_status === null && !group.is_administrator)).toBe(true);
    const second = await list('page_size=9&page=2');
    expect(second.body.data[0]!.id).toBeLessThan(ids[8]!);
    const fifteen = await list('page_size=15');
    expect(fifteen.body.data).toHaveLength(15);
    expect(fifteen.body.data.slice(0, 9).map((group) => group.id)).toEqual(ids);
    expect((await list('page_size=51')).status).toBe(400);
  });

  it('filters by type, name (from 2 characters), lists, country, parent and membership', async () => {
    const circles = await list('group_type=circle&page_size=50');
    expect(circles.body.data.every((group) => group.group_type === 'circle')).toBe(true);
    expect(slugsOf(circles.body)).toEqual(
      expect.arrayContaining([
        'women-in-data',
        'climate-careers-circle',
        'founders-circle',
        'data-storytelling-circle',
        'product-leadership-circle',
        'career-switchers-circle',
        'remote-work-circle-2025',
      ]),
    );
    expect(slugsOf((await list('search=women')).body)).toEqual(['women-in-data']);
    expect((await list('search=w')).body.pagination.count).toBe((await list('')).body.pagination.count);
    expect((await list('career_stage=3,99&group_type=event')).body.pagination.count).toBe(3);
    expect((await list('career_stage=99')).body.pagination.count).toBe(0);
    expect((await list('roles=1')).body.pagination.count).toBe(0);
    const [ai] = await api.database.db.select().from(topicAreas).where(eq(topicAreas.name, 'AI & Data'));
    const aiGroups = slugsOf((await list(`topic_area=${ai!.id}&page_size=50`)).body);
    expect(aiGroups).toEqual(expect.arrayContaining(['women-in-data', 'ai-skills-bootcamp']));
    expect(aiGroups).not.toContain('climate-careers-circle');
    expect((await list('country=GH&group_type=circle')).body.pagination.count).toBe(7);
    expect((await list(`parent_group=${defaultOrgId}&page_size=50`)).body.pagination.count).toBeGreaterThanOrEqual(10);
    const mine = slugsOf((await list('membership=mine&page_size=50', student)).body);
    expect(mine).toContain('women-in-data');
    expect(mine).not.toContain('career-fair-2026');
    const administered = slugsOf((await list('membership=admin&page_size=50', admin)).body);
    expect(administered).toEqual(expect.arrayContaining(['women-in-data', 'global-mentoring-summit']));
    expect((await list('membership=admin', member)).body.pagination.count).toBe(0);
    expect((await list('membership=mine')).body).toEqual({ data: [], pagination: { count: 0, next: null } });
  });

  it('reads a group by slug and id with the caller view; unknown ones are 404', async () => {
    const visitor = await bySlug('women-in-data');
    expect(visitor.status).toBe(200);
    const group = visitor.body;
    expect(group.extra_info.questions.map((q) => [q.label, q.type, q.required])).toEqual([
      ['What do you hope to learn?', 'text', true],
      ['Your experience with data', 'radio', true],
      ['Anything else?', 'textarea', false],
      ['Upload a CV or portfolio', 'file', false],
    ]);
    expect(group.extra_info.questions[0]!.id).toMatch(/^text\d+$/);
    expect(group.topics_detailed.map((topic) => topic.name)).toContain('Analytics');
    expect(group.relevant_sdgs_detailed.map((sdg) => sdg.name)).toEqual([
      'Gender Equality',
      'Decent Work and Economic Growth',
    ]);
    expect(group.parent_group_detail?.id).toBe(defaultOrgId);
    expect(lifecycleOf(group, Date.now())).toBe('application_open');
    expect(group.membership_status).toBeNull();
    expect(group.pending_members_count).toBe(0);
    expect(group.total_members).toBeGreaterThan(1);

    const asStudent = await api.call<Group>('GET', `/api/v1/groups/${group.id}/`, { token: student });
    expect(asStudent.body).toMatchObject({ membership_status: 'accepted', role: 'member', is_administrator: false });
    const asMember = await bySlug('women-in-data', member);
    expect(asMember.body.membership_status).toBeNull();
    const asAdmin = await bySlug('women-in-data', admin);
    expect(asAdmin.body).toMatchObject({
      membership_status: 'accepted',
      role: 'admin',
      is_administrator: true,
      pending_members_count: 1,
      rejected_members_count: 1,
    });

    expect((await bySlug('climate-careers-circle', member)).body.followed).toBe(true);
    expect(lifecycleOf((await bySlug('climate-careers-circle')).body, Date.now())).toBe('running');
    expect(lifecycleOf((await bySlug('data-storytelling-circle')).body, Date.now())).toBe('application_opening_soon');
    expect(lifecycleOf((await bySlug('career-switchers-circle')).body, Date.now())).toBe('closed');
    expect(lifecycleOf((await bySlug('remote-work-circle-2025')).body, Date.now())).toBe('archived');
    const founders = (await bySlug('founders-circle')).body;
    expect(founders.maximum_size).toBe(founders.total_members);
    expect((await bySlug('product-leadership-circle')).body).toMatchObject({ is_paid: true, price: 49, discount: 10 });
    expect((await bySlug('global-mentoring-summit')).body.extra_info.is_external).toBe(true);
    expect((await bySlug('career-fair-2026')).body.event_type).toBe('conference');
    const org = await api.call<Group>('GET', `/api/v1/groups/${defaultOrgId}/`, { token: admin });
    expect(org.body.is_certified).toBe(true);
    expect(org.body.unverified_members_count).toBeGreaterThanOrEqual(1);
    expect(org.body.total_circles).toBeGreaterThanOrEqual(7);

    expect(await bySlug('no-such-group')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await api.call('GET', '/api/v1/groups/999999/')).status).toBe(404);
    expect((await api.call('GET', '/api/v1/groups/abc/')).status).toBe(404);
  });

  it('answers circle types, SDGs and a group SDGs', async () => {
    expect((await api.call('GET', '/api/v1/circle-types/')).body).toEqual({ data: CIRCLE_TYPES });
    expect((await api.call('GET', '/api/v1/sdgs/')).body).toEqual({ data: SDGS });
    const group = (await bySlug('women-in-data')).body;
    const sdgs = await api.call<{ data: unknown[] }>('GET', `/api/v1/groups/${group.id}/sdgs/`);
    expect(sdgs.body.data).toEqual(group.relevant_sdgs_detailed);
  });
});

describe('creating and editing groups', () => {
  it('answers the group form rules as field errors', async () => {
    const res = await api.call<Record<string, string[]>>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({
        description: '',
        topics: [],
        relevant_sdgs: [1, 2, 3, 4],
        circle_type: null,
        maximum_size: -1,
        is_paid: true,
        price: null,
        discount: 150,
        start_date: null,
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      description: [GROUP_FORM_MESSAGES.required],
      topics: [GROUP_FORM_MESSAGES.required],
      relevant_sdgs: [GROUP_FORM_MESSAGES.maxGoals],
      circle_type: [GROUP_FORM_MESSAGES.required],
      maximum_size: [GROUP_FORM_MESSAGES.positiveOnly],
      price: [GROUP_FORM_MESSAGES.required],
      discount: [GROUP_FORM_MESSAGES.discountRange],
      start_date: [GROUP_FORM_MESSAGES.required],
    });
    const org = await api.call<Record<string, string[]>>('POST', '/api/v1/groups/', {
      token: admin,
      body: { name: 'No Country Org', group_type: 'organization', description: 'x' },
    });
    expect(org).toMatchObject({ status: 400, body: { country: [GROUP_FORM_MESSAGES.required] } });
    const dates = await api.call<Record<string, string[]>>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ end_date: future(10), application_close_date: future(-5) }),
    });
    expect(dates.body).toMatchObject({
      end_date: [GROUP_FORM_MESSAGES.endBeforeStart],
      application_close_date: [GROUP_FORM_MESSAGES.closeBeforeOpen],
    });
    expect((await api.call('POST', '/api/v1/groups/', { body: circleForm() })).status).toBe(401);
  });

  it('enforces the rights to create circles, events and organizations', async () => {
    const event = await api.call('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ group_type: 'event', event_type: 'talk', parent_group: institutionId, relevant_sdgs: [] }),
    });
    expect(event).toMatchObject({ status: 403, body: { detail: GROUP_MESSAGES.eventsNeedCertified } });
    const circle = await api.call('POST', '/api/v1/groups/', { token: member, body: circleForm() });
    expect(circle).toMatchObject({ status: 403, body: { detail: GROUP_MESSAGES.circlesNeedLeadership } });
    const orgByMember = await api.call('POST', '/api/v1/groups/', {
      token: member,
      body: { name: 'Member Org', group_type: 'organization', description: 'x', country: 'KE' },
    });
    expect(orgByMember).toMatchObject({ status: 403, body: { detail: GROUP_MESSAGES.groupsNeedStaff } });

    const org = await api.call<Group>('POST', '/api/v1/groups/', {
      token: admin,
      body: { name: 'Staff Org', group_type: 'organization', description: 'Made by staff.', country: 'KE' },
    });
    expect(org.status).toBe(201);
    expect(org.body).toMatchObject({ name_slug: 'staff-org', membership_status: 'accepted', role: 'admin' });
    const created = await api.call<Group>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ is_external: false, is_paid: true, price: 12.5 }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name_slug: 'test-circle',
      group_type: 'circle',
      price: 12.5,
      is_administrator: true,
      total_members: 1,
      parent_group: defaultOrgId,
    });
    const again = await api.call<Group>('POST', '/api/v1/groups/', { token: admin, body: circleForm() });
    expect(again.body.name_slug).toBe('test-circle-2');
    const logged = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'group'), eq(changes.entityId, String(created.body.id))));
    expect(logged).toEqual([expect.objectContaining({ userId: null, op: 'upsert' })]);
    const externalEvent = await api.call<Group>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({
        name: 'Partner Expo',
        group_type: 'event',
        event_type: 'other',
        relevant_sdgs: [],
        is_external: true,
        external_link: 'https://example.org/expo',
      }),
    });
    expect(externalEvent.body.extra_info).toEqual({
      is_external: true,
      external_link: 'https://example.org/expo',
      questions: [],
    });
  });

  it('lets only administrators edit; PATCH merges with the current group and validates', async () => {
    const group = (await bySlug('women-in-data')).body;
    const denied = await api.call('PATCH', `/api/v1/groups/${group.id}/`, { token: member, body: { name: 'Mine' } });
    expect(denied).toMatchObject({ status: 403, body: { detail: GROUP_MESSAGES.noPermission } });
    const bad = await api.call('PATCH', `/api/v1/groups/${group.id}/`, { token: admin, body: { description: '' } });
    expect(bad).toMatchObject({ status: 400, body: { description: [GROUP_FORM_MESSAGES.required] } });
    const ok = await api.call<Group>('PATCH', `/api/v1/groups/${group.id}/`, {
      token: admin,
      body: { impact: 'More women leading data teams.' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ impact: 'More women leading data teams.', name_slug: 'women-in-data' });
    expect(ok.body.extra_info.questions).toHaveLength(4);
    expect(ok.body.description).toBe(group.description);
  });

  it('validates join questions and saves them for administrators', async () => {
    const group = (await bySlug('founders-circle')).body;
    const path = `/api/v1/groups/${group.id}/questions/`;
    const denied = await api.call('POST', path, { token: member, body: { questions: [] } });
    expect(denied.status).toBe(403);
    const bad = await api.call('POST', path, {
      token: admin,
      body: {
        questions: [
          { label: 'Fine', type: 'text', required: true, options: '' },
          { label: ' ', type: 'radio', required: false, options: '' },
          { label: 'No type', type: '', required: false, options: '' },
        ],
      },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        'questions.1.label': [GROUP_FORM_MESSAGES.enterQuestion],
        'questions.1.options': [GROUP_FORM_MESSAGES.optionsNeeded],
        'questions.2.type': [GROUP_FORM_MESSAGES.selectFieldType],
      },
    });
    const ok = await api.call<Group>('POST', path, {
      token: admin,
      body: { questions: [{ id: 'selection42', label: 'Pick', type: 'selection', required: true, options: 'A\nB' }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.extra_info.questions).toEqual([
      { id: 'selection42', label: 'Pick', type: 'selection', required: true, options: 'A\nB' },
    ]);
  });

  it('takes a logo and a jpeg/png cover image; other types are refused', async () => {
    const group = (await bySlug('career-fair-2026')).body;
    const png = new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(120)));
    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]);
    const wrong = await postImage(
      group.id,
      'cover-image',
      'cover_image',
      new File([gif], 'c.gif', { type: 'image/gif' }),
    );
    expect(wrong).toEqual({ status: 400, body: { cover_image: [GROUP_FORM_MESSAGES.coverImageType] } });
    const cover = await postImage(
      group.id,
      'cover-image',
      'cover_image',
      new File([png], 'c.png', { type: 'image/png' }),
    );
    expect(cover.status).toBe(200);
    expect(cover.body['cover_image']).toMatch(/^\/media\/uploads\/\d+\/[0-9a-f-]{36}\.png$/);
    const served = await api.app.request(cover.body['cover_image'] as string, { headers: { Host: 'localhost:8080' } });
    expect(served.status).toBe(200);
    const logo = await postImage(group.id, 'logo', 'logo', new File([png], 'l.png', { type: 'image/png' }));
    expect(logo.status).toBe(200);
    expect(logo.body['logo']).toMatch(/^\/media\/uploads\//);
    const denied = await postImage(group.id, 'logo', 'logo', new File([png], 'l.png', { type: 'image/png' }), member);
    expect(denied.status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const created = await api.call<Group>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ name: 'Only Here Circle' }),
    });
    expect(created.status).toBe(201);
    expect((await bySlug('only-here-circle', undefined, CAMPUS_HOST)).status).toBe(404);
    const byId = await api.call('GET', `/api/v1/groups/${created.body.id}/`, { host: CAMPUS_HOST });
    expect(byId.status).toBe(404);
    const campusCircle = await bySlug('women-in-data', undefined, CAMPUS_HOST);
    expect(campusCircle.status).toBe(200);
    expect(campusCircle.body.id).not.toBe((await bySlug('women-in-data')).body.id);
  });
});

describe('the AI use cases, professional fields and roles of a group', () => {
  it('requires an AI use case of a circle, and stores them with the professional fields and roles', async () => {
    const missing = await api.call<Record<string, string[]>>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ name: 'No Use Case Circle', use_cases: [] }),
    });
    expect(missing).toMatchObject({ status: 400, body: { use_cases: [GROUP_FORM_MESSAGES.required] } });
    const elsewhere = await api.call<Record<string, string[]>>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ name: 'Foreign Use Case Circle', use_cases: [campusUseCaseId] }),
    });
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { use_cases: [`Invalid pk "${campusUseCaseId}" - object does not exist.`] },
    });

    const chosen = useCaseIds.slice(0, 2);
    const created = await api.call<Group>('POST', '/api/v1/groups/', {
      token: admin,
      body: circleForm({ name: 'Applied AI Circle', use_cases: chosen, professional_fields: [1, 3], roles: [2] }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ use_cases: chosen, professional_fields: [1, 3], roles: [2] });
    const [row] = await api.database.db.select().from(groups).where(eq(groups.id, created.body.id));
    expect(row).toMatchObject({ useCases: chosen, professionalFields: [1, 3], roles: [2] });

    // An edit that leaves use_cases out keeps them; one that empties them is refused.
    const renamed = await api.call<Group>('PATCH', `/api/v1/groups/${created.body.id}/`, {
      token: admin,
      body: { name: 'Applied AI Circle 2' },
    });
    expect(renamed.body.use_cases).toEqual(chosen);
    const emptied = await api.call('PATCH', `/api/v1/groups/${created.body.id}/`, {
      token: admin,
      body: { use_cases: [] },
    });
    expect(emptied).toMatchObject({ status: 400, body: { use_cases: [GROUP_FORM_MESSAGES.required] } });
  });
});
