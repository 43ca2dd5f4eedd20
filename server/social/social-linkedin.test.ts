/**
 * The professional network's login returns to the app's /linkedin page (spec part 1
 * section 2), which hands LinkedIn's answer to the server's callback unchanged. Here a
 * local OpenID Connect provider stands in for LinkedIn.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import type { Identity } from '../../contract/identity';
import { LINKEDIN_LOGIN_PAGE, SOCIAL_PATHS } from '../../contract/social';
import { createTestApi, type TestApi } from '../testing';
import { type LocalProvider, signInAtProvider, startOidcProvider } from '../testing-oidc';
import { socialSettingsFromEnv } from './providers';

const HOST = 'localhost:8080';

let provider: LocalProvider;
let api: TestApi;
beforeAll(async () => {
  provider = await startOidcProvider(
    { clientId: 'portal', clientSecret: 'portal-secret', redirectUris: [`http://${HOST}${LINKEDIN_LOGIN_PAGE}`] },
    { lin: { email: 'lin.network@example.org', email_verified: true, given_name: 'Lin', family_name: 'Network' } },
  );
  const social = socialSettingsFromEnv({
    OIDC_LINKEDIN_ISSUER: provider.issuer,
    OIDC_LINKEDIN_CLIENT_ID: 'portal',
    OIDC_LINKEDIN_CLIENT_SECRET: 'portal-secret',
  });
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 0 }, null, { trustProxy: true, social });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});

describe('LinkedIn login through /linkedin', () => {
  it('asks LinkedIn to come back to /linkedin, and completes the login from the answer it forwards', async () => {
    const started = await api.call('GET', `${SOCIAL_PATHS.start('linkedin')}?next=%2Fjobs`, { host: HOST });
    expect(started.status).toBe(302);
    const authorization = new URL(started.headers.get('location') ?? '');
    expect(authorization.searchParams.get('redirect_uri')).toBe(`http://${HOST}/linkedin`);
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const back = await signInAtProvider(authorization.href, 'lin');
    expect(back.pathname).toBe('/linkedin');
    // What the /linkedin page does: the same query, on to the server's callback.
    const landed = await api.call('GET', `${SOCIAL_PATHS.callback('linkedin')}${back.search}`, {
      host: HOST,
      headers: { Cookie: cookie },
    });
    expect(landed.status).toBe(302);
    const location = new URL(landed.headers.get('location') ?? '', `http://${HOST}`);
    expect(location.pathname).toBe('/social-login');
    expect(location.searchParams.get('next')).toBe('/jobs');

    const tokens = await api.call<TokenPair>('POST', SOCIAL_PATHS.redeem, {
      host: HOST,
      body: { code: location.searchParams.get('code') },
    });
    const me = await api.call<Identity>('GET', '/api/v1/identity/', { token: tokens.body.access });
    expect(me.body).toMatchObject({ email: 'lin.network@example.org', is_verified: true });
  });
});
