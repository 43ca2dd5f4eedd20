/**
 * The tenant's part of index.html's head, put where the `<!--tenant-head-->` marker is: its
 * title, colours and config, and the server's social login providers, so that the first
 * frame of the login and sign-up pages draws their buttons without waiting for a request.
 */

import escapeHtml from 'escape-html';
import type { SocialProvider } from '../../contract/social';
import { DEFAULT_PRIMARY } from '../../contract/tenant';
import { tenantConfig } from '../tenants/config';
import type { Tenant } from '../tenants/directory';

export const TENANT_HEAD_MARKER = '<!--tenant-head-->';

/** Only plain hex colours reach CSS; anything else falls back. */
const cssColour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** JSON for a `<script type="application/json">`: no `<` can end the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function tenantHead(tenant: Tenant, socialProviders: readonly SocialProvider[]): string {
  const { primary, primary_contrast, accent } = tenant.theme;
  return [
    `<title>${escapeHtml(tenant.name)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(primary)}">`,
    `<style>:root{--tenant-primary:${cssColour(primary, DEFAULT_PRIMARY)};`,
    `--tenant-primary-contrast:${cssColour(primary_contrast, '#ffffff')};`,
    `--tenant-accent:${cssColour(accent, '#f59e0b')}}</style>`,
    `<script id="tenant-config" type="application/json">${scriptJson(tenantConfig(tenant))}</script>`,
    `<script id="social-providers" type="application/json">${scriptJson(socialProviders)}</script>`,
  ].join('');
}

export function injectTenantHead(html: string, tenant: Tenant, socialProviders: readonly SocialProvider[]): string {
  const head = tenantHead(tenant, socialProviders);
  if (html.includes(TENANT_HEAD_MARKER)) return html.replace(TENANT_HEAD_MARKER, () => head);
  return html.replace('</head>', () => `${head}</head>`);
}
