/** The tenant's part of index.html's head, put where the `<!--tenant-head-->` marker is. */

import escapeHtml from 'escape-html';
import { DEFAULT_PRIMARY } from '../../contract/tenant';
import { tenantConfig } from '../tenants/config';
import type { Tenant } from '../tenants/directory';

export const TENANT_HEAD_MARKER = '<!--tenant-head-->';

/** Only plain hex colours reach CSS; anything else falls back. */
const cssColour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

export function tenantHead(tenant: Tenant): string {
  const { primary, primary_contrast, accent } = tenant.theme;
  const config = JSON.stringify(tenantConfig(tenant)).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(tenant.name)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(primary)}">`,
    `<style>:root{--tenant-primary:${cssColour(primary, DEFAULT_PRIMARY)};`,
    `--tenant-primary-contrast:${cssColour(primary_contrast, '#ffffff')};`,
    `--tenant-accent:${cssColour(accent, '#f59e0b')}}</style>`,
    `<script id="tenant-config" type="application/json">${config}</script>`,
  ].join('');
}

export function injectTenantHead(html: string, tenant: Tenant): string {
  const head = tenantHead(tenant);
  if (html.includes(TENANT_HEAD_MARKER)) return html.replace(TENANT_HEAD_MARKER, () => head);
  return html.replace('</head>', () => `${head}</head>`);
}
