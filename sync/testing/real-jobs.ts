/**
 * Rows the sync tests need on the real server beyond the demo seed: a person no other test
 * of the file has touched, a job with the questions and closing date a test needs, and an
 * application moved as the job's administrator would move it. Each write appends the change
 * the real routes append, so the change feed carries it.
 */
import { and, desc, eq, notExists, notInArray } from 'drizzle-orm';
import type { JoinQuestion } from '../../contract/groups';
import { appendChanges } from '../../server/changes/log';
import { jobs, users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed-data';
import { jobApplications } from '../../server/groups/schema';
import { profiles } from '../../server/profiles/schema';
import type { TestApi } from '../../server/testing';
import { addJobs, jobsChanged, userIdOf } from './real-api';

const DAY = 86_400_000;
const taken = new WeakMap<TestApi, Set<string>>();

/** A verified seeded person of the default tenant with no job application, new to this file. */
export async function freshPerson(api: TestApi): Promise<string> {
  const db = api.database.db;
  const used = taken.get(api) ?? new Set<string>();
  taken.set(api, used);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, api.seeded.defaultTenantId),
        eq(users.isVerified, true),
        notInArray(
          users.email,
          DEMO_USERS.map((user) => user.email),
        ),
        notExists(db.select().from(jobApplications).where(eq(jobApplications.userId, users.id))),
      ),
    )
    .orderBy(desc(users.id));
  const row = rows.find((candidate) => !used.has(candidate.email));
  if (!row) throw new Error('no fresh seeded person left');
  used.add(row.email);
  return row.email;
}

export interface OpenJob {
  id: number;
  slug: string;
  title: string;
}

/** A published job taking applications (or closed `closedDaysAgo` days ago), with `questions`. */
export async function openJob(
  api: TestApi,
  options: { questions?: JoinQuestion[]; closedDaysAgo?: number } = {},
): Promise<OpenJob> {
  const [id] = await addJobs(api, 1);
  const now = Date.now();
  const close = options.closedDaysAgo === undefined ? now + 30 * DAY : now - options.closedDaysAgo * DAY;
  const [row] = await api.database.db
    .update(jobs)
    .set({
      jobStatus: 'approved',
      questions: options.questions ?? [],
      applicationOpenDate: new Date(now - 40 * DAY),
      applicationCloseDate: new Date(close),
    })
    .where(eq(jobs.id, id!))
    .returning({ id: jobs.id, slug: jobs.slug, title: jobs.title });
  await jobChanged(api, id!);
  return row!;
}

/** The job takes applications again (its administrator removed the closing date). */
export async function reopenJob(api: TestApi, id: number): Promise<void> {
  await api.database.db.update(jobs).set({ applicationCloseDate: null }).where(eq(jobs.id, id));
  await jobChanged(api, id);
}

async function jobChanged(api: TestApi, id: number): Promise<void> {
  const tenantId = api.seeded.defaultTenantId;
  await api.database.db.transaction((tx) =>
    appendChanges(tx, [{ tenantId, userId: null, entity: 'job', entityId: String(id), op: 'upsert' }]),
  );
  jobsChanged(api);
}

/** `email`'s application to the job now has `status` (null: none), with a feed row for them. */
export async function setApplication(
  api: TestApi,
  jobId: number,
  email: string,
  status: 'pending' | 'accepted' | 'rejected' | null,
): Promise<void> {
  const tenantId = api.seeded.defaultTenantId;
  const userId = await userIdOf(api, email);
  const db = api.database.db;
  await db.transaction(async (tx) => {
    const mine = and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId));
    if (status === null) await tx.delete(jobApplications).where(mine);
    else {
      await tx
        .insert(jobApplications)
        .values({ tenantId, jobId, userId, status })
        .onConflictDoUpdate({
          target: [jobApplications.jobId, jobApplications.userId],
          set: { status, updatedAt: new Date() },
        });
    }
    const op = status === null ? 'delete' : 'upsert';
    await appendChanges(tx, [{ tenantId, userId, entity: 'job_application', entityId: String(jobId), op }]);
  });
}

/** `email` has no resume on their profile. */
export async function dropResume(api: TestApi, email: string): Promise<void> {
  const userId = await userIdOf(api, email);
  await api.database.db.update(profiles).set({ resumeId: null }).where(eq(profiles.userId, userId));
}

/** `email`'s application to the job as the server holds it. */
export async function applicationOf(api: TestApi, jobId: number, email: string) {
  const userId = await userIdOf(api, email);
  const [row] = await api.database.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
  return row;
}
