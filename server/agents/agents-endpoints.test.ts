/**
 * The agents area on the endpoint table: the worker's paths come from it, and the answers
 * stay what they were before the table (an unknown agent, run or report is a 404; staff's
 * calls answer 401, then 403, before the agent's 404; an unknown agent type lists every
 * agent; a bad page is named by its field; a wrong method is an unknown path). Never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENDPOINTS, AGENT_REPORT_ENDPOINTS } from '../../contract/agent-endpoints';
import { AGENT_MESSAGES, type Agent } from '../../contract/agents';
import { pathOf } from '../../contract/endpoint';
import { ID_MESSAGES } from '../../contract/ids';
import { createTestApi, NOT_AUTHENTICATED, NOT_FOUND, type TestApi } from '../testing';

let api: TestApi;
let member: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
  admin = (await api.login('admin@example.org')).access;
}, 400_000);
afterAll(() => api?.close());

const slugsOf = (body: { data: Agent[] }) => body.data.map((agent) => agent.slug);

describe('the agents endpoint table', () => {
  it('builds concrete paths', () => {
    expect(pathOf(AGENT_ENDPOINTS.bySlug, { slug: 'a b' })).toBe('/api/v1/agents/slug/a%20b/');
    expect(pathOf(AGENT_ENDPOINTS.step, { run: 'r/1', step: 'k' })).toBe('/api/v1/agent-runs/r%2F1/steps/k/');
    expect(pathOf(AGENT_ENDPOINTS.stepPrompt, { slug: 'careergps', id: 4 })).toBe(
      '/api/v1/agents/slug/careergps/steps/4/',
    );
    expect(pathOf(AGENT_REPORT_ENDPOINTS.feedback, { id: 7 })).toBe('/api/v1/agent-reports/7/feedback/');
    expect(pathOf(AGENT_REPORT_ENDPOINTS.list)).toBe('/api/v1/agent-reports/');
  });

  it('answers an unknown agent, run or report with Not found, after the token check of a member call', async () => {
    const agent = await api.call('POST', pathOf(AGENT_ENDPOINTS.startRun, { slug: 'nope' }), { body: [1] });
    expect([agent.status, agent.body]).toEqual([404, { detail: AGENT_MESSAGES.notFound }]);
    const run = await api.call('POST', pathOf(AGENT_ENDPOINTS.step, { run: 'nope', step: 'x' }), { body: {} });
    expect([run.status, run.body]).toEqual([404, NOT_FOUND]);
    const report = await api.call('GET', pathOf(AGENT_REPORT_ENDPOINTS.bySlug, { slug: 'nope' }));
    expect([report.status, report.body]).toEqual([404, { detail: AGENT_MESSAGES.reportNotFound }]);
    for (const [id, answer] of [
      ['abc', NOT_FOUND],
      ['0', NOT_FOUND],
      ['99999999999', NOT_FOUND],
      ['999999', { detail: AGENT_MESSAGES.reportNotFound }],
    ] as const) {
      const path = `/api/v1/agent-reports/${id}/feedback/`;
      const anonymous = await api.call('POST', path, { body: {} });
      expect([path, anonymous.status, anonymous.body]).toEqual([path, 401, NOT_AUTHENTICATED]);
      const signedIn = await api.call('POST', path, { token: member, body: {} });
      expect([path, signedIn.status, signedIn.body]).toEqual([path, 404, answer]);
    }
  });

  it("checks staff's calls before the agent, and the agent before the step id and body", async () => {
    const path = pathOf(AGENT_ENDPOINTS.stepPrompt, { slug: 'nope', id: 1 });
    const anonymous = await api.call('PATCH', path, { body: {} });
    expect([anonymous.status, anonymous.body]).toEqual([401, NOT_AUTHENTICATED]);
    const notStaff = await api.call('PATCH', path, { token: member, body: {} });
    expect([notStaff.status, notStaff.body]).toEqual([403, { detail: AGENT_MESSAGES.staffOnly }]);
    const unknown = await api.call('PATCH', path, { token: admin, body: [1] });
    expect([unknown.status, unknown.body]).toEqual([404, { detail: AGENT_MESSAGES.notFound }]);
    const badId = await api.call('PATCH', '/api/v1/agents/slug/careergps/steps/abc/', { token: admin, body: [1] });
    expect([badId.status, badId.body]).toEqual([404, NOT_FOUND]);
    const logs = await api.call('GET', '/api/v1/agents/slug/nope/logs/?page=abc', { token: admin });
    expect([logs.status, logs.body]).toEqual([404, { detail: AGENT_MESSAGES.notFound }]);
  });

  it('lists every agent for an unknown type, reads a repeated key once and names a bad page', async () => {
    const all = await api.call<{ data: Agent[] }>('GET', pathOf(AGENT_ENDPOINTS.list));
    const unknown = await api.call<{ data: Agent[] }>('GET', '/api/v1/agents/?agent_type=zzz');
    expect([unknown.status, slugsOf(unknown.body)]).toEqual([200, slugsOf(all.body)]);
    const first = await api.call<{ data: Agent[] }>('GET', '/api/v1/agents/?agent_type=careergps&agent_type=x');
    expect([...new Set(first.body.data.map((agent) => agent.agent_type))]).toEqual(['careergps']);
    const page = await api.call('GET', '/api/v1/agent-reports/?page=abc&page_size=0', { token: member });
    expect([page.status, page.body]).toEqual([
      400,
      { page: [ID_MESSAGES.invalid], page_size: [ID_MESSAGES.tooSmall(1)] },
    ]);
    const logs = await api.call('GET', '/api/v1/agents/slug/careergps/logs/?page=0&page=1', { token: admin });
    expect([logs.status, logs.body]).toEqual([400, { page: [ID_MESSAGES.tooSmall(1)] }]);
  });

  it('answers a wrong method as an unknown path, never a 5xx', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/v1/agents/'],
      ['PUT', '/api/v1/agents/usage/'],
      ['GET', '/api/v1/agents/slug/careergps/runs/'],
      ['POST', '/api/v1/agent-reports/'],
      ['GET', '/api/v1/agent-reports/1/feedback/'],
      ['DELETE', '/api/v1/agent-runs/x/files/'],
    ] as const) {
      for (const token of [undefined, member]) {
        const res = await api.call(method, path, {
          ...(token ? { token } : {}),
          ...(method === 'GET' ? {} : { body: {} }),
        });
        expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
      }
    }
    const odd = await api.call('POST', '/api/v1/agent-runs/%ZZ/steps/x/', { body: {} });
    expect(odd.status).toBeLessThan(500);
  });
});
