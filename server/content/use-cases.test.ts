/**
 * Use cases (GET/POST /api/v1/use-cases/, slug and id details, PATCH, approve-reject, POST
 * /topics/) and their seed, over the real app, a real PGlite and the demo seed: approved
 * only in public lists, the form's rules and messages, staff-only fields, inert rich text,
 * files by type, moderation rights and transitions, the creator's 'content' change.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UseCase } from '../../contract/content';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import { makeUseCaseForm } from '../../contract/fixtures';
import { ARCHIVE_AFTER_DAYS } from '../../contract/group-rules';
import type { ChangesResponse } from '../../contract/sync';
import { makeResumePdf } from '../../tests/fixtures/resume-pdf';
import { groups, memberships } from '../db/schema';
import { topicAreas, topics } from '../profiles/schema';
import { type TestApi, userIdOf } from '../testing';
import { encodePng } from '../web/icons';
import { MODERATION_ERRORS } from './moderation';
import { useCases } from './schema';
import { firstOrganizationId, startContentApi, uploadFile, XSS } from './testing';

type Page = { data: UseCase[]; pagination: { count: number; next: string | null } };

let api: TestApi;
let admin: string; // staff
let member: string;
let student: string;
let tenantId: number;
let orgId: number;
let memberId: number;

const upload = (token: string, bytes: Uint8Array, name: string, type: string, purpose?: string) =>
  uploadFile(api, token, bytes, name, type, purpose);

const form = (overrides: Record<string, unknown> = {}) => ({
  ...makeUseCaseForm({
    title: 'Onboarding Buddy Bot',
    description: '<p>Answers new starters\u2019 questions in their first week.</p>',
    reason: '<p>Fewer interruptions for the team.</p>',
    group: orgId,
    business_value: 'medium',
    complexity: 'low',
    innovation_category: 'incremental',
    categories: [1],
  }),
  ...overrides,
});

beforeAll(async () => {
  ({ api, admin, member, student, tenantId } = await startContentApi(2));
  orgId = await firstOrganizationId(api);
  memberId = await userIdOf(api, 'member@example.org');
});
afterAll(() => api?.close());

describe('GET /api/v1/use-cases/ (seeded)', () => {
  it('shows approved use cases only, 15 a page, to visitors too', async () => {
    const first = await api.call<Page>('GET', '/api/v1/use-cases/');
    expect(first.status).toBe(200);
    expect(first.body.pagination.count).toBe(18);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data.every((item) => item.status === 'approved')).toBe(true);
    expect(first.body.pagination.next).toContain('page=2');
    const second = await api.call<Page>('GET', first.body.pagination.next!);
    expect(second.body.data).toHaveLength(3);
    const slugs = [...first.body.data, ...second.body.data].map((item) => item.slug);
    expect(slugs).toContain('resume-screening-assistant');
    expect(slugs).not.toContain('automated-job-alerts'); // pending
    expect(slugs).not.toContain('fully-automated-hiring-decisions'); // rejected
  });

  it('ignores status from members and honours it for moderators', async () => {
    const asMember = await api.call<Page>('GET', '/api/v1/use-cases/?status=pending', { token: member });
    expect(asMember.body.data.every((item) => item.status === 'approved')).toBe(true);
    const asAdmin = await api.call<Page>('GET', '/api/v1/use-cases/?status=pending', { token: admin });
    expect(asAdmin.body.data.map((item) => item.slug).sort()).toEqual([
      'automated-job-alerts',
      'cv-summaries-for-career-advisers',
      'salary-negotiation-role-play',
      'use-ai-for-everything',
    ]);
    expect(asAdmin.body.data.every((item) => item.can_moderate)).toBe(true);
  });

  it('filters by search, topic area and category', async () => {
    const search = await api.call<Page>('GET', '/api/v1/use-cases/?search=resume');
    expect(search.body.data.map((item) => item.slug)).toEqual(['resume-screening-assistant']);
    const [area] = await api.database.db.select().from(topicAreas).where(eq(topicAreas.name, 'Climate'));
    const climate = await api.call<Page>('GET', `/api/v1/use-cases/?topic_area=${area!.id}`);
    expect(climate.body.pagination.count).toBe(2);
    const coding = await api.call<Page>('GET', '/api/v1/use-cases/?categories=8');
    expect(coding.body.data.every((item) => item.categories.includes(8))).toBe(true);
    expect(coding.body.pagination.count).toBe(2);
    const [trained] = await api.database.db
      .select()
      .from(useCases)
      .where(eq(useCases.slug, 'resume-screening-assistant'));
    const ofCircle = await api.call<Page>('GET', `/api/v1/use-cases/?group_id=${trained!.defaultGroupId}`);
    expect(ofCircle.body.data.map((item) => item.slug)).toContain('resume-screening-assistant');
    const bad = await api.call('GET', '/api/v1/use-cases/?categories=x');
    expect(bad.status).toBe(400);
  });

  it('answers the detail by slug with its tools, default circle and related circles', async () => {
    const res = await api.call<UseCase>('GET', '/api/v1/use-cases/slug/resume-screening-assistant/');
    expect(res.status).toBe(200);
    expect(res.body.ai_tools_detailed.map((tool) => tool.name)).toEqual(['ChatGPT', 'Claude']);
    expect(res.body.ai_tools_detailed[0]!.slug).toBe('chatgpt');
    expect(res.body.default_group).not.toBeNull();
    expect(res.body.related_circles.length).toBeLessThanOrEqual(10);
    expect(res.body.related_circles.every((circle) => circle.id !== res.body.default_group!.id)).toBe(true);
    expect(res.body.vote_score).toBe(4);
    expect(res.body.user_vote_type).toBeNull();
    expect(res.body.can_edit).toBe(false);
    const missing = await api.call('GET', '/api/v1/use-cases/slug/no-such-use-case/');
    expect(missing.status).toBe(404);
  });

  it('relates only circles that share a topic or the topic area, never archived ones', async () => {
    const res = await api.call<UseCase>('GET', '/api/v1/use-cases/slug/sales-dashboard-in-an-afternoon/');
    const [row] = await api.database.db.select().from(useCases).where(eq(useCases.id, res.body.id));
    const areaTopics = await api.database.db.select().from(topics).where(eq(topics.topicAreaId, row!.topicArea!));
    const shared = new Set([...row!.topics, ...areaTopics.map((topic) => topic.id)]);
    const circles = await api.database.db
      .select()
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle')));
    const archivedBefore = Date.now() - ARCHIVE_AFTER_DAYS * 86_400_000;
    const expected = circles
      .filter((circle) => circle.topics.some((topic) => shared.has(topic)))
      .filter((circle) => circle.endDate === null || circle.endDate.getTime() >= archivedBefore)
      .filter((circle) => circle.id !== row!.defaultGroupId)
      .map((circle) => circle.id);
    expect(expected.length).toBeGreaterThan(0);
    const related = res.body.related_circles.map((circle) => circle.id);
    expect(related).toHaveLength(Math.min(10, expected.length));
    expect(related.every((id) => expected.includes(id))).toBe(true);
  });

  it('hides a pending use case from visitors and other members', async () => {
    expect((await api.call('GET', '/api/v1/use-cases/slug/automated-job-alerts/')).status).toBe(404);
    expect((await api.call('GET', '/api/v1/use-cases/slug/automated-job-alerts/', { token: student })).status).toBe(
      404,
    );
    expect((await api.call('GET', '/api/v1/use-cases/slug/automated-job-alerts/', { token: admin })).status).toBe(200);
  });
});

describe('POST /api/v1/use-cases/', () => {
  it('needs a login', async () => {
    expect((await api.call('POST', '/api/v1/use-cases/', { body: form() })).status).toBe(401);
  });

  it('answers the form messages', async () => {
    const empty = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({
        title: ' ',
        description: '<p></p>',
        group: null,
        business_value: null,
        complexity: null,
        innovation_category: null,
      }),
    });
    expect(empty.status).toBe(400);
    for (const field of ['title', 'description', 'group', 'business_value', 'complexity', 'innovation_category']) {
      expect(empty.body[field]).toEqual([CONTENT_FORM_MESSAGES.required]);
    }
    const long = `<p>${'word '.repeat(501)}</p>`;
    const limits = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ description: long, reason: long, categories: [1, 2, 3, 4], job_functions: [1, 2, 3, 4] }),
    });
    expect(limits.status).toBe(400);
    expect(limits.body['description']).toEqual([CONTENT_FORM_MESSAGES.maxWords]);
    expect(limits.body['reason']).toEqual([CONTENT_FORM_MESSAGES.maxWords]);
    expect(limits.body['categories']).toEqual([CONTENT_FORM_MESSAGES.maxCategories]);
    expect(limits.body['job_functions']).toEqual([CONTENT_FORM_MESSAGES.maxJobFunctions]);
    const unknownGroup = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ group: 999999, ai_tools: [999999] }),
    });
    expect(unknownGroup.status).toBe(400);
    expect(Object.keys(unknownGroup.body).sort()).toEqual(['ai_tools', 'group']);
    const wrongType = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ business_value: 'huge' }),
    });
    expect(wrongType.status).toBe(400);
  });

  it('takes an image thumbnail and a PDF document only, one each', async () => {
    const png = await upload(
      member,
      new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(90))),
      'a.png',
      'image/png',
    );
    const pdf = await upload(member, await makeResumePdf(), 'a.pdf', 'application/pdf');
    const swapped = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ thumbnail_image: pdf, document: png }),
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body['thumbnail_image']).toEqual([CONTENT_FORM_MESSAGES.imageOnly]);
    expect(swapped.body['document']).toEqual([CONTENT_FORM_MESSAGES.pdfOnly]);
    const two = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ thumbnail_image: [png, png], document: [pdf, pdf] }),
    });
    expect(two.status).toBe(400);
    expect(two.body['thumbnail_image']).toEqual([CONTENT_FORM_MESSAGES.maxImage]);
    expect(two.body['document']).toEqual([CONTENT_FORM_MESSAGES.maxDocument]);
    // Someone else's upload is not the caller's to attach.
    const others = await api.call<Record<string, string[]>>('POST', '/api/v1/use-cases/', {
      token: student,
      body: form({ thumbnail_image: png }),
    });
    expect(others.status).toBe(400);
    const ok = await api.call<UseCase>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ title: 'With Files', thumbnail_image: png, document: pdf }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.thumbnail_image?.mime_type).toBe('image/png');
    expect(ok.body.document?.file).toMatch(/^\/media\/uploads\//);
  });

  it('stores a pending use case with inert rich text, staff-only fields ignored from members', async () => {
    const res = await api.call<UseCase>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({
        title: 'Shift Rota Planner',
        description: `<p>Plans rotas.</p>${XSS}`,
        reason: `<p>Fair shifts.</p>${XSS}`,
        topic_area: 1,
        career_stages: [1, 2],
        professional_fields: [3],
      }),
    });
    expect(res.status).toBe(201);
    const item = res.body;
    expect(item.status).toBe('pending');
    expect(item.slug).toBe('shift-rota-planner');
    expect(item.can_edit).toBe(true);
    expect(item.can_moderate).toBe(false);
    for (const text of [item.description, item.reason]) {
      expect(text).not.toMatch(/<script|onerror|<img/i);
    }
    expect(item.description).toBe('<p>Plans rotas.</p>');
    expect(item.topic_area).toBeNull();
    expect(item.career_stages).toEqual([]);
    expect(item.professional_fields).toEqual([]);
    // Not in the public list, but the creator reads it, and their feed has it.
    const list = await api.call<Page>('GET', '/api/v1/use-cases/?search=Shift%20Rota');
    expect(list.body.pagination.count).toBe(0);
    expect((await api.call('GET', `/api/v1/use-cases/${item.id}/`, { token: member })).status).toBe(200);
    const feed = await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/?cursor=0', { token: member });
    const change = feed.body.changes.find((entry) => entry.id === `usecase:${item.id}`);
    expect(change).toMatchObject({
      entity: 'content',
      op: 'upsert',
      data: { kind: 'usecase', item: { status: 'pending' } },
    });
  });

  it('takes staff-only fields from staff', async () => {
    const res = await api.call<UseCase>('POST', '/api/v1/use-cases/', {
      token: admin,
      body: form({ title: 'Staff Curated', topic_area: 1, career_stages: [2], professional_fields: [3] }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ topic_area: 1, career_stages: [2], professional_fields: [3] });
  });
});

describe('PATCH /api/v1/use-cases/{id}/ and approve-reject', () => {
  let id: number;

  beforeAll(async () => {
    const res = await api.call<UseCase>('POST', '/api/v1/use-cases/', {
      token: member,
      body: form({ title: 'Expense Report Checker' }),
    });
    id = res.body.id;
  });

  it('lets the creator and staff edit, nobody else', async () => {
    const own = await api.call<UseCase>('PATCH', `/api/v1/use-cases/${id}/`, {
      token: member,
      body: { reason: `<p>Saves finance a day a month.</p>${XSS}`, topic_area: 2 },
    });
    expect(own.status).toBe(200);
    expect(own.body.reason).toBe('<p>Saves finance a day a month.</p>');
    expect(own.body.topic_area).toBeNull();
    // Student cannot see a pending one at all; once approved, editing is refused.
    expect((await api.call('PATCH', `/api/v1/use-cases/${id}/`, { token: student, body: {} })).status).toBe(404);
    const staff = await api.call<UseCase>('PATCH', `/api/v1/use-cases/${id}/`, {
      token: admin,
      body: { topic_area: 2 },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.topic_area).toBe(2);
    const invalid = await api.call<Record<string, string[]>>('PATCH', `/api/v1/use-cases/${id}/`, {
      token: member,
      body: { title: '' },
    });
    expect(invalid.body['title']).toEqual([CONTENT_FORM_MESSAGES.required]);
  });

  it('moderates: administrators of the default organization only, with the allowed transitions', async () => {
    const path = `/api/v1/use-cases/${id}/approve-reject/`;
    const denied = await api.call<{ detail: string }>('POST', path, { token: member, body: { action: 'approve' } });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
    const rejected = await api.call<UseCase>('POST', path, { token: admin, body: { action: 'reject' } });
    expect(rejected.body.status).toBe('rejected');
    const again = await api.call<{ detail: string }>('POST', path, { token: admin, body: { action: 'reject' } });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(MODERATION_ERRORS.reject);
    const approved = await api.call<UseCase>('POST', path, { token: admin, body: { action: 'approve' } });
    expect(approved.body.status).toBe('approved');
    const twice = await api.call('POST', path, { token: admin, body: { action: 'approve' } });
    expect(twice.status).toBe(400);
    expect((await api.call('POST', path, { token: admin, body: { action: 'maybe' } })).status).toBe(400);
    const [row] = await api.database.db.select().from(useCases).where(eq(useCases.id, id));
    expect(row!.status).toBe('approved');
    // Approved: public now; another member still may not edit it.
    expect((await api.call('GET', `/api/v1/use-cases/${id}/`)).status).toBe(200);
    const other = await api.call('PATCH', `/api/v1/use-cases/${id}/`, { token: student, body: { title: 'Mine' } });
    expect(other.status).toBe(403);
  });

  it('sets the default circle only for leaders and administrators of it', async () => {
    const [circle] = await api.database.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'circle')))
      .limit(1);
    const refused = await api.call('PATCH', `/api/v1/use-cases/${id}/`, {
      token: member,
      body: { default_group: circle!.id },
    });
    expect(refused.status).toBe(403);
    await api.database.db
      .insert(memberships)
      .values({ tenantId, groupId: circle!.id, userId: memberId, status: 'accepted', role: 'leader' })
      .onConflictDoUpdate({
        target: [memberships.groupId, memberships.userId],
        set: { status: 'accepted', role: 'leader' },
      });
    const set = await api.call<UseCase>('PATCH', `/api/v1/use-cases/${id}/`, {
      token: member,
      body: { default_group: circle!.id },
    });
    expect(set.status).toBe(200);
    expect(set.body.default_group?.id).toBe(circle!.id);
    const notCircle = await api.call('PATCH', `/api/v1/use-cases/${id}/`, {
      token: admin,
      body: { default_group: orgId },
    });
    expect(notCircle.status).toBe(400);
  });
});

describe('POST /api/v1/topics/', () => {
  it('creates a general topic once, for members only', async () => {
    expect((await api.call('POST', '/api/v1/topics/', { body: { name: 'Prompt design' } })).status).toBe(401);
    const created = await api.call<{ id: number; name: string }>('POST', '/api/v1/topics/', {
      token: member,
      body: { name: 'Prompt design', topic_area: 1 },
    });
    expect(created.status).toBe(201);
    const again = await api.call<{ id: number }>('POST', '/api/v1/topics/', {
      token: student,
      body: { name: 'prompt design' },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    expect((await api.call('POST', '/api/v1/topics/', { token: member, body: { name: '' } })).status).toBe(400);
  });
});
