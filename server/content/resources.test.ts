/**
 * Resources and prompts (GET/POST /api/v1/resources/, by slug and id, PATCH/DELETE by the
 * creator, approve-reject by resource moderators), premium locking, sanitising, files, and
 * the content seed with its real PDF, over the real app, a real PGlite and the demo seed.
 */

import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../contract/content';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import type { Paged } from '../../contract/paging';
import { changes, groups } from '../db/schema';
import { createLogger } from '../logger';
import { profiles, uploads } from '../profiles/schema';
import { startServer } from '../start';
import { type TestApi, userIdOf } from '../testing';
import { migratedDump } from '../testing-snapshot';
import { MODERATION_ERRORS } from './moderation';
import { resources } from './schema';
import { CAREER_PLANNING_GUIDE, careerPlanningGuidePdf } from './seed';
import { FILE_MESSAGES } from './serialize';
import { defaultOrgIdOf, resourceForm, startContentApi, XSS } from './testing';

type Errors = Record<string, string[]>;
type R = Resource & Errors & { detail?: string };

let api: TestApi;
let admin: string; // staff, admin of the default organization
let member: string; // tier 2 (can view premium), accepted member of the default organization
let student: string; // tier 0, accepted member of the default organization
let tenantId: number;
let defaultOrgId: number;
let northwindId: number; // a certified employer the student does not belong to
let ids: Record<'admin' | 'member' | 'student', number>;

beforeAll(async () => {
  ({ api, admin, member, student, tenantId } = await startContentApi());
  const db = api.database.db;
  defaultOrgId = await defaultOrgIdOf(api);
  const [org] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.name, 'Northwind Analytics')));
  northwindId = org!.id;
  const idOf = (email: string) => userIdOf(api, email);
  ids = {
    admin: await idOf('admin@example.org'),
    member: await idOf('member@example.org'),
    student: await idOf('student@example.org'),
  };
});
afterAll(() => api?.close());

const list = (query = '', token?: string) =>
  api.call<Paged<Resource>>('GET', `/api/v1/resources/${query}`, token ? { token } : {});
const create = (body: Record<string, unknown>, token: string) =>
  api.call<R>('POST', '/api/v1/resources/', { token, body });
const moderate = (id: number, action: string, token?: string) =>
  api.call<R>('POST', `/api/v1/resources/${id}/approve-reject/`, { body: { action }, ...(token ? { token } : {}) });
const form = (overrides: Record<string, unknown> = {}) => resourceForm(defaultOrgId, overrides);

async function addUpload(userId: number, mimeType: string, name: string) {
  const [row] = await api.database.db
    .insert(uploads)
    .values({ tenantId, userId, key: `${tenantId}/${crypto.randomUUID()}.bin`, name, mimeType, size: 10 })
    .returning();
  return row!;
}

