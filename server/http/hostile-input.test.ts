/**
 * The hostile corpus: every route the app registers, as a visitor, a member and staff, with
 * hostile path segments, query values and bodies. No answer may be a 5xx, leak a stack, a
 * file of ours or database text, or reach the database with input it refuses: the contract's
 * schemas and the input guard must turn every one of them into a 4xx first.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../contract/ids';
import { newMember } from '../profiles/testing';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import {
  contractFieldNames,
  contractQueryNames,
  fillPath,
  HOSTILE_SEGMENTS,
  hasParameters,
  plausiblePath,
  type RegisteredRoute,
  registeredRoutes,
  WHOLE_BODIES,
} from '../testing-hostile';
import { jsonObject, payloadAttacker } from '../testing-hostile-payload';
import { createProber, netWatchingLogger, type Prober, type Role } from '../testing-hostile-probe';
import { defaultTenantRows, notificationFor, othersPrivateRows, rowIds } from '../testing-hostile-tenancy';

let api: TestApi;
let probe: Prober;
let routes: RegisteredRoute[];
const ROLES: readonly Role[] = ['visitor', 'member', 'staff'];
const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

beforeAll(async () => {
  const { logger, netHits } = netWatchingLogger();
  api = await createTestApi({ jobCount: 5, draftJobCount: 2, campusJobCount: 5 }, null, { logger, trustProxy: true });
  probe = createProber(api, netHits);
  await probe.signIn();
  routes = registeredRoutes(api.app);
});
afterAll(() => api?.close());

/** Runs `each` over every route and asserts nothing failed (all failures reported together). */
async function overEveryRoute(each: (route: RegisteredRoute, index: number) => Promise<void>) {
  probe.failures.length = 0;
  for (const [index, route] of routes.entries()) await each(route, index);
  expect(probe.failures).toEqual([]);
}

/** The roles take turns, so every role meets every attack class somewhere without the full product. */
const roleAt = (turn: number, roles: readonly Role[] = ROLES) => roles[turn % roles.length]!;
/** Query values that can pass a schema and reach a query; the rest only meet validation. */
const DEEP_QUERY_VALUES = new Set(['0', '-1', '1.5', '99999999999999999999', String(MAX_ID + 1), 'x'.repeat(5000)]);

