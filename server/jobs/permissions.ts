/**
 * Who may administer a job (spec part 2 section 6, job administrator): an accepted admin
 * or leader of the job's group, or staff of the tenant. Creating a job also needs the
 * group to be a certified organization.
 */
import { and, eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '../../contract/job-messages';
import type { Reader } from '../db/client';
import { groups, jobs } from '../db/schema';
import { isGroupAdmin } from '../groups/permissions';
import { HttpError } from '../http/errors';

/** The job's group id in the tenant, or null when there is no such job. */
export async function jobGroupId(db: Reader, tenantId: number, jobId: number): Promise<number | null> {
  const [row] = await db
    .select({ groupId: jobs.groupId })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)));
  return row?.groupId ?? null;
}

/** The user administers the job: an accepted admin or leader of its group, or staff. False for no such job. */
export async function isJobAdmin(db: Reader, tenantId: number, userId: number, jobId: number): Promise<boolean> {
  const groupId = await jobGroupId(db, tenantId, jobId);
  if (groupId === null) return false;
  return isGroupAdmin(db, tenantId, userId, groupId);
}

/** 403 {detail: JOB_MESSAGES.noPermission} unless the user administers the job. */
export async function requireJobAdmin(db: Reader, tenantId: number, userId: number, jobId: number): Promise<void> {
  if (!(await isJobAdmin(db, tenantId, userId, jobId))) {
    throw new HttpError(403, { detail: JOB_MESSAGES.noPermission });
  }
}

/** May the user create jobs for the group? Administrator of it, and the group certified. */
export async function canCreateJob(db: Reader, tenantId: number, userId: number, groupId: number): Promise<boolean> {
  const [group] = await db
    .select({ isCertified: groups.isCertified })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.id, groupId)));
  if (!group?.isCertified) return false;
  return isGroupAdmin(db, tenantId, userId, groupId);
}

/** 403 {detail: JOB_MESSAGES.certifiedOnly} unless the user may create jobs for the group. */
export async function requireCanCreateJob(db: Reader, tenantId: number, userId: number, groupId: number) {
  if (!(await canCreateJob(db, tenantId, userId, groupId))) {
    throw new HttpError(403, { detail: JOB_MESSAGES.certifiedOnly });
  }
}
