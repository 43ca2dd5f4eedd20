/**
 * index.html branded for the tenant: the page every navigation to an app route gets (the
 * SPA decides what to show), naming the chunks of the route it opens on (route-preload.ts).
 * The file is re-read only when its size or mtime changes; the branded page's ETag is a hash
 * of its content, so a tenant's config change shows at once.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SocialProvider } from '../../contract/social';
import type { Tenant } from '../tenants/directory';
import { injectTenantHead } from './tenant-head';

export interface ShellPage {
  html: Buffer;
  etag: string;
}

export function appShell(root: string, socialProviders: readonly SocialProvider[]) {
  const file = join(root, 'index.html');
  let source: { version: string; html: string } | null = null;

  async function template(): Promise<string | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.size}-${info.mtimeMs}`;
    if (source?.version !== version) source = { version, html: await readFile(file, 'utf8') };
    return source.html;
  }

  /** The branded page with `preloads` in its head, or null when the build has no index.html. */
  return async (tenant: Tenant, preloads = ''): Promise<ShellPage | null> => {
    const html = await template();
    if (html === null) return null;
    const branded = injectTenantHead(html, tenant, socialProviders);
    const body = Buffer.from(preloads ? branded.replace('</head>', () => `${preloads}</head>`) : branded);
    return { html: body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` };
  };
}
