/**
 * The provider round trip through openid-client: the authorization address (state, PKCE
 * S256 and, for OpenID Connect, a nonce), then the code exchange with every check
 * openid-client makes (state, PKCE, issuer, ID token signature, audience and nonce) and
 * the profile read from the ID token and userinfo. Plain http is allowed only for issuers
 * on the loopback interface (a provider on the same machine, as in the tests).
 */
import * as client from 'openid-client';
import type { SocialProviderId } from '../../contract/social';
import type { SocialProviderConfig } from './providers';

export interface SocialProfile {
  email: string | null;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface FlowChecks {
  state: string;
  nonce: string | null;
  codeVerifier: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopbackHttp = (url: string) => {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
};

async function configure(provider: SocialProviderConfig): Promise<client.Configuration> {
  const insecure = isLoopbackHttp(provider.issuer);
  const endpoints = provider.endpoints;
  if (!endpoints) {
    const options = insecure ? { execute: [client.allowInsecureRequests] } : undefined;
    return client.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, options);
  }
  const metadata = {
    issuer: provider.issuer,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
    userinfo_endpoint: endpoints.userinfo,
  };
  const config = new client.Configuration(metadata, provider.clientId, provider.clientSecret);
  if (Object.values(endpoints).every(isLoopbackHttp)) client.allowInsecureRequests(config);
  return config;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function profileOf(claims: Record<string, unknown>, isOidc: boolean): SocialProfile {
  const email = text(claims['email']).toLowerCase();
  const [first = '', ...rest] = text(claims['name']).split(/\s+/);
  // OpenID Connect says whether the address was verified; Facebook returns only confirmed addresses.
  const verified = claims['email_verified'];
  return {
    email: email === '' ? null : email,
    isEmailVerified: isOidc ? verified === true || verified === 'true' : true,
    firstName: text(claims['given_name']) || text(claims['first_name']) || first,
    lastName: text(claims['family_name']) || text(claims['last_name']) || rest.join(' '),
  };
}

export function createSocialClient() {
  const configs = new Map<SocialProviderId, Promise<client.Configuration>>();
  const configOf = (provider: SocialProviderConfig) => {
    let config = configs.get(provider.id);
    if (!config) {
      config = configure(provider);
      configs.set(provider.id, config);
      // A provider that was down is asked again next time.
      config.catch(() => configs.delete(provider.id));
    }
    return config;
  };

  return {
    async authorizationUrl(provider: SocialProviderConfig, redirectUri: string) {
      const config = await configOf(provider);
      const checks: FlowChecks = {
        state: client.randomState(),
        nonce: provider.endpoints ? null : client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: provider.scope,
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (checks.nonce) parameters['nonce'] = checks.nonce;
      return { url: client.buildAuthorizationUrl(config, parameters), checks };
    },

    /** Exchanges the code of `callbackUrl` (the redirect URI with the provider's query) and reads the profile. */
    async profile(provider: SocialProviderConfig, callbackUrl: URL, checks: FlowChecks): Promise<SocialProfile> {
      const config = await configOf(provider);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
      });
      if (provider.endpoints) {
        const url = new URL(provider.endpoints.userinfo);
        const res = await client.fetchProtectedResource(config, tokens.access_token, url, 'GET');
        if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
        const body: unknown = await res.json();
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('userinfo is not an object');
        return profileOf({ ...body }, false);
      }
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token in the token response');
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return profileOf({ ...claims, ...userinfo }, true);
    },
  };
}

export type SocialClient = ReturnType<typeof createSocialClient>;
