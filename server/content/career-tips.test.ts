/**
 * Career tips (GET/POST /api/v1/career-tips/, by id, group and slug, PATCH/DELETE by the
 * creator, approve-reject by administrators of the default organization), over the real
 * app, a real PGlite and the demo seed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CareerTip } from '../../contract/content';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import type { Paged } from '../../contract/paging';
import { memberships } from '../db/schema';
import { type TestApi, userIdOf } from '../testing';
import { MODERATION_ERRORS } from './moderation';
import { careerTips, votes } from './schema';
import { defaultOrgIdOf, startContentApi, XSS } from './testing';

type T = CareerTip & Record<string, string[]> & { detail?: string };

let api: TestApi;
let admin: string;
let member: string;
let student: string;
let tenantId: number;
let defaultOrgId: number;

beforeAll(async () => {
  ({ api, admin, member, student, tenantId } = await startContentApi());
  defaultOrgId = await defaultOrgIdOf(api);
});
afterAll(() => api?.close());

const create = (body: Record<string, unknown>, token: string) =>
  api.call<T>('POST', '/api/v1/career-tips/', { token, body });
const moderate = (id: number, action: string, token: string) =>
  api.call<T>('POST', `/api/v1/career-tips/${id}/approve-reject/`, { token, body: { action } });
const list = (path: string, token?: string) => api.call<Paged<CareerTip>>('GET', path, token ? { token } : {});
const titles = async (path: string, token?: string) => (await list(path, token)).body.data.map((item) => item.title);

describe('lists', () => {
  it('show approved tips only, to everyone', async () => {
    const res = await list('/api/v1/career-tips/');
    expect(res.status).toBe(200);
    expect(res.body.pagination.count).toBe(6);
    expect(res.body.data.every((item) => item.status === 'approved')).toBe(true);
    expect(await titles('/api/v1/all-career-tips/')).not.toContain('Find a mentor outside your team');
    expect(await titles(`/api/v1/career-tips/group/${defaultOrgId}/`)).toHaveLength(6);
    expect(await titles('/api/v1/career-tips/?status=pending', member)).not.toContain(
      'Find a mentor outside your team',
    );
    expect(await titles('/api/v1/career-tips/?status=pending', admin)).toEqual(['Find a mentor outside your team']);
  });

  it('read a tip by slug and id, pending ones only for the creator and moderators', async () => {
    const bySlug = await api.call<CareerTip>('GET', '/api/v1/all-career-tips/slug/keep-a-brag-document/');
    expect(bySlug.body).toMatchObject({ title: 'Keep a brag document', vote_score: 0, user_vote_type: null });
    const [pending] = await api.database.db.select().from(careerTips).where(eq(careerTips.status, 'pending'));
    const path = `/api/v1/career-tips/${pending!.id}/`;
    expect((await api.call('GET', path)).status).toBe(404);
    expect((await api.call('GET', path, { token: member })).status).toBe(404);
    expect((await api.call('GET', path, { token: student })).status).toBe(200);
    expect((await api.call<CareerTip>('GET', path, { token: admin })).body.can_moderate).toBe(true);
  });

  it('carry the caller vote', async () => {
    const tip = (await api.call<CareerTip>('GET', '/api/v1/all-career-tips/slug/learn-in-public/')).body;
    const memberUserId = await userIdOf(api, 'member@example.org');
    await api.database.db
      .insert(votes)
      .values({ tenantId, userId: memberUserId, contentType: 'careertip', objectId: tip.id, voteType: 'upvote' });
    const seen = await api.call<CareerTip>('GET', `/api/v1/career-tips/${tip.id}/`, { token: member });
    expect(seen.body.user_vote_type).toBe('upvote');
    const other = await api.call<CareerTip>('GET', `/api/v1/career-tips/${tip.id}/`, { token: student });
    expect(other.body.user_vote_type).toBeNull();
  });
});

describe('submitting', () => {
  it('takes any member tip as pending, absent from public lists', async () => {
    const res = await create({ title: 'Sleep before the exam', content: '<p>Rest helps.</p>', group: null }, student);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', slug: 'sleep-before-the-exam', can_edit: true });
    expect(await titles('/api/v1/career-tips/?page_size=100')).not.toContain('Sleep before the exam');
    expect(
      (await api.call('POST', '/api/v1/career-tips/', { body: { title: 'x', content: 'y', group: null } })).status,
    ).toBe(401);
  });

  it('answers the contract messages and keeps rich text inert', async () => {
    const invalid = await create({ title: '', content: '<p></p>', group: null }, member);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      title: [CONTENT_FORM_MESSAGES.required],
      content: [CONTENT_FORM_MESSAGES.required],
    });
    expect((await create({ title: 'x', content: 'y', group: 987654 }, member)).status).toBe(400);
    const unsafe = await create({ title: 'Unsafe tip', content: `<p>Tip</p>${XSS}`, group: null }, member);
    const [row] = await api.database.db.select().from(careerTips).where(eq(careerTips.id, unsafe.body.id));
    const read = await api.call<CareerTip>('GET', `/api/v1/career-tips/${unsafe.body.id}/`, { token: member });
    for (const content of [unsafe.body.content, row!.content, read.body.content]) {
      expect(content).toContain('Tip');
      expect(content).not.toMatch(/onerror|<script|alert/);
    }
  });
});

describe('moderation', () => {
  it('is for administrators of the default organization', async () => {
    const tip = await create({ title: 'Moderate me', content: '<p>Please.</p>', group: null }, student);
    for (const token of [member, student]) {
      const res = await moderate(tip.body.id, 'approve', token);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
    }
    // An accepted leader of the default organization moderates too.
    const memberUserId = await userIdOf(api, 'member@example.org');
    await api.database.db
      .update(memberships)
      .set({ role: 'leader' })
      .where(and(eq(memberships.groupId, defaultOrgId), eq(memberships.userId, memberUserId)));
    const rejected = await moderate(tip.body.id, 'reject', member);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    await api.database.db
      .update(memberships)
      .set({ role: 'member' })
      .where(and(eq(memberships.groupId, defaultOrgId), eq(memberships.userId, memberUserId)));
  });

  it('approves a pending or rejected tip and rejects only a pending one', async () => {
    const a = await create({ title: 'Tip A', content: '<p>A</p>', group: null }, student);
    const approved = await moderate(a.body.id, 'approve', admin);
    expect(approved.body).toMatchObject({ status: 'approved', can_moderate: false });
    expect(await titles('/api/v1/career-tips/?page_size=100')).toContain('Tip A');
    const rejectApproved = await moderate(a.body.id, 'reject', admin);
    expect(rejectApproved.status).toBe(400);
    expect(rejectApproved.body.detail).toBe(MODERATION_ERRORS.reject);
    expect((await moderate(a.body.id, 'approve', admin)).body.detail).toBe(MODERATION_ERRORS.approve);

    const b = await create({ title: 'Tip B', content: '<p>B</p>', group: null }, student);
    expect((await moderate(b.body.id, 'reject', admin)).body.status).toBe('rejected');
    expect((await moderate(b.body.id, 'reject', admin)).status).toBe(400);
    expect((await moderate(b.body.id, 'approve', admin)).body.status).toBe('approved');
    expect((await moderate(b.body.id, 'maybe', admin)).status).toBe(400);
    expect((await moderate(987654, 'approve', admin)).status).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('is for the creator only', async () => {
    const tip = await create({ title: 'Editable tip', content: '<p>v1</p>', group: null }, member);
    const path = `/api/v1/career-tips/${tip.body.id}/`;
    for (const token of [admin, student]) {
      const res = await api.call<T>('PATCH', path, { token, body: { title: 'Hijack' } });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(CONTENT_MESSAGES.notAllowed);
      expect((await api.call('DELETE', path, { token })).status).toBe(403);
    }
    const edited = await api.call<T>('PATCH', path, { token: member, body: { title: 'Edited tip' } });
    expect(edited.body).toMatchObject({ title: 'Edited tip', slug: 'edited-tip', content: '<p>v1</p>' });
    expect((await api.call('DELETE', path, { token: member })).status).toBe(204);
    expect((await api.call('GET', path, { token: member })).status).toBe(404);
  });
});
