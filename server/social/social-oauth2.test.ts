/**
 * Facebook's kind of login (plain OAuth 2.0, no ID token, a Graph API profile) against an
 * HTTP stand-in that speaks the protocol as Facebook does: the dialog redirects back
 * with a code, the token endpoint checks the client secret and the PKCE verifier, and
 * /me answers id, email, first_name and last_name for the bearer token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TokenPair } from '../../contract/auth';
import type { Identity } from '../../contract/identity';
import { SOCIAL_PATHS } from '../../contract/social';
import { createTestApi, type TestApi } from '../testing';
import { socialSettingsFromEnv } from './providers';

const CLIENT = { id: 'fb-app', secret: 'fb-secret' };
const issued = new Map<string, { challenge: string; redirectUri: string }>();
const tokens = new Set<string>();

const fakeFacebook = new Hono()
  .get('/dialog/oauth', (c) => {
    const code = randomBytes(16).toString('hex');
    const redirectUri = c.req.query('redirect_uri') ?? '';
    issued.set(code, { challenge: c.req.query('code_challenge') ?? '', redirectUri });
    expect(c.req.query('scope')).toBe('email public_profile');
    return c.redirect(`${redirectUri}?${new URLSearchParams({ code, state: c.req.query('state') ?? '' })}`);
  })
  .post('/oauth/access_token', async (c) => {
    const form = await c.req.parseBody();
    const grant = issued.get(String(form['code']));
    const verifier = String(form['code_verifier']);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!grant || form['client_secret'] !== CLIENT.secret || grant.challenge !== challenge) {
      return c.json({ error: { message: 'Invalid verification code format.', type: 'OAuthException' } }, 400);
    }
    issued.delete(String(form['code']));
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return c.json({ access_token: token, token_type: 'bearer', expires_in: 5183944 });
  })
  .get('/me', (c) => {
    if (!tokens.has((c.req.header('authorization') ?? '').replace(/^Bearer /i, ''))) return c.json({}, 401);
    expect(c.req.query('fields')).toBe('id,email,first_name,last_name');
    return c.json({ id: '10229', email: 'grace@example.org', first_name: 'Grace', last_name: 'Hopper' });
  });

let server: Server;
let api: TestApi;
beforeAll(async () => {
  server = createAdaptorServer({ fetch: fakeFacebook.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const social = socialSettingsFromEnv({
    OAUTH_FACEBOOK_CLIENT_ID: CLIENT.id,
    OAUTH_FACEBOOK_CLIENT_SECRET: CLIENT.secret,
    OAUTH_FACEBOOK_AUTHORIZATION_ENDPOINT: `${base}/dialog/oauth`,
    OAUTH_FACEBOOK_TOKEN_ENDPOINT: `${base}/oauth/access_token`,
    OAUTH_FACEBOOK_USERINFO_ENDPOINT: `${base}/me?fields=id,email,first_name,last_name`,
  });
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 1 }, null, { social });
});
afterAll(async () => {
  await api?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

it('signs a Facebook user in as a verified member, with the names of the Graph profile', async () => {
  const started = await api.call('GET', SOCIAL_PATHS.start('facebook'));
  expect(started.status).toBe(302);
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const dialog = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? '');
  expect(back.searchParams.has('nonce')).toBe(false);
  const landed = await api.call('GET', `${back.pathname}${back.search}`, { headers: { Cookie: cookie } });
  const to = new URL(landed.headers.get('location') ?? '', 'http://localhost');
  expect(to.pathname).toBe('/social-login');
  const pair = await api.call<TokenPair>('POST', SOCIAL_PATHS.redeem, {
    body: { code: to.searchParams.get('code') },
  });
  const me = await api.call<Identity>('GET', '/api/v1/identity/', { token: pair.body.access });
  expect(me.body).toMatchObject({
    email: 'grace@example.org',
    is_verified: true,
    profile: { first_name: 'Grace', last_name: 'Hopper' },
  });
});

it('sends the browser to the login page when the provider refuses the code', async () => {
  const started = await api.call('GET', SOCIAL_PATHS.start('facebook'));
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const forged = `${SOCIAL_PATHS.callback('facebook')}?code=never-issued&state=${state}`;
  const landed = await api.call('GET', forged, { headers: { Cookie: cookie } });
  expect(landed.headers.get('location')).toBe('/login?error=social&message=social_failed&next=%2F');
});