describe('public lists', () => {
  it('shows approved resources to visitors, pinned first, 12 per page, without prompts', async () => {
    const res = await list('?type=resource');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    expect(res.body.data[0]!.title).toBe(CAREER_PLANNING_GUIDE);
    expect(res.body.data.every((item) => item.status === 'approved' && item.type === 'other')).toBe(true);
    expect(res.body.pagination.count).toBe(14);
    expect(res.body.pagination.next).toContain('page=2');
    const page2 = await list('?type=resource&page=2');
    const titles = [...res.body.data, ...page2.body.data].map((item) => item.title);
    expect(titles).not.toContain('Study Abroad Funding Guide');
  });

  it('lists the prompt library 15 per page', async () => {
    const res = await list('?type=prompt');
    expect(res.body.pagination.count).toBe(8);
    expect(res.body.data.every((item) => item.type === 'prompt')).toBe(true);
  });

  it('honours status=pending only for resource moderators', async () => {
    for (const token of [undefined, member, student]) {
      const res = await list('?type=resource&status=pending&page_size=50', token);
      expect(res.body.data.every((item) => item.status === 'approved')).toBe(true);
    }
    const moderator = await list('?type=resource&status=pending', admin);
    expect(moderator.body.data.map((item) => item.title)).toEqual(['Study Abroad Funding Guide']);
    expect(moderator.body.data[0]!.can_moderate).toBe(true);
  });

  it('filters by search (from 2 characters), topic area, career stage and shows the Contributed flag', async () => {
    const found = await list('?search=negotiation');
    expect(found.body.data.map((item) => item.title)).toEqual(['Salary Negotiation Masterclass']);
    const short = await list('?type=resource&search=n');
    expect(short.body.pagination.count).toBe(14);
    const stage = await list('?type=resource&career_stage=6&page_size=50');
    expect(stage.body.data.map((item) => item.title).sort()).toEqual(
      ['Executive Leadership Playbook', 'Mental Health at Work', 'Salary Negotiation Masterclass'].sort(),
    );
    const area = await list(`?type=resource&topic_area=${found.body.data[0]!.topic_area}&page_size=50`);
    expect(area.body.data.every((item) => item.topic_area === found.body.data[0]!.topic_area)).toBe(true);
    const contributed = (await list('?type=resource&page_size=50')).body.data.filter((item) => item.publish_to_khub);
    expect(contributed.map((item) => item.title).sort()).toEqual([
      'Machine Learning Reading List',
      'Networking for Introverts',
    ]);
    const external = (await list('?search=public%20policy')).body.data[0]!;
    expect(external).toMatchObject({ sub_type: 'external', source: 'https://en.wikipedia.org/wiki/Public_policy' });
  });

  it('rejects a malformed query', async () => {
    expect((await list('?topic_area=abc')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
  });
});

describe('premium resources', () => {
  const premium = async (token?: string) =>
    (await api.call<Resource>('GET', '/api/v1/resources/slug/salary-negotiation-masterclass/', token ? { token } : {}))
      .body;

  it('are locked for visitors and members without the premium right', async () => {
    for (const token of [undefined, student]) {
      const item = await premium(token);
      expect(item).toMatchObject({ is_premium: true, is_locked: true, content: '', files: [] });
    }
    const listed = (await list('?search=negotiation', student)).body.data[0]!;
    expect(listed).toMatchObject({ is_locked: true, content: '' });
  });

  it('are open to staff and members with the premium right', async () => {
    for (const token of [admin, member]) {
      const item = await premium(token);
      expect(item.is_locked).toBe(false);
      expect(item.content).toContain('negotiating');
    }
  });

  it('are open to their creator without the premium right', async () => {
    const created = await create(form({ title: 'My Premium Notes', is_premium: true }), student);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ is_locked: false, content: '<p>Tools and habits for remote teams.</p>' });
    const own = await api.call<Resource>('GET', `/api/v1/resources/${created.body.id}/`, { token: student });
    expect(own.body.is_locked).toBe(false);
  });
});

