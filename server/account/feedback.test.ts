import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type Feedback } from '../../contract/account';
import { ACCOUNT_ENDPOINTS } from '../../contract/account-endpoints';
import { pathOf } from '../../contract/endpoint';
import type { Identity } from '../../contract/identity';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 3, draftJobCount: 0, campusJobCount: 3 });
});
afterAll(() => api?.close());

describe('feedback', () => {
  it('any member sends it (201); only staff read it, newest first, per tenant', async () => {
    const { access } = await api.login('member@example.org');
    const first = await api.call<Feedback>('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), {
      token: access,
      body: { title: ' Search ', description: 'Please add a salary filter.' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      title: 'Search',
      description: 'Please add a salary filter.',
      user: { email: 'member@example.org', name: 'Mateo Silva' },
    });
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), {
      token: access,
      body: { title: 'Later', description: 'More.' },
    });
    const campus = (await api.login('member@example.org', CAMPUS_HOST)).access;
    await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), {
      host: CAMPUS_HOST,
      token: campus,
      body: { title: 'C', description: 'c' },
    });

    const denied = await api.call('GET', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), { token: access });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: MESSAGES.permissionDenied });
    const staff = (await api.login('admin@example.org')).access;
    const list = await api.call<Paged<Feedback>>('GET', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.title)).toEqual(['Later', 'Search']);
    expect(list.body.pagination).toEqual({ count: 2, next: null });
    const paged = await api.call<Paged<Feedback>>('GET', `${pathOf(ACCOUNT_ENDPOINTS.sendFeedback)}?page_size=1`, {
      token: staff,
    });
    expect(paged.body.pagination.next).toBe('/api/v1/feedback/?page=2&page_size=1');
  });

  it('needs both title and description', async () => {
    const { access } = await api.login('student@example.org');
    const res = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), {
      token: access,
      body: { title: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      title: [ACCOUNT_MESSAGES.feedbackRequired],
      description: [ACCOUNT_MESSAGES.feedbackRequired],
    });
    expect(
      (await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), { body: { title: 'a', description: 'b' } }))
        .status,
    ).toBe(401);
  });
});

describe('PATCH /api/v1/preferences/', () => {
  it('the seed gives the member preferences, the others none', async () => {
    const member = await api.call<Identity>('GET', '/api/v1/identity/', {
      token: (await api.login('member@example.org')).access,
    });
    expect(member.body.preferences).toEqual({ current_role: 3, focus_area: 'both' });
    const admin = await api.call<Identity>('GET', '/api/v1/identity/', {
      token: (await api.login('admin@example.org')).access,
    });
    expect(admin.body.preferences).toEqual({ current_role: null, focus_area: null });
  });

  it('saves persona and focus area and identity reflects them', async () => {
    const { access } = await api.login('student@example.org');
    const res = await api.call('PATCH', pathOf(ACCOUNT_ENDPOINTS.preferences), {
      token: access,
      body: { current_role: 2, focus_area: 'learn_ai_skills' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ current_role: 2, focus_area: 'learn_ai_skills' });
    const identity = await api.call<Identity>('GET', '/api/v1/identity/', { token: access });
    expect(identity.body.preferences).toEqual({ current_role: 2, focus_area: 'learn_ai_skills' });
    const campus = await api.call<Identity>('GET', '/api/v1/identity/', {
      host: CAMPUS_HOST,
      token: (await api.login('student@example.org', CAMPUS_HOST)).access,
    });
    expect(campus.body.preferences).toEqual({ current_role: null, focus_area: null });
  });

  it('refuses an unknown persona or focus', async () => {
    const { access } = await api.login('student@example.org');
    const res = await api.call<Record<string, string[]>>('PATCH', pathOf(ACCOUNT_ENDPOINTS.preferences), {
      token: access,
      body: { current_role: 9, focus_area: 'everything' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['current_role', 'focus_area']);
  });
});