// Before the corpus, whose probes change what the demo accounts own.
describe('tenants and owners', { timeout: 120_000 }, () => {
  it('refuses a token of localhost sent to campus.localhost on every authenticated route', async () => {
    probe.failures.length = 0;
    const authenticated: string[] = [];
    const accepted: string[] = [];
    for (const route of routes.filter((r) => r.path.startsWith('/api/'))) {
      const path = plausiblePath(route.path);
      const visitor = await probe.sendJson({ role: 'visitor', method: route.method, path, attack: 'tenancy' }, {});
      if (visitor.status !== 401) continue;
      authenticated.push(`${route.method} ${route.path}`);
      const res = await probe.sendJson(
        { role: 'member', method: route.method, path, attack: 'foreign token', host: CAMPUS_HOST },
        {},
      );
      if (res.status !== 401) accepted.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(authenticated.length).toBeGreaterThan(80);
    expect(accepted).toEqual([]);
    expect(probe.failures).toEqual([]);
  });

  it('answers no row of localhost on campus.localhost: jobs, groups, people', async () => {
    const own = await defaultTenantRows(api);
    const campus = await newMember(api, CAMPUS_HOST);
    const get = (path: string) => api.call('GET', path, { host: CAMPUS_HOST, token: campus.token });
    const jobsPage = await get('/api/v1/jobs/?page_size=500');
    const groupsPage = await get('/api/v1/groups/?page_size=50');
    const people = await get(`/api/v1/search/?type=user&search=${own.person.name}&page_size=200`);
    for (const page of [jobsPage, groupsPage, people]) expect(page.status).toBe(200);
    expect(rowIds(jobsPage.body).length).toBeGreaterThan(0);
    expect(rowIds(jobsPage.body).filter((id) => own.jobIds.has(id))).toEqual([]);
    expect(rowIds(groupsPage.body).filter((id) => own.groupIds.has(id))).toEqual([]);
    expect(rowIds(people.body).filter((id) => own.personIds.has(id))).toEqual([]);
    const [jobId] = own.jobIds;
    const [groupId] = own.groupIds;
    expect((await get(`/api/v1/jobs/${jobId}/`)).status).toBe(404);
    expect((await get(`/api/v1/groups/${groupId}/`)).status).toBe(404);
    expect((await get(`/api/v1/profile/${own.person.slug}/`)).status).toBe(404);
  });

  it('keeps a member’s private data from another member', async () => {
    const owner = await newMember(api);
    const other = await newMember(api);
    const as = (token: string) => (method: string, path: string, body?: unknown) =>
      api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
    const [byOwner, byOther] = [as(owner.token), as(other.token)];
    const refused = async (method: string, path: string, body?: unknown) =>
      expect([403, 404]).toContain((await byOther(method, path, body)).status);

    const notification = await notificationFor(api, owner.id);
    await refused('POST', `/api/v1/notifications/${notification}/read/`);
    expect(rowIds((await byOther('GET', '/api/v1/notifications/')).body)).not.toContain(notification);

    const member = await api.login('member@example.org');
    const room = await api.call<{ id: number }>('POST', '/api/v1/chat/rooms/', {
      token: member.access,
      body: { user: owner.id },
    });
    expect(room.status).toBe(201);
    await refused('GET', `/api/v1/chat/rooms/${room.body.id}/messages/`);
    await refused('POST', `/api/v1/chat/rooms/${room.body.id}/read/`);
    expect(rowIds((await byOther('GET', '/api/v1/chat/rooms/')).body)).not.toContain(room.body.id);

    const tip = await byOwner('POST', '/api/v1/career-tips/', { title: 'Draft tip', content: 'Mine', group: null });
    expect(tip.status).toBe(201);
    const tipId = (tip.body as { id: number; status: string }).id;
    await refused('PATCH', `/api/v1/career-tips/${tipId}/`, { title: 'Taken over' });
    await refused('DELETE', `/api/v1/career-tips/${tipId}/`);

    const rows = await othersPrivateRows(api, other.id);
    await refused('GET', `/api/v1/jobs/${rows.draftJobId}/`);
    await refused('GET', `/api/v1/jobs/${rows.appliedJobId}/applications/`);
    await refused('GET', `/api/v1/jobs/${rows.appliedJobId}/export-job-membership/`);
    await refused('POST', `/api/v1/agent-reports/${rows.reportId}/feedback/`, {
      response_id: rows.reportId,
      feedback: 'Not mine',
    });
    expect(rowIds((await byOther('GET', '/api/v1/agent-reports/')).body)).not.toContain(rows.reportId);

    const [jobId] = (await defaultTenantRows(api)).jobIds;
    expect((await byOwner('POST', `/api/v1/bookmark/job/${jobId}/`)).status).toBeLessThan(300);
    expect(rowIds((await byOther('GET', '/api/v1/bookmark/job/')).body)).toEqual([]);
    await byOther('DELETE', `/api/v1/unbookmark/job/${jobId}/`);
    expect((await byOwner('GET', '/api/v1/bookmark/job/')).text).toContain(`"object_id":${jobId}`);

    const entry = { id: crypto.randomUUID(), type: 'work', title: 'Mine', description: 'Mine', group: 1 };
    const created = await byOwner('POST', '/api/v1/career-entries/', {
      ...entry,
      skills: [1],
      start_date: '2024-01-01',
      is_currently_working: true,
    });
    expect(created.text).toContain(entry.id);
    await refused('PATCH', `/api/v1/career-entries/${entry.id}/`, { title: 'Taken over' });
    await byOther('DELETE', `/api/v1/career-entries/${entry.id}/`);
    expect((await byOwner('GET', '/api/v1/career-entries/')).text).toContain(`"title":"Mine"`);
  });
});

describe('hostile input over every route', { timeout: 300_000 }, () => {
  it('finds the routes and the contract names it attacks with', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toContainEqual({ method: 'GET', path: '/media/uploads/*' });
    expect(contractFieldNames()).toEqual(expect.arrayContaining(['user', 'group', 'title', 'email']));
    expect(contractQueryNames()).toEqual(expect.arrayContaining(['page', 'page_size', 'search', 'group_id']));
  });

  it('answers hostile path segments with a 4xx', async () => {
    await overEveryRoute(async (route, index) => {
      if (!hasParameters(route.path)) return;
      for (const [n, segment] of HOSTILE_SEGMENTS.entries()) {
        const path = fillPath(route.path, segment);
        const attack = `path ${segment.slice(0, 20)}`;
        await probe.sendJson({ role: roleAt(index + n), method: route.method, path, attack }, {});
      }
    });
  });

  it('answers hostile query values with a 4xx', async () => {
    const names = contractQueryNames();
    await overEveryRoute(async (route, index) => {
      const path = plausiblePath(route.path);
      // Routes with a body rarely read a query: two values each, in turn.
      const values = hasBody(route.method)
        ? [0, 7].map((k) => HOSTILE_SEGMENTS[(index + k) % HOSTILE_SEGMENTS.length]!)
        : HOSTILE_SEGMENTS;
      for (const [n, value] of values.entries()) {
        const role = roleAt(index + n);
        const attack = `query ${value.slice(0, 20)}`;
        const every = await probe.send({ role, method: route.method, path: queried(path, names, value), attack });
        if (every.status !== 400 || !DEEP_QUERY_VALUES.has(value)) continue;
        // Again with only the parameters that took the value, so it goes as deep as it can.
        const refused = Object.keys(jsonObject(every.text));
        const taken = names.filter((name) => !refused.includes(name));
        if (taken.length === 0 || refused.includes('detail')) continue;
        await probe.send({ role, method: route.method, path: queried(path, taken, value), attack: `${attack} taken` });
      }
    });
  });

  it('answers bodies of the wrong shape or encoding with a 4xx', async () => {
    await overEveryRoute(async (route, index) => {
      if (!hasBody(route.method)) return;
      const path = plausiblePath(route.path);
      for (const [n, whole] of WHOLE_BODIES.entries()) {
        const { body, contentType } = whole;
        await probe.send({
          role: roleAt(index + n),
          method: route.method,
          path,
          attack: whole.name,
          body,
          contentType,
        });
      }
    });
  });

  it('answers every attack class in the fields of every payload with a 4xx', async () => {
    const payloads = payloadAttacker(probe);
    await overEveryRoute(async (route, index) => {
      if (!hasBody(route.method)) return;
      const path = plausiblePath(route.path);
      const target = await payloads.find(route, path);
      if (target) await payloads.attackOneFieldAtATime(target, route, path, index);
      else await payloads.attackEveryField(route, path, index);
    });
  });
});

const queried = (path: string, names: readonly string[], value: string) =>
  `${path}?${names.map((name) => `${name}=${value}`).join('&')}`;