describe('creating resources', () => {
  it('answers the contract messages for a contribution missing its fields', async () => {
    const res = await create(
      form({ title: ' ', content: '<p></p>', topics: [], topic_area: null, career_stages: [], group: null }),
      student,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: [CONTENT_FORM_MESSAGES.required],
      content: [CONTENT_FORM_MESSAGES.required],
      group: [CONTENT_FORM_MESSAGES.required],
      topics: [CONTENT_FORM_MESSAGES.required],
      topic_area: [CONTENT_FORM_MESSAGES.required],
      career_stages: [CONTENT_FORM_MESSAGES.required],
    });
    const limits = await create(
      form({ files: [1, 2, 3, 4, 5, 6, 7, 8], topics: [1, 2, 3, 4, 5, 6, 7, 8], source: 'ftp://x' }),
      student,
    );
    expect(limits.body).toEqual({
      files: [CONTENT_FORM_MESSAGES.maxFiles],
      topics: [CONTENT_FORM_MESSAGES.maxTopics],
      source: [CONTENT_FORM_MESSAGES.invalidUrl],
    });
    expect((await create({ ...form(), type: 'video' }, student)).status).toBe(400);
    expect((await api.call('POST', '/api/v1/resources/', { body: form() })).status).toBe(401);
  });

  it('refuses a group the member does not belong to', async () => {
    const res = await create(form({ group: northwindId }), student);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
  });

  it('keeps a member contribution pending, flagged for the hub, out of public lists, and tells its creator', async () => {
    const before = await api.database.db.select().from(changes).where(eq(changes.entity, 'content'));
    const res = await create(form({ title: 'Pending Contribution' }), student);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      publish_to_khub: true,
      can_edit: true,
      can_moderate: false,
      title_slug: 'pending-contribution',
    });
    const all = await list('?type=resource&page_size=100');
    expect(all.body.data.map((item) => item.title)).not.toContain('Pending Contribution');
    expect((await api.call('GET', `/api/v1/resources/${res.body.id}/`)).status).toBe(404);
    expect((await api.call('GET', `/api/v1/resources/${res.body.id}/`, { token: member })).status).toBe(404);
    const after = await api.database.db.select().from(changes).where(eq(changes.entity, 'content'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ userId: ids.student, entityId: `resource:${res.body.id}`, op: 'upsert' });
  });

  it('approves a certified administrator resource at once, with a unique slug', async () => {
    const first = await create(form({ title: 'Admin Guide' }), admin);
    const second = await create(form({ title: 'Admin Guide' }), admin);
    expect(first.body).toMatchObject({ status: 'approved', publish_to_khub: false, title_slug: 'admin-guide' });
    expect(second.body.title_slug).toBe('admin-guide-2');
    const all = await list('?type=resource&page_size=100');
    expect(all.body.data.map((item) => item.title)).toContain('Admin Guide');
  });

  it('makes a source link an external resource', async () => {
    const res = await create(form({ title: 'Outside Reading', source: 'https://example.com/read' }), admin);
    expect(res.body).toMatchObject({ sub_type: 'external', source: 'https://example.com/read' });
  });

  it('keeps an XSS payload inert in the content, after write and read', async () => {
    const res = await create(form({ title: 'Unsafe', content: `<p>Hello</p>${XSS}` }), admin);
    expect(res.status).toBe(201);
    for (const content of [
      res.body.content,
      (await api.call<Resource>('GET', `/api/v1/resources/${res.body.id}/`)).body.content,
      (await api.database.db.select().from(resources).where(eq(resources.id, res.body.id)))[0]!.content,
    ]) {
      expect(content).toContain('Hello');
      expect(content).not.toMatch(/onerror|<script|alert/);
    }
  });

  it('takes only the caller own uploads as files, and only an image as thumbnail', async () => {
    const adminPdf = await addUpload(ids.admin, 'application/pdf', 'guide.pdf');
    const adminImage = await addUpload(ids.admin, 'image/png', 'cover.png');
    const foreign = await create(form({ files: [adminPdf.id] }), student);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ files: [FILE_MESSAGES.unknownFile] });
    const missing = await create(form({ files: [987654] }), admin);
    expect(missing.body).toEqual({ files: [FILE_MESSAGES.unknownFile] });
    const notImage = await create(form({ thumbnail_image: adminPdf.id }), admin);
    expect(notImage.body).toEqual({ thumbnail_image: [CONTENT_FORM_MESSAGES.imageOnly] });
    const ok = await create(form({ title: 'With Files', files: [adminPdf.id], thumbnail_image: adminImage.id }), admin);
    expect(ok.status).toBe(201);
    expect(ok.body.files).toEqual([expect.objectContaining({ id: adminPdf.id, name: 'guide.pdf' })]);
    expect(ok.body.files[0]!.file).toMatch(/^\/media\/uploads\//);
    expect(ok.body.thumbnail_image?.id).toBe(adminImage.id);
  });
});

