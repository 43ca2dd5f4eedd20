/**
 * Per-tenant PWA branding: /manifest.webmanifest, the icons and the logo, generated from
 * the tenant's theme and cached in memory per tenant (they change only with the tenant).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Tenant } from '../tenants/directory';
import { renderIcon, renderLogoSvg } from './icons';

const ICONS = {
  'icon-192.png': { size: 192, isMaskable: false },
  'icon-512.png': { size: 512, isMaskable: false },
  'maskable-512.png': { size: 512, isMaskable: true },
} as const;
const isIconName = (name: string): name is keyof typeof ICONS => Object.hasOwn(ICONS, name);
const ICON_ROUTE = '/icons/:name{icon-192\\.png|icon-512\\.png|maskable-512\\.png}';

export function webManifest(tenant: Tenant) {
  return {
    id: '/',
    name: tenant.name,
    short_name: tenant.shortName,
    description: tenant.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tenant.theme.primary,
    background_color: tenant.theme.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const ONE_DAY = 'public, max-age=86400';

/** Memoised per tenant, keyed by its name and theme too, so an edited theme draws new icons. */
function memo<T>(cache: Map<string, T>, tenant: Tenant, name: string, make: () => T): T {
  const key = `${tenant.id}|${tenant.name}|${JSON.stringify(tenant.theme)}|${name}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const made = make();
  cache.set(key, made);
  return made;
}

export function brandingRoutes() {
  const pngs = new Map<string, Buffer>();
  const svgs = new Map<string, string>();

  return new Hono<AppEnv>()
    .get('/manifest.webmanifest', (c) => {
      c.header('Content-Type', 'application/manifest+json; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(JSON.stringify(webManifest(c.var.tenant)));
    })
    .get('/icons/logo.svg', (c) => {
      const tenant = c.var.tenant;
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', ONE_DAY);
      return c.body(memo(svgs, tenant, 'logo.svg', () => renderLogoSvg(tenant.name, tenant.theme)));
    })
    .get(ICON_ROUTE, (c) => {
      const name = c.req.param('name');
      if (!isIconName(name)) return c.notFound();
      const { size, isMaskable } = ICONS[name];
      const tenant = c.var.tenant;
      const png = memo(pngs, tenant, name, () => renderIcon(size, tenant.theme, isMaskable));
      c.header('Content-Type', 'image/png');
      c.header('Cache-Control', ONE_DAY);
      return c.body(new Uint8Array(png));
    });
}
