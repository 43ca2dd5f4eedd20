/**
 * Discovery on the endpoint table: the lookup lists are public and the directory asks for a
 * token, a repeated query key counts once, a bad query value gets its field's message, and a
 * wrong method on the directory asks for a token first, as before the table. Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_ENDPOINTS, LOOKUP_ENDPOINTS } from '../../contract/directory-endpoints';
import { pathOf } from '../../contract/endpoint';
import { ID_MESSAGES } from '../../contract/ids';
import { createTestApi, NOT_AUTHENTICATED, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
  token = (await api.login('member@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

describe('the discovery endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(LOOKUP_ENDPOINTS.topicAreas)).toBe('/api/v1/topic-areas/');
    expect(pathOf(DIRECTORY_ENDPOINTS.connections)).toBe('/api/v1/connections/');
  });

  it('serves the lookup lists to visitors and reads the first value of a repeated key', async () => {
    const skills = await api.call<{ data: { name: string }[] }>(
      'GET',
      `${pathOf(LOOKUP_ENDPOINTS.skills)}?search=zzzz&search=a`,
    );
    expect(skills.status).toBe(200);
    expect(skills.body.data).toEqual([]);
    const topics = await api.call('GET', `${pathOf(LOOKUP_ENDPOINTS.topics)}?topic_area=1&topic_area=x`);
    expect(topics.status).toBe(200);
    const bad = await api.call('GET', `${pathOf(LOOKUP_ENDPOINTS.topics)}?topic_area=abc`);
    expect([bad.status, bad.body]).toEqual([400, { topic_area: [ID_MESSAGES.invalid] }]);
  });

  it('names a bad directory query value by its field, after the token check', async () => {
    const search = pathOf(DIRECTORY_ENDPOINTS.search);
    const anonymous = await api.call('GET', `${search}?page_size=abc`);
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const bad = await api.call('GET', `${search}?page_size=abc`, { token });
    expect([bad.status, bad.body]).toEqual([400, { page_size: [ID_MESSAGES.invalid] }]);
    const kind = await api.call('GET', `${search}?type=planet&is_influencer=maybe`, { token });
    expect(kind.status).toBe(400);
    expect(Object.keys(kind.body as object).sort()).toEqual(['is_influencer', 'type']);
    const first = await api.call('GET', `${search}?search=zzzzzz&page_size=1&page_size=x`, { token });
    expect(first.status).toBe(200);
    const tooMany = await api.call('GET', `${pathOf(DIRECTORY_ENDPOINTS.connections)}?page_size=201`, { token });
    expect([tooMany.status, tooMany.body]).toEqual([400, { page_size: [ID_MESSAGES.tooLarge(200)] }]);
  });

  it('checks a new topic after the token, and its body before anything else', async () => {
    const path = pathOf(LOOKUP_ENDPOINTS.createTopic);
    const anonymous = await api.call('POST', path, { body: {} });
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const empty = await api.call('POST', path, { token, body: {} });
    expect([empty.status, empty.body]).toEqual([400, { name: ['Required'] }]);
  });

  it('answers a wrong method as an unknown path, a token first on the directory', async () => {
    for (const path of ['/api/v1/search/', '/api/v1/connections/']) {
      const anonymous = await api.call('POST', path, { body: {} });
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const signedIn = await api.call('POST', path, { token, body: {} });
      expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, NOT_FOUND]);
    }
    for (const [method, path] of [
      ['POST', '/api/v1/skills/'],
      ['DELETE', '/api/v1/topic-areas/'],
      ['PUT', '/api/v1/topics/'],
    ] as const) {
      const res = await api.call(method, path, { token, body: {} });
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
    }
  });
});
