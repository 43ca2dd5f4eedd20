import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import type { Identity } from '../../contract/identity';
import { SOCIAL_ERROR_MESSAGES, SOCIAL_PATHS, type SocialProvider } from '../../contract/social';
import { socialLoginStates } from '../account/schema';
import { users } from '../db/schema';
import { createLogger } from '../logger';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { SIGNUP_PASSWORD, signUp } from '../testing-account';
import { type LocalProvider, signInAtProvider, startOidcProvider } from '../testing-oidc';
import { socialSettingsFromEnv } from './providers';

const HOST = 'localhost:8080';
const CAMPUS = 'campus.localhost:8080';
const callbackOn = (host: string) => `http://${host}${SOCIAL_PATHS.callback('google')}`;
const person = (email: string, given: string, family: string, verified = true) => ({
  email,
  email_verified: verified,
  given_name: given,
  family_name: family,
});

const logLines: string[] = [];
let provider: LocalProvider;
let api: TestApi;
beforeAll(async () => {
  provider = await startOidcProvider(
    { clientId: 'portal', clientSecret: 'portal-secret', redirectUris: [callbackOn(HOST), callbackOn(CAMPUS)] },
    {
      ada: person('Ada.Lovelace@Example.org', 'Ada', 'Lovelace'),
      claimer: person('claimed@example.org', 'Real', 'Owner'),
      hidden: person('hidden@example.org', 'Hidden', 'Address', false),
    },
  );
  const social = socialSettingsFromEnv({
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_GOOGLE_CLIENT_ID: 'portal',
    OIDC_GOOGLE_CLIENT_SECRET: 'portal-secret',
  });
  const logger = createLogger('trace', { write: (line: string) => logLines.push(line) });
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 1 }, null, {
    trustProxy: true,
    social,
    logger,
  });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});

/** Our start redirect: where it sends the browser, and the state cookie it set. */
async function start(host = HOST, next = '/jobs') {
  const res = await api.call('GET', `${SOCIAL_PATHS.start('google')}?next=${encodeURIComponent(next)}`, { host });
  expect(res.status).toBe(302);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { location: res.headers.get('location') ?? '', cookie };
}

const callback = (url: URL, cookie: string, host = HOST) =>
  api.call('GET', `${url.pathname}${url.search}`, { host, headers: cookie ? { Cookie: cookie } : {} });

/** The whole round trip as a browser makes it; answers where our callback sent the browser. */
async function socialLogin(login: string, host = HOST) {
  const { location, cookie } = await start(host);
  const back = await signInAtProvider(location, login);
  const res = await callback(back, cookie, host);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '', `http://${host}`);
}

const redeem = (code: string, host = HOST) =>
  api.call<TokenPair>('POST', SOCIAL_PATHS.redeem, { host, body: { code } });

