/**
 * Tenants by host name. Tenants change rarely, so they are held in memory and reloaded
 * at most every few seconds when an unknown host asks (a new tenant shows up without a
 * restart, and unknown hosts cannot hammer the database).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups, type TenantRow, tenants } from '../db/schema';

export interface Tenant extends TenantRow {
  defaultOrg: { id: number; name: string; nameSlug: string } | null;
}

export interface TenantDirectory {
  byHost(host: string | undefined): Promise<Tenant | null>;
  byId(id: number): Promise<Tenant | null>;
  /** Forget the cache (after a tenant is edited). */
  invalidate(): void;
}

const RELOAD_AFTER_MS = 5_000;

/** `Host` without its port, lower-cased; IPv6 brackets removed. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(1, lower.indexOf(']'));
  const colon = lower.lastIndexOf(':');
  return colon >= 0 ? lower.slice(0, colon) : lower;
}

export function createTenantDirectory(db: Db): TenantDirectory {
  let byDomain = new Map<string, Tenant>();
  let byId = new Map<number, Tenant>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function load() {
    const rows = await db
      .select({ tenant: tenants, org: { id: groups.id, name: groups.name, nameSlug: groups.nameSlug } })
      .from(tenants)
      .leftJoin(groups, eq(groups.id, tenants.defaultOrgId));
    const nextByDomain = new Map<string, Tenant>();
    const nextById = new Map<number, Tenant>();
    for (const row of rows) {
      const tenant: Tenant = { ...row.tenant, defaultOrg: row.org };
      nextById.set(tenant.id, tenant);
      for (const domain of tenant.domains) nextByDomain.set(domain.toLowerCase(), tenant);
    }
    byDomain = nextByDomain;
    byId = nextById;
    loadedAt = Date.now();
  }

  async function ensureFresh(force: boolean) {
    if (!force && loadedAt > 0) return;
    if (force && Date.now() - loadedAt < RELOAD_AFTER_MS) return;
    loading ??= load().finally(() => {
      loading = null;
    });
    await loading;
  }

  return {
    async byHost(host) {
      const name = hostName(host);
      await ensureFresh(false);
      if (!byDomain.has(name)) await ensureFresh(true);
      return byDomain.get(name) ?? null;
    },
    async byId(id) {
      await ensureFresh(false);
      if (!byId.has(id)) await ensureFresh(true);
      return byId.get(id) ?? null;
    },
    invalidate() {
      loadedAt = 0;
    },
  };
}
