/**
 * The platform provider's own identity. Its 'Powered by' link shows only on its own
 * domains and on localhost (spec part 1 section 2), never on a tenant's custom domain.
 */
export const PROVIDER = {
  name: 'Career Compass',
  url: 'https://careercompass.example',
  /** Hosts under this suffix are the provider's own. */
  domainSuffix: '.careercompass.example',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export function isProviderHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host === PROVIDER.domainSuffix.slice(1) || host.endsWith(PROVIDER.domainSuffix);
}
