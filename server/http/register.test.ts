/**
 * Endpoints registered from the contract: the app's middleware reads each one's auth and
 * body limit from the endpoint table, and a path parameter that fails its schema is a 400.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '../../contract/auth';
import { endpoint, pathOf } from '../../contract/endpoint';
import { IdQueryParam } from '../../contract/ids';
import { IMPORT_ENDPOINTS } from '../../contract/imports';
import type { AppEnv } from '../app-env';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../testing';
import { HttpError, SERVER_MESSAGES } from './errors';
import { register } from './register';

const EIGHT_MB = 8 * 1024 * 1024;
const MEMBER = 'member@example.org';
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 });
}, 180_000);
afterAll(() => api?.close());

describe('the endpoint table', () => {
  it('signs in with a stale token on an auth "none" endpoint', async () => {
    const res = await api.call<{ access: string }>('POST', pathOf(AUTH_ENDPOINTS.token), {
      token: 'stale.token.value',
      body: { email: MEMBER, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.access).toBe('string');
  });

  it('takes an 8 MB upload body while a JSON endpoint answers 413', async () => {
    const { access } = await api.login(MEMBER);
    const form = new FormData();
    form.append('purpose', 'attachment');
    form.append('file', new Blob([new Uint8Array(EIGHT_MB)]), 'big.bin');
    const upload = await api.app.request(pathOf(IMPORT_ENDPOINTS.fileUpload), {
      method: 'POST',
      headers: { Host: 'localhost:8080', Authorization: `Bearer ${access}` },
      body: form,
    });
    expect(upload.status).not.toBe(413);
    expect(await upload.text()).not.toContain(SERVER_MESSAGES.tooLarge);

    const json = await api.call('POST', pathOf(AUTH_ENDPOINTS.logout), { body: { refresh: 'x'.repeat(EIGHT_MB) } });
    expect(json.status).toBe(413);
    expect(json.body).toEqual({ detail: SERVER_MESSAGES.tooLarge });
  });
});

describe('register', () => {
  const probe = endpoint({
    method: 'GET',
    path: '/api/v1/register-probe/:id/',
    params: v.object({ id: IdQueryParam }),
    auth: 'none',
  });
  const app = new Hono<AppEnv>().route(
    '/api/v1',
    register(new Hono<AppEnv>(), probe, (c, { params }) => c.json(params)),
  );

  it('answers 400 with the field message when a path parameter fails its schema, never a 5xx', async () => {
    for (const bad of ['abc', '0', '99999999999999999999']) {
      const res = await app.request(pathOf(probe, { id: bad }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(['id']);
    }
    const ok = await app.request(pathOf(probe, { id: 7 }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ id: 7 });
  });
});

describe('a tenant need', () => {
  const rlfOnly = endpoint({ method: 'GET', path: '/api/v1/tenant-probe/', auth: 'token', tenant: { flag: 'rlf' } });

  async function probeWith(rlf: boolean, token?: 'member') {
    const tenant = await api.deps.tenants.byHost('localhost:8080');
    if (!tenant) throw new Error('the demo tenant is missing');
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('tenant', { ...tenant, flags: { ...tenant.flags, rlf } });
        c.set('auth', token ? { userId: 1, tenantId: tenant.id } : null);
        await next();
      })
      .route(
        '/api/v1',
        register(new Hono<AppEnv>(), rlfOnly, (c) => c.json({ served: true })),
      )
      .onError((error, c) => (error instanceof HttpError ? c.json(error.body, error.status) : c.text('bug', 500)));
    const res = await app.request(pathOf(rlfOnly));
    return { status: res.status, body: await res.json() };
  }

  it('answers 404 where the tenant has the feature off, after the token check', async () => {
    expect(await probeWith(false, 'member')).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await probeWith(false)).status).toBe(401);
    expect(await probeWith(true, 'member')).toEqual({ status: 200, body: { served: true } });
  });
});
