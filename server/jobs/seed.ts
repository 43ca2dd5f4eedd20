/** Bulk job seeding: the demo seed uses it, and so can the benchmark to add many jobs. */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { JobStatus } from '../../contract/jobs';
import { JOB_LOCATIONS, JOB_TYPES } from '../../contract/jobs';
import { appendChanges } from '../changes/log';
import type { Db } from '../db/client';
import { createPrng, slugify } from '../db/prng';
import { groups, jobs, skills, tenants } from '../db/schema';
import { addressIn, COUNTRIES } from '../db/seed-places';
import { describeJob, type JobStyle, requirementsFor, titleCatalogue } from './seed-text';

export interface SeedJobsOptions {
  /** PRNG seed. @default 1 */
  seed?: number;
  /** @default 'approved' */
  status?: JobStatus;
  /** Campus titles start with Campus, Graduate or Student. @default 'professional' */
  style?: JobStyle;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 500;

/** Adds `jobCount` jobs to the tenant's organizations, spread over the last 90 days. Returns their ids. */
export async function seedJobs(db: Db, tenantId: number, jobCount: number, options: SeedJobsOptions = {}) {
  const prng = createPrng((options.seed ?? 1) * 104729 + tenantId);
  const tenant = (await db.select().from(tenants).where(eq(tenants.id, tenantId)))[0];
  if (!tenant) throw new Error(`No tenant ${tenantId}`);
  const orgs = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), inArray(groups.groupType, ['organization', 'institution'])))
    .orderBy(asc(groups.id));
  // Employers post most jobs; the default organization posts some too.
  const employers = orgs.length > 1 ? orgs.filter((org) => org.id !== tenant.defaultOrgId) : orgs;
  const skillIds = (await db.select({ id: skills.id }).from(skills).orderBy(asc(skills.id))).map((s) => s.id);
  // Slugs are numbered after the tenant's highest job id: every earlier slug's number is at
  // most its own job's id, so none repeats even after jobs were deleted (a count would).
  const [existing] = await db
    .select({ n: max(jobs.id) })
    .from(jobs)
    .where(eq(jobs.tenantId, tenantId));
  const offset = existing?.n ?? 0;
  const catalogue = prng.shuffle(titleCatalogue(options.style ?? 'professional'));
  const now = Date.now();

  const rows = Array.from({ length: jobCount }, (_, i) => {
    const round = Math.floor(i / catalogue.length);
    const title = catalogue[i % catalogue.length]! + (round > 0 ? ` ${round + 1}` : '');
    const org = prng.next() < 0.15 ? orgs[0]! : prng.pick(employers);
    const location = prng.pick(JOB_LOCATIONS);
    const createdAt = new Date(now - Math.floor(prng.next() * 90 * DAY_MS));
    // Mostly open: about one in ten closed a few days ago.
    const closeOffset = prng.next() < 0.1 ? -prng.int(1, 10) : prng.int(5, 120);
    // The address is in the first of the job's countries.
    const countries = prng.sample(COUNTRIES, prng.int(1, 3));
    return {
      tenantId,
      groupId: org.id,
      slug: `${slugify(title)}-${offset + i + 1}`,
      title,
      description: describeJob(prng.pick, title, org.name),
      requirements: requirementsFor(prng.pick),
      jobType: prng.pick(JOB_TYPES),
      jobLocation: location,
      address: location === 'remote' ? null : addressIn(prng, countries[0]!),
      jobStatus: options.status ?? 'approved',
      isFeatured: prng.next() < 0.05,
      applicationOpenDate: createdAt,
      applicationCloseDate: new Date(now + closeOffset * DAY_MS),
      skills: prng.sample(skillIds, prng.int(1, 6)).sort((a, b) => a - b),
      countries,
      careerStages: prng.sample([1, 2, 3, 4, 5], prng.int(1, 3)).sort((a, b) => a - b),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(jobs).values(chunk).returning({ id: jobs.id });
      await appendChanges(
        tx,
        inserted.map((job) => ({ tenantId, userId: null, entity: 'job', entityId: String(job.id), op: 'upsert' })),
      );
      ids.push(...inserted.map((job) => job.id));
    });
  }
  // Fresh statistics, so the planner uses the board's index rather than guessing.
  await db.execute(sql`analyze jobs`);
  await db.execute(sql`analyze changes`);
  return ids;
}
