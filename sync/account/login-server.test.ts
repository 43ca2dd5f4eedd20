/**
 * The worker's login against the real server when sign-in is locked: the server's 429 detail
 * (what happened and when to try again) comes back as the form's general error, which the
 * login page shows in its alert (src/features/account/form-alert.tsx), and no session is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract';
import { createTestApi, DEMO_PASSWORD, type TestApi } from '../../server/testing';
import { login } from '../core/auth';
import { getMeta } from '../core/db';
import { createApiClient, type FetchFn } from '../core/http';
import { testDb } from '../testing/fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0 });
}, 120_000);
afterAll(() => api?.close());

describe('logging in while sign-in is locked', () => {
  it("answers the server's lockout message as the form's error", async () => {
    const serverFetch: FetchFn = (input, init) => {
      const headers = new Headers(init.headers);
      headers.set('Host', 'localhost:8080');
      return Promise.resolve(api.app.request(input, { ...init, headers }));
    };
    const db = testDb();
    const deps = {
      db,
      api: createApiClient({ db, baseUrl: 'http://localhost:8080', fetch: serverFetch }),
      onSessionChanged: () => {},
    };
    for (let i = 0; i < 10; i += 1) {
      expect(await login(deps, 'member@example.org', 'wrong-password')).toEqual({
        ok: false,
        errors: { non_field_errors: [MESSAGES.invalidCredentials] },
      });
    }
    expect(await login(deps, 'member@example.org', DEMO_PASSWORD)).toEqual({
      ok: false,
      errors: { non_field_errors: ['Too many failed sign-in attempts. Try again in 15 minutes.'] },
    });
    expect(await getMeta(db, 'session')).toBeUndefined();
  });
});
