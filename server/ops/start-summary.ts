/**
 * The start log's one line of what this process runs on (DESIGN section 6: the start log
 * says which adapters are in use), so an operator sees a fallback at once. Hosts and names
 * only: never a password, key or token.
 */
import type { ClassroomSettings } from '../classroom/settings';
import type { MailTransportKind } from '../mail/mailer';
import type { SocialSettings } from '../social/providers';

export interface StartSummaryInput {
  isProduction: boolean;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string; poolMax: number };
  /** As registered: 'local:{hostname}:{dir}' or 's3:{endpoint}/{bucket}'. */
  mediaStore: string;
  mail: { kind: MailTransportKind; smtpUrl?: string | undefined };
  payments: string;
  narrative: string;
  social: SocialSettings;
  classroom: ClassroomSettings | null;
}

/** host:port/database of a Postgres URL, without the user and password. */
function postgresLocation(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

function mailOf(mail: StartSummaryInput['mail']): string {
  if (mail.kind === 'smtp' && mail.smtpUrl) return `smtp ${new URL(mail.smtpUrl).host}`;
  if (mail.kind === 'log') return 'log (MAIL_TRANSPORT=log)';
  return 'embedded store at /_dev/mail';
}

export function startSummary(input: StartSummaryInput) {
  const { database } = input;
  return {
    mode: input.isProduction ? 'production' : 'development',
    database:
      database.kind === 'postgres'
        ? `postgres ${postgresLocation(database.url)}`
        : `pglite ${database.dir ?? 'in memory'}`,
    ...(database.kind === 'postgres' ? { pool: database.poolMax } : {}),
    media: input.mediaStore.startsWith('local:')
      ? `local disk ${input.mediaStore.split(':').slice(2).join(':')}`
      : input.mediaStore.replace(/^s3:/, 's3 '),
    mail: mailOf(input.mail),
    payments: input.payments,
    narrative: input.narrative,
    social: Object.keys(input.social),
    classroom: input.classroom ? `google ${new URL(input.classroom.apiUrl).host}` : 'not configured',
  };
}

export interface PortalEntry {
  name: string;
  domains: readonly string[];
}

const IP_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:]*)$/i;

/** A portal's address on this port: its first host name that is not an IP address. */
export function portalUrl(portal: PortalEntry, port: number): string | null {
  const host = portal.domains.find((domain) => !IP_ADDRESS.test(domain));
  return host ? `http://${host}:${port}/` : null;
}

/** The start line naming every portal with its address, e.g. "portals: Campus at http://campus.localhost:8080/". */
export function portalsLine(portals: readonly PortalEntry[], port: number): string {
  const named = portals.map((portal) => {
    const url = portalUrl(portal, port);
    return url ? `${portal.name} at ${url}` : portal.name;
  });
  return `portals: ${named.join(' · ')}`;
}
