/**
 * The account and profile areas on the endpoint table: the worker's paths come from it, and
 * the answers stay what they were before the table (an organization id that is not a row id
 * is a 404 after the token check, a member asking for the staff feedback list is refused
 * whatever the query, a wrong method under a member-only path asks for a token first, a
 * declared body is checked after the token). Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, ALTERNATE_EMAIL_ENDPOINTS } from '../../contract/account-endpoints';
import { pathOf } from '../../contract/endpoint';
import { ID_MESSAGES, MAX_ID } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import { CAREER_ENTRY_ENDPOINTS, PROFILE_ENDPOINTS } from '../../contract/profile-endpoints';
import { createTestApi, NOT_AUTHENTICATED, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let member: string;
let staff: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  member = (await api.login('member@example.org')).access;
  staff = (await api.login('admin@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

const notADictionary = { non_field_errors: ['Invalid data. Expected a dictionary.'] };

describe('the account endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(ACCOUNT_ENDPOINTS.otpVerify)).toBe('/api/v1/otp/verify/');
    expect(pathOf(ACCOUNT_ENDPOINTS.makeDefaultOrganization, { id: 7 })).toBe('/api/v1/organizations/7/make-default/');
    expect(pathOf(ALTERNATE_EMAIL_ENDPOINTS.makePrimary)).toBe('/api/v1/alternate-email/make-primary/');
    expect(pathOf(PROFILE_ENDPOINTS.bySlug, { slug: 'a b' })).toBe('/api/v1/profile/a%20b/');
    expect(pathOf(CAREER_ENTRY_ENDPOINTS.remove, { id: 'x/y' })).toBe('/api/v1/career-entries/x%2Fy/');
  });

  it('answers an organization id that is not a row id with Not found, after the token check', async () => {
    for (const id of ['abc', '0', '1.5', String(MAX_ID + 1)]) {
      const path = `/api/v1/organizations/${id}/make-default/`;
      const anonymous = await api.call('POST', path);
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const signedIn = await api.call('POST', path, { token: member, body: {} });
      expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, NOT_FOUND]);
    }
  });

  it('refuses the feedback list to a member whatever the query, and names a bad value by its field for staff', async () => {
    const path = pathOf(ACCOUNT_ENDPOINTS.feedbackList);
    const denied = await api.call('GET', `${path}?page_size=abc`, { token: member });
    expect([denied.status, denied.body]).toEqual([403, { detail: MESSAGES.permissionDenied }]);
    const bad = await api.call('GET', `${path}?page_size=abc`, { token: staff });
    expect([bad.status, bad.body]).toEqual([400, { page_size: [ID_MESSAGES.invalid] }]);
    const first = await api.call('GET', `${path}?page_size=1&page_size=abc`, { token: staff });
    expect(first.status).toBe(200);
  });

  it('answers a wrong method as an unknown path, a token first where the path always asked for one', async () => {
    for (const [method, path] of [
      ['PUT', '/api/v1/feedback/'],
      ['DELETE', '/api/v1/profile/'],
      ['PUT', '/api/v1/career-entries/abc/'],
      ['GET', '/api/v1/profile/abc/def/'],
    ] as const) {
      const anonymous = await api.call(method, path);
      expect([method, path, anonymous.status, anonymous.body]).toEqual([method, path, 401, NOT_AUTHENTICATED]);
      const signedIn = await api.call(method, path, { token: member });
      expect([method, path, signedIn.status, signedIn.body]).toEqual([method, path, 404, NOT_FOUND]);
    }
    for (const [method, path] of [
      ['GET', '/api/v1/alternate-email/'],
      ['PATCH', '/api/v1/preferences/x/'],
      ['POST', '/api/v1/identity/'],
      ['GET', '/api/v1/otp/verify/'],
    ] as const) {
      const anonymous = await api.call(method, path);
      expect([method, path, anonymous.status, anonymous.body]).toEqual([method, path, 404, NOT_FOUND]);
    }
  });

  it('checks a declared body after the token: a missing field gets its own message', async () => {
    const anonymous = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), { body: {} });
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const empty = await api.call('POST', pathOf(ACCOUNT_ENDPOINTS.sendFeedback), { token: member, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body as object).sort()).toEqual(['description', 'title']);
    for (const [method, target] of [
      ['PATCH', ACCOUNT_ENDPOINTS.preferences],
      ['POST', ACCOUNT_ENDPOINTS.passwordChange],
      ['POST', ALTERNATE_EMAIL_ENDPOINTS.add],
      ['POST', CAREER_ENTRY_ENDPOINTS.save],
    ] as const) {
      const list = await api.call(method, pathOf(target), { token: member, body: [1] });
      expect([target.path, list.status, list.body]).toEqual([target.path, 400, notADictionary]);
    }
  });

  it('reads a career entry edit after its 404, and a delete of an unknown id is done', async () => {
    const edit = await api.call('PATCH', pathOf(CAREER_ENTRY_ENDPOINTS.update, { id: 'none' }), {
      token: member,
      body: [1],
    });
    expect([edit.status, edit.body]).toEqual([404, NOT_FOUND]);
    const removed = await api.call('DELETE', pathOf(CAREER_ENTRY_ENDPOINTS.remove, { id: 'none' }), { token: member });
    expect(removed.status).toBe(204);
    const unknown = await api.call('GET', pathOf(PROFILE_ENDPOINTS.bySlug, { slug: 'nobody-here' }), { token: member });
    expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
  });
});
