/**
 * Test support for social login: a real OpenID Connect provider (oidc-provider with its
 * development login and consent pages) on a free loopback port, and a browser stand-in
 * that walks its pages with plain HTTP requests (a cookie jar, manual redirects, the
 * forms posted as a person would). Not a test itself; nothing of ours is mocked.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

const TTL_SECONDS = 600;

/** Starts the provider with one confidential client whose redirect URIs are ours. */
export async function startOidcProvider(
  client: { clientId: string; clientSecret: string; redirectUris: string[] },
  accounts: Record<string, ProviderAccount>,
): Promise<LocalProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: client.redirectUris }],
    async findAccount(_context, sub) {
      const account = accounts[sub];
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-provider-cookie-key'] },
    ttl: Object.fromEntries(
      ['AccessToken', 'AuthorizationCode', 'IdToken', 'Interaction', 'Session', 'Grant'].map((k) => [k, TTL_SECONDS]),
    ),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider from our authorization redirect to its redirect back to us: signs
 * in as `login` on the login page and accepts the consent page. Answers the address the
 * provider sends the browser to (our callback with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const visit = async (url: URL, form?: Record<string, string>) => {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { method: 'POST', body: new URLSearchParams(form) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  const origin = url.origin;
  for (let step = 0; step < 12; step += 1) {
    let res = await visit(url);
    if (res.status === 200) {
      const page = await res.text();
      const action = /action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page: ${page.slice(0, 200)}`);
      const form = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
      res = await visit(new URL(action, origin), form);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect`);
    url = new URL(location, origin);
    if (url.origin !== origin) return url;
  }
  throw new Error('the provider never redirected back');
}