describe('social login through a real OpenID Connect provider', () => {
  it('lists the providers and says which are configured', async () => {
    const res = await api.call<SocialProvider[]>('GET', SOCIAL_PATHS.providers);
    expect(res.body).toEqual([
      { id: 'linkedin', name: 'LinkedIn', is_configured: false },
      { id: 'facebook', name: 'Facebook', is_configured: false },
      { id: 'google', name: 'Google', is_configured: true },
    ]);
  });

  it('says clearly when a provider is not configured', async () => {
    const res = await api.call('GET', SOCIAL_PATHS.start('linkedin'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'LinkedIn login is not configured on this portal.' });
    expect((await api.call('GET', '/api/v1/social/myspace/start/')).status).toBe(404);
  });

  it('redirects with state, PKCE and nonce, then creates a verified member and hands over a one-time code', async () => {
    const { location } = await start();
    const authorization = new URL(location);
    expect(authorization.origin).toBe(provider.issuer);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(name)).toBeTruthy();
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('redirect_uri')).toBe(callbackOn(HOST));

    const landed = await socialLogin('ada');
    expect(landed.pathname).toBe('/social-login');
    expect(landed.searchParams.get('next')).toBe('/jobs');
    const code = landed.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const tokens = await redeem(code);
    expect(tokens.status).toBe(200);
    const me = await api.call<Identity>('GET', '/api/v1/identity/', { token: tokens.body.access });
    expect(me.body).toMatchObject({
      email: 'ada.lovelace@example.org',
      is_verified: true,
      profile: { first_name: 'Ada', last_name: 'Lovelace' },
      organization: { name: 'Career Compass' },
      membership_status: 'accepted',
    });
    expect((await redeem(code)).body).toEqual({ detail: SOCIAL_ERROR_MESSAGES.social_code_invalid });
    // A second login finds the same member.
    const again = await redeem((await socialLogin('ada')).searchParams.get('code') ?? '');
    const second = await api.call<Identity>('GET', '/api/v1/identity/', { token: again.body.access });
    expect(second.body.id).toBe(me.body.id);
  });

  it('rejects a callback whose state does not match this browser’s, or is unknown, spent or late', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'ada');
    const other = await start();
    const expired = '/login?error=social&message=social_expired&next=%2F';
    expect((await callback(back, other.cookie)).headers.get('location')).toBe(expired);
    expect((await callback(back, '')).headers.get('location')).toBe(expired);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged, 'social_state=forged-state')).headers.get('location')).toBe(expired);
    await api.database.db.update(socialLoginStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(back, cookie)).headers.get('location')).toBe(expired);
  });

  it('binds the state and the code to the tenant that started the login', async () => {
    const { location, cookie } = await start(HOST);
    const back = await signInAtProvider(location, 'ada');
    const onCampus = await callback(back, cookie, CAMPUS);
    expect(onCampus.headers.get('location')).toContain('message=social_expired');

    const landed = await socialLogin('ada', CAMPUS);
    const code = landed.searchParams.get('code') ?? '';
    expect((await redeem(code, HOST)).status).toBe(400);
    const tokens = await redeem(code, CAMPUS);
    const me = await api.call<Identity>('GET', '/api/v1/identity/', { host: CAMPUS_HOST, token: tokens.body.access });
    expect(me.body).toMatchObject({ is_verified: true, membership_status: 'pending' });
  });

  it('reports a cancelled login and an account without a verified e-mail on the login page', async () => {
    const denied = await start();
    const state = new URL(denied.location).searchParams.get('state') ?? '';
    const cancelled = new URL(`${callbackOn(HOST)}?error=access_denied&state=${state}`);
    expect((await callback(cancelled, denied.cookie)).headers.get('location')).toBe(
      '/login?error=social&message=social_denied&next=%2Fjobs',
    );
    const hidden = await socialLogin('hidden');
    expect(`${hidden.pathname}${hidden.search}`).toBe('/login?error=social&message=social_no_email&next=%2Fjobs');
    const [row] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hidden@example.org'))
      .orderBy(users.id);
    expect(row).toBeUndefined();
  });

  it('takes over an unverified account of the same e-mail: verified, and its password no longer works', async () => {
    const squatter = await signUp(api, 'claimed@example.org');
    const tokens = await redeem((await socialLogin('claimer')).searchParams.get('code') ?? '');
    const me = await api.call<Identity>('GET', '/api/v1/identity/', { token: tokens.body.access });
    expect(me.body).toMatchObject({ email: 'claimed@example.org', is_verified: true });
    const login = await api.call('POST', '/api/v1/token/', {
      body: { email: 'claimed@example.org', password: SIGNUP_PASSWORD },
    });
    expect(login.status).toBe(401);
    expect((await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: squatter.refresh } })).status).toBe(
      401,
    );
    const [row] = await api.database.db
      .select({ isVerified: users.isVerified })
      .from(users)
      .where(and(eq(users.email, 'claimed@example.org'), eq(users.tenantId, api.seeded.defaultTenantId)));
    expect(row?.isVerified).toBe(true);
  });

  it('never logs a social login code, a state or a provider code', async () => {
    logLines.length = 0;
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'ada');
    const landed = await callback(back, cookie);
    const code = new URL(landed.headers.get('location') ?? '', 'http://x').searchParams.get('code') ?? '';
    await redeem(code);
    const output = logLines.join('');
    expect(output).toContain('social login');
    for (const secret of [code, back.searchParams.get('code') ?? '', back.searchParams.get('state') ?? '']) {
      expect(secret.length).toBeGreaterThan(20);
      expect(output).not.toContain(secret);
    }
  });
});
