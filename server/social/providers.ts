/**
 * The social login providers (spec part 1: LinkedIn, Facebook, Google) as one table, and
 * their configuration from the environment. OpenID Connect providers are found by
 * discovery from their issuer (OIDC_{P}_ISSUER, defaulting to the real one); Facebook is
 * plain OAuth 2.0 with its endpoints given (OAUTH_FACEBOOK_*_ENDPOINT, defaulting to the
 * Graph API). A provider is configured when its client id and secret are both set.
 */
import { SOCIAL_PROVIDER_IDS, type SocialProvider, type SocialProviderId } from '../../contract/social';

interface ProviderDefinition {
  id: SocialProviderId;
  name: string;
  protocol: 'oidc' | 'oauth2';
  /** Environment variables are `${envPrefix}_CLIENT_ID`, `_CLIENT_SECRET`, `_ISSUER`, `_SCOPE`, `_*_ENDPOINT`. */
  envPrefix: string;
  scope: string;
  issuer: string;
  /** OAuth 2.0 providers only: they have no discovery document. */
  endpoints?: OAuthEndpoints;
}

export interface OAuthEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

const GRAPH = 'https://graph.facebook.com/v21.0';

export const SOCIAL_PROVIDERS: readonly ProviderDefinition[] = [
  {
    id: 'linkedin',
    name: 'LinkedIn',
    protocol: 'oidc',
    envPrefix: 'OIDC_LINKEDIN',
    scope: 'openid profile email',
    issuer: 'https://www.linkedin.com/oauth',
  },
  {
    id: 'facebook',
    name: 'Facebook',
    protocol: 'oauth2',
    envPrefix: 'OAUTH_FACEBOOK',
    scope: 'email public_profile',
    issuer: 'https://www.facebook.com',
    endpoints: {
      authorization: 'https://www.facebook.com/v21.0/dialog/oauth',
      token: `${GRAPH}/oauth/access_token`,
      userinfo: `${GRAPH}/me?fields=id,email,first_name,last_name,name`,
    },
  },
  {
    id: 'google',
    name: 'Google',
    protocol: 'oidc',
    envPrefix: 'OIDC_GOOGLE',
    scope: 'openid email profile',
    issuer: 'https://accounts.google.com',
  },
];

export interface SocialProviderConfig extends Omit<ProviderDefinition, 'envPrefix'> {
  clientId: string;
  clientSecret: string;
}

/** The configured providers; one that is missing is not configured on this server. */
export type SocialSettings = Partial<Record<SocialProviderId, SocialProviderConfig>>;

export function socialSettingsFromEnv(env: Record<string, string | undefined>): SocialSettings {
  const settings: SocialSettings = {};
  for (const { envPrefix, ...definition } of SOCIAL_PROVIDERS) {
    const read = (name: string) => env[`${envPrefix}_${name}`]?.trim() || undefined;
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    if (!clientId || !clientSecret) continue;
    const endpoints = definition.endpoints;
    settings[definition.id] = {
      ...definition,
      clientId,
      clientSecret,
      issuer: read('ISSUER') ?? definition.issuer,
      scope: read('SCOPE') ?? definition.scope,
      ...(endpoints
        ? {
            endpoints: {
              authorization: read('AUTHORIZATION_ENDPOINT') ?? endpoints.authorization,
              token: read('TOKEN_ENDPOINT') ?? endpoints.token,
              userinfo: read('USERINFO_ENDPOINT') ?? endpoints.userinfo,
            },
          }
        : {}),
    };
  }
  return settings;
}

/** Every provider the portal knows, and whether this server is configured for it. */
export const providerList = (settings: SocialSettings): SocialProvider[] =>
  SOCIAL_PROVIDERS.map(({ id, name }) => ({ id, name, is_configured: settings[id] !== undefined }));

export const providerName = (id: SocialProviderId) => SOCIAL_PROVIDERS.find((p) => p.id === id)?.name ?? id;
export const isProviderId = (value: string): value is SocialProviderId =>
  (SOCIAL_PROVIDER_IDS as readonly string[]).includes(value);
