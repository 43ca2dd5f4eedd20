/**
 * Test support for the corpus's tenancy and ownership checks: what a tenant or a member owns,
 * read straight from the database, and the items another member must not reach. Not a test.
 */
import { and, eq, ne } from 'drizzle-orm';
import { agentReports } from './agents/schema';
import { groups, jobs, users } from './db/schema';
import { jobApplications } from './groups/schema';
import { insertNotifications } from './notifications/create';
import type { TestApi } from './testing';

/** Ids and slugs of rows of the `localhost` tenant that the campus tenant must never answer. */
export async function defaultTenantRows(api: TestApi) {
  const db = api.database.db;
  const tenantId = api.seeded.defaultTenantId;
  const campusSlugs = new Set(
    (await db.select({ slug: users.nameSlug }).from(users).where(eq(users.tenantId, api.seeded.campusTenantId))).map(
      (row) => row.slug,
    ),
  );
  const people = await db
    .select({ id: users.id, slug: users.nameSlug, name: users.firstName })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  return {
    jobIds: new Set((await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.tenantId, tenantId))).map((r) => r.id)),
    groupIds: new Set(
      (await db.select({ id: groups.id }).from(groups).where(eq(groups.tenantId, tenantId))).map((r) => r.id),
    ),
    personIds: new Set(people.map((person) => person.id)),
    /** A person whose profile address exists only on `localhost`. */
    person: people.find((person) => !campusSlugs.has(person.slug))!,
  };
}

/** A new notification for `userId`; answers its id. */
export async function notificationFor(api: TestApi, userId: number): Promise<number> {
  const [id] = await api.database.db.transaction((tx) =>
    insertNotifications(tx, api.seeded.defaultTenantId, [
      {
        userId,
        type: 'user_connection',
        notificationType: 'new_follower',
        message: 'Someone started following you',
        data: { name_slug: 'someone', name: 'Someone', image: null },
      },
    ]),
  );
  return id!;
}

/** A job application and an agent report of somebody other than `userId`, and a draft job. */
export async function othersPrivateRows(api: TestApi, userId: number) {
  const db = api.database.db;
  const tenantId = api.seeded.defaultTenantId;
  const [application] = await db
    .select({ jobId: jobApplications.jobId })
    .from(jobApplications)
    .where(ne(jobApplications.userId, userId))
    .limit(1);
  const [report] = await db
    .select({ id: agentReports.id })
    .from(agentReports)
    .where(and(eq(agentReports.tenantId, tenantId), ne(agentReports.userId, userId)))
    .limit(1);
  const [draft] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.jobStatus, 'pending')))
    .limit(1);
  return { appliedJobId: application!.jobId, reportId: report!.id, draftJobId: draft!.id };
}

/** The ids of a paged answer's rows. */
export const rowIds = (body: unknown): number[] =>
  body && typeof body === 'object' && 'data' in body && Array.isArray(body.data)
    ? body.data.flatMap((row: unknown) =>
        row && typeof row === 'object' && 'id' in row && typeof row.id === 'number' ? [row.id] : [],
      )
    : [];
