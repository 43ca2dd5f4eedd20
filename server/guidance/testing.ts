/** Test helpers of the guidance engine: the demo's members and a check that items are real. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { GuidanceItem } from '../../contract/agents';
import type { TenantOptions } from '../../contract/tenant';
import { aiTools, resources, useCases } from '../content/schema';
import type { Db } from '../db/client';
import { groups, jobs, skills, tenants, users } from '../db/schema';
import { profiles } from '../profiles/schema';

export async function memberOf(db: Db, tenantId: number, email: string) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!user) throw new Error(`no ${email} in tenant ${tenantId}`);
  const [profile] = await db.select({ skills: profiles.skills }).from(profiles).where(eq(profiles.userId, user.id));
  const skillRows = await db.select().from(skills);
  const skillNames = (profile?.skills ?? []).flatMap((id) => skillRows.find((row) => row.id === id)?.name ?? []);
  return { ...user, skillNames };
}

export async function tenantOptions(db: Db, tenantId: number): Promise<TenantOptions> {
  const [row] = await db.select({ options: tenants.options }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`no tenant ${tenantId}`);
  return row.options;
}

/** Every item is a row of the tenant with that id and slug, visible to members, and links to it. */
export async function expectRealItems(db: Db, tenantId: number, items: GuidanceItem[]): Promise<void> {
  for (const item of items) {
    const found = await findItem(db, tenantId, item);
    expect(found, `${item.type} ${item.slug} of tenant ${tenantId}`).toBe(true);
    expect(item.reason).not.toBe('');
    expect(item.href.endsWith(`/${item.slug}`)).toBe(true);
  }
}

async function findItem(db: Db, tenantId: number, item: GuidanceItem): Promise<boolean> {
  const rows = await (() => {
    switch (item.type) {
      case 'resource':
        return db
          .select({ id: resources.id })
          .from(resources)
          .where(
            and(
              eq(resources.id, item.id),
              eq(resources.tenantId, tenantId),
              eq(resources.titleSlug, item.slug),
              eq(resources.status, 'approved'),
            ),
          );
      case 'use_case':
        return db
          .select({ id: useCases.id })
          .from(useCases)
          .where(and(eq(useCases.id, item.id), eq(useCases.tenantId, tenantId), eq(useCases.slug, item.slug)));
      case 'ai_tool':
        return db
          .select({ id: aiTools.id })
          .from(aiTools)
          .where(and(eq(aiTools.id, item.id), eq(aiTools.tenantId, tenantId), eq(aiTools.slug, item.slug)));
      case 'circle':
      case 'event':
        return db
          .select({ id: groups.id })
          .from(groups)
          .where(
            and(
              eq(groups.id, item.id),
              eq(groups.tenantId, tenantId),
              eq(groups.nameSlug, item.slug),
              eq(groups.groupType, item.type),
            ),
          );
      case 'job':
        return db
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.id, item.id),
              eq(jobs.tenantId, tenantId),
              eq(jobs.slug, item.slug),
              eq(jobs.jobStatus, 'approved'),
            ),
          );
      case 'user':
        return db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, item.id), eq(users.tenantId, tenantId), eq(users.nameSlug, item.slug)));
      default:
        return Promise.resolve([]);
    }
  })();
  return rows.length === 1;
}
