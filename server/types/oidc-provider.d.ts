/** The little of oidc-provider (a dev dependency without types) that the social login tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown> & { sub: string }>;
  }

  export interface ProviderConfiguration {
    clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
    findAccount(context: unknown, sub: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    cookies?: { keys: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
