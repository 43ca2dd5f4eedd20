/**
 * Who is calling and how to link back to them. The client address keys rate limits; the
 * public origin goes into e-mailed links. Forwarded headers count only behind a trusted
 * proxy (TRUST_PROXY), and the Host header is rebuilt from its parsed name and a numeric
 * port, so a crafted Host cannot point a reset link at another site.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { hostName } from '../tenants/directory';

/** The caller's address: the last X-Forwarded-For hop behind a trusted proxy, else the socket's peer. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = c.req.header('x-forwarded-for')?.split(',') ?? [];
    const last = hops.at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not behind @hono/node-server (app.request in tests): one shared bucket.
    return 'local';
  }
}

/** `http://host[:port]` of the request, for links in e-mails. */
export function publicOrigin(c: Context<AppEnv>, trustProxy: boolean): string {
  // Host, not X-Forwarded-Host: the tenant was chosen by Host, so links stay on that tenant.
  return originOn(c, trustProxy, hostName(c.req.header('host')) || (c.var.tenant.domains[0] ?? 'localhost'));
}

/** What an e-mail sent for this request needs: the tenant, the host it was asked on, and the origin links use. */
export function mailContext(c: Context<AppEnv>, trustProxy: boolean) {
  return { tenant: c.var.tenant, host: hostName(c.req.header('host')), origin: publicOrigin(c, trustProxy) };
}

/**
 * The request's scheme and port with another host name: where a hand-off to another
 * tenant's domain sends the browser (one server answers every tenant on one port).
 */
export function originOn(c: Context<AppEnv>, trustProxy: boolean, name: string): string {
  const port = /:(\d{1,5})$/.exec((c.req.header('host') ?? '').trim())?.[1];
  const forwardedProto = trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  const proto = forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
  const host = name.includes(':') ? `[${name}]` : name;
  return `${proto}://${host}${port ? `:${port}` : ''}`;
}
