/**
 * Admin metrics (spec part 2 sections 3 and 7): counts of the caller's default
 * organization (the one the identity answers: their accepted choice, else the tenant's)
 * and the tenant's moderation queues. Allowed for staff and for an accepted admin of that
 * organization, the identity's is_org_admin rule.
 */
import { and, count, eq } from 'drizzle-orm';
import type { AdminMetrics } from '../../contract/admin';
import { aiTools, resources, useCases } from '../content/schema';
import type { Db } from '../db/client';
import { groups, jobs, memberships, users } from '../db/schema';
import type { Tenant } from '../tenants/directory';

export interface AdminScope {
  organizationId: number | null;
  isAllowed: boolean;
  isStaff: boolean;
}

/** The caller's default organization and whether they may administer it. */
export async function adminScope(db: Db, tenant: Tenant, userId: number): Promise<AdminScope> {
  const [user] = await db
    .select({ isStaff: users.isStaff, defaultOrgId: users.defaultOrgId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)));
  if (!user) return { organizationId: null, isAllowed: false, isStaff: false };
  const rows = await db
    .select({ groupId: memberships.groupId, status: memberships.status, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenant.id), eq(memberships.userId, userId)));
  const chosen = rows.find((row) => row.groupId === user.defaultOrgId && row.status === 'accepted');
  const membership = chosen ?? rows.find((row) => row.groupId === tenant.defaultOrgId) ?? null;
  const organizationId = membership?.groupId ?? tenant.defaultOrgId;
  const isOrgAdmin = membership?.status === 'accepted' && membership.role === 'admin';
  return { organizationId, isAllowed: user.isStaff || isOrgAdmin, isStaff: user.isStaff };
}

async function total(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

export async function readAdminMetrics(db: Db, tenantId: number, organizationId: number | null): Promise<AdminMetrics> {
  const org = organizationId ?? -1;
  const members = (status: 'accepted' | 'pending') =>
    total(
      db
        .select({ value: count() })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.groupId, org), eq(memberships.status, status))),
    );
  const orgJobs = (pendingOnly: boolean) =>
    total(
      db
        .select({ value: count() })
        .from(jobs)
        .where(
          and(
            eq(jobs.tenantId, tenantId),
            eq(jobs.groupId, org),
            pendingOnly ? eq(jobs.jobStatus, 'pending') : undefined,
          ),
        ),
    );
  const [
    totalMembers,
    pendingMembers,
    totalCircles,
    totalJobs,
    pendingJobs,
    pendingResources,
    pendingAiTools,
    pendingUseCases,
  ] = await Promise.all([
    members('accepted'),
    members('pending'),
    total(
      db
        .select({ value: count() })
        .from(groups)
        .where(and(eq(groups.tenantId, tenantId), eq(groups.parentGroupId, org), eq(groups.groupType, 'circle'))),
    ),
    orgJobs(false),
    orgJobs(true),
    total(
      db
        .select({ value: count() })
        .from(resources)
        .where(and(eq(resources.tenantId, tenantId), eq(resources.status, 'pending'))),
    ),
    total(
      db
        .select({ value: count() })
        .from(aiTools)
        .where(and(eq(aiTools.tenantId, tenantId), eq(aiTools.status, 'pending'))),
    ),
    total(
      db
        .select({ value: count() })
        .from(useCases)
        .where(and(eq(useCases.tenantId, tenantId), eq(useCases.status, 'pending'))),
    ),
  ]);
  return {
    total_members: totalMembers,
    total_circles: totalCircles,
    total_jobs: totalJobs,
    total_pending_members: pendingMembers,
    total_pending_jobs: pendingJobs,
    total_pending_resources: pendingResources,
    total_pending_ai_tools: pendingAiTools,
    total_pending_use_cases: pendingUseCases,
  };
}
