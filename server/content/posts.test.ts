/**
 * Posts and newsletters (POST/GET /api/v1/contents/, by slug and id, PATCH/DELETE by the
 * creator): posting rights in groups (members, paid groups only once paid), private posts,
 * validation, sanitising, over the real app, a real PGlite and the demo seed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../contract/content';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import type { Paged } from '../../contract/paging';
import { mailOutbox } from '../account/schema';
import { groups, memberships, users } from '../db/schema';
import { type TestApi, userIdOf } from '../testing';
import { posts } from './schema';
import { defaultOrgIdOf, startContentApi, XSS } from './testing';

type P = Post & Record<string, string[]> & { detail?: string };

let api: TestApi;
let admin: string;
let member: string;
let student: string;
let tenantId: number;
let defaultOrgId: number;
let northwindId: number; // admin@ runs it; student@ does not belong to it
let paidGroupId: number; // student@ accepted, payment pending

beforeAll(async () => {
  ({ api, admin, member, student, tenantId } = await startContentApi());
  const db = api.database.db;
  defaultOrgId = await defaultOrgIdOf(api);
  const orgs = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.groupType, 'organization')));
  northwindId = orgs.find((org) => org.name === 'Northwind Analytics')!.id;
  const studentUserId = await userIdOf(api, 'student@example.org');
  const paid = orgs.find((org) => org.id !== defaultOrgId && org.id !== northwindId)!;
  paidGroupId = paid.id;
  await db.update(groups).set({ isPaid: true }).where(eq(groups.id, paidGroupId));
  await db.delete(memberships).where(and(eq(memberships.groupId, paidGroupId), eq(memberships.userId, studentUserId)));
  await db.insert(memberships).values({
    tenantId,
    groupId: paidGroupId,
    userId: studentUserId,
    status: 'accepted',
    role: 'member',
    paymentStatus: 'pending',
  });
});
afterAll(() => api?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hello circle',
  content: '<p>A first post.</p>',
  group: null,
  types: 'post',
  security_level: 0,
  send_email: false,
  files: [],
  ...overrides,
});
const create = (body: Record<string, unknown>, token: string) =>
  api.call<P>('POST', '/api/v1/contents/', { token, body });
const list = (query = '', token?: string) =>
  api.call<Paged<Post>>('GET', `/api/v1/contents/${query}`, token ? { token } : {});

describe('lists', () => {
  it('shows the seeded posts and newsletters to visitors, newest first, 15 per page', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.pagination.count).toBe(8);
    const dates = all.body.data.map((item) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newsletters = await list('?types=newsletter');
    expect(newsletters.body.data.map((item) => item.types)).toEqual(['newsletter', 'newsletter']);
    const paged = await list('?types=post&page_size=4');
    expect(paged.body.data).toHaveLength(4);
    expect(paged.body.pagination.next).toContain('page=2');
    expect((await list(`?group_id=${defaultOrgId}`)).body.pagination.count).toBe(8);
    expect((await list('?types=video')).status).toBe(400);
  });
});

describe('posting', () => {
  it('puts a post without a group in the default organization', async () => {
    const res = await create(form(), member);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ group: defaultOrgId, slug: 'hello-circle', can_edit: true, types: 'post' });
    expect(res.body.group_detail?.id).toBe(defaultOrgId);
    const bySlug = await api.call<Post>('GET', '/api/v1/contents/slug/hello-circle/');
    expect(bySlug.body.id).toBe(res.body.id);
    expect(bySlug.body.can_edit).toBe(false);
    const newsletter = await create(form({ title: 'Weekly', types: 'newsletter', send_email: true }), admin);
    expect(newsletter.body).toMatchObject({ types: 'newsletter', send_email: true });
  });

  it('refuses a group the member does not belong to, and a paid group before payment', async () => {
    for (const group of [northwindId, paidGroupId]) {
      const res = await create(form({ group }), student);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
    }
    await api.database.db
      .update(memberships)
      .set({ paymentStatus: 'confirmed' })
      .where(eq(memberships.groupId, paidGroupId));
    expect((await create(form({ group: paidGroupId, title: 'Paid now' }), student)).status).toBe(201);
    expect((await create(form({ group: northwindId, title: 'Employer news' }), admin)).status).toBe(201);
    expect((await api.call('POST', '/api/v1/contents/', { body: form() })).status).toBe(401);
  });

  it('answers the contract messages for an invalid form', async () => {
    const res = await create(form({ title: '  ', content: '<p> </p>', files: [1, 2, 3, 4, 5, 6, 7, 8] }), member);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: [CONTENT_FORM_MESSAGES.required],
      content: [CONTENT_FORM_MESSAGES.required],
      files: [CONTENT_FORM_MESSAGES.maxFiles],
    });
    expect((await create(form({ security_level: 5 }), member)).status).toBe(400);
    expect((await create(form({ group: 987654 }), member)).status).toBe(400);
  });

  it('keeps an XSS payload inert after write and read', async () => {
    const res = await create(form({ title: 'Unsafe post', content: `<p>Hi</p>${XSS}` }), member);
    const read = await api.call<Post>('GET', `/api/v1/contents/${res.body.id}/`);
    const [row] = await api.database.db.select().from(posts).where(eq(posts.id, res.body.id));
    for (const content of [res.body.content, read.body.content, row!.content]) {
      expect(content).toContain('Hi');
      expect(content).not.toMatch(/onerror|<script|alert/);
    }
  });

  it('shows a private post only to its group members and creator', async () => {
    const res = await create(form({ title: 'Employer only', group: northwindId, security_level: 20 }), admin);
    const path = `/api/v1/contents/${res.body.id}/`;
    expect((await api.call('GET', path)).status).toBe(404);
    expect((await api.call('GET', path, { token: student })).status).toBe(404);
    expect((await api.call('GET', path, { token: admin })).status).toBe(200);
    expect((await list('?page_size=100')).body.data.map((item) => item.title)).not.toContain('Employer only');
  });
});

describe('send_email', () => {
  it('mails the post to the accepted members of its group except the author', async () => {
    const db = api.database.db;
    const memberUserId = await userIdOf(api, 'member@example.org');
    await db.delete(memberships).where(and(eq(memberships.groupId, northwindId), eq(memberships.userId, memberUserId)));
    await db
      .insert(memberships)
      .values({ tenantId, groupId: northwindId, userId: memberUserId, status: 'accepted', role: 'member' });
    const accepted = await db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.groupId, northwindId), eq(memberships.status, 'accepted')));
    const expected = accepted.map((row) => row.email).filter((email) => email !== 'admin@example.org');
    expect(expected).toContain('member@example.org');
    const res = await create(
      form({ title: 'Northwind Newsletter', types: 'newsletter', group: northwindId, send_email: true }),
      admin,
    );
    expect(res.status).toBe(201);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Northwind Newsletter'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(expected.sort());
    expect(mails[0]?.text).toContain('/post/northwind-newsletter');
    const quiet = await create(form({ title: 'No mail', group: northwindId }), admin);
    expect(quiet.status).toBe(201);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'No mail'))).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('is for the creator only', async () => {
    const res = await create(form({ title: 'Mine to edit' }), member);
    const path = `/api/v1/contents/${res.body.id}/`;
    for (const token of [admin, student]) {
      const patch = await api.call<P>('PATCH', path, { token, body: { title: 'Not yours' } });
      expect(patch.status).toBe(403);
      expect(patch.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
      expect((await api.call('DELETE', path, { token })).status).toBe(403);
    }
    const edited = await api.call<P>('PATCH', path, { token: member, body: { content: `<p>Edited</p>${XSS}` } });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Mine to edit');
    expect(edited.body.content).not.toMatch(/onerror|<script/);
    expect((await api.call('DELETE', path, { token: member })).status).toBe(204);
    expect((await api.call('GET', path)).status).toBe(404);
  });
});