describe('editing and deleting', () => {
  it('is for the creator only', async () => {
    const mine = await create(form({ title: 'Member Resource' }), member);
    const path = `/api/v1/resources/${mine.body.id}/`;
    for (const token of [admin, student]) {
      const patch = await api.call<R>('PATCH', path, { token, body: { title: 'Taken over' } });
      expect(patch.status).toBe(403);
      expect(patch.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
      expect((await api.call<R>('DELETE', path, { token })).status).toBe(403);
    }
    const edited = await api.call<R>('PATCH', path, { token: member, body: { title: 'Member Resource v2' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Member Resource v2', title_slug: 'member-resource-v2' });
    const invalid = await api.call<R>('PATCH', path, { token: member, body: { title: '' } });
    expect(invalid.body).toEqual({ title: [CONTENT_FORM_MESSAGES.required] });
    expect((await moderate(mine.body.id, 'approve', admin)).status).toBe(200);
    expect((await api.call('POST', `/api/v1/bookmark/resource/${mine.body.id}/`, { token: student })).status).toBe(201);
    const seen = await api.call<Resource>('GET', path, { token: student });
    expect(seen.body.is_bookmarked).toBe(true);
    expect((await api.call('DELETE', path, { token: member })).status).toBe(204);
    expect((await api.call('GET', path, { token: member })).status).toBe(404);
    const tombstones = await api.database.db
      .select()
      .from(changes)
      .where(and(eq(changes.entity, 'bookmark'), eq(changes.entityId, `resource:${mine.body.id}`)));
    expect(tombstones.at(-1)).toMatchObject({ userId: ids.student, op: 'delete' });
    expect((await api.call('DELETE', path, { token: member })).status).toBe(404);
  });
});

describe('moderation', () => {
  it('is refused to members who are not certified in the default organization', async () => {
    const pending = await create(form({ title: 'To Moderate' }), student);
    for (const token of [member, student]) {
      const res = await moderate(pending.body.id, 'approve', token);
      expect(res.status).toBe(403);
    }
    expect((await moderate(pending.body.id, 'approve')).status).toBe(401);
    expect((await moderate(pending.body.id, 'publish', admin)).status).toBe(400);
  });

  it('lets a certified user of the default organization approve and reject non-approved resources', async () => {
    await api.database.db.update(profiles).set({ certificationLevel: 1 }).where(eq(profiles.userId, ids.member));
    const pending = await create(form({ title: 'Contribution Two' }), student);
    const rejected = await moderate(pending.body.id, 'reject', member);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    const approved = await moderate(pending.body.id, 'approve', member);
    expect(approved.body).toMatchObject({ status: 'approved', publish_to_khub: true, can_moderate: false });
    const again = await moderate(pending.body.id, 'approve', admin);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(MODERATION_ERRORS.approve);
    expect((await moderate(pending.body.id, 'reject', admin)).status).toBe(400);
    const all = await list('?type=resource&page_size=100');
    expect(all.body.data.map((item) => item.title)).toContain('Contribution Two');
    await api.database.db.update(profiles).set({ certificationLevel: null }).where(eq(profiles.userId, ids.member));
  });
});

describe('the content seed', () => {
  it('builds a one-page Career Planning Guide PDF', async () => {
    const doc = await PDFDocument.load(await careerPlanningGuidePdf());
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(CAREER_PLANNING_GUIDE);
  });

  it("serves the guide PDF and student@'s seeded resume at /media/uploads/ on a started server", async () => {
    const server = await startServer({
      inMemory: true,
      loadDataDir: await migratedDump(),
      port: 0,
      distDir: null,
      logger: createLogger('silent'),
      seed: { jobCount: 0, draftJobCount: 0, campusJobCount: 0 },
    });
    try {
      const get = (path: string) => server.app.request(path, { headers: { Host: 'localhost' } });
      const res = await get('/api/v1/resources/slug/career-planning-guide/');
      const guide = (await res.json()) as Resource;
      expect(guide.files).toHaveLength(1);
      const file = await get(guide.files[0]!.file);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

      const login = await server.app.request('/api/v1/token/', {
        method: 'POST',
        headers: { Host: 'localhost', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'student@example.org', password: 'demo-pass-2026' }),
      });
      const { access } = (await login.json()) as { access: string };
      const profile = await server.app.request('/api/v1/profile/', {
        headers: { Host: 'localhost', Authorization: `Bearer ${access}` },
      });
      const resume = ((await profile.json()) as { resume: { file: string } | null }).resume;
      const resumeFile = await get(resume!.file);
      expect(resumeFile.status).toBe(200);
      expect(new TextDecoder().decode((await resumeFile.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    } finally {
      await server.close();
    }
  }, 120_000);
});
