/**
 * Reading job applications: the applicants of a job as its administrator sees them
 * (contract JobApplicant), their CSV export, and the member's own applications
 * (contract JobApplication, also the change feed's 'job_application' entity).
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { JobApplicant, JobApplication } from '../../contract/job-applications';
import type { ApplicantFilter } from '../../contract/jobs';
import type { Db, Tx } from '../db/client';
import { type JobRow, jobs, users } from '../db/schema';
import { csvLine } from '../groups/membership-csv';
import { institution, personColumns, picture, talentCard } from '../groups/membership-member';
import { jobApplications } from '../groups/schema';
import { profiles } from '../profiles/schema';

type ApplicationRow = typeof jobApplications.$inferSelect;

export function toJobApplication(row: ApplicationRow, jobSlug: string): JobApplication {
  return {
    job_id: row.jobId,
    job_slug: jobSlug,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ApplicantSelection {
  status?: ApplicantFilter;
  userIds?: number[];
  limit?: number;
  offset?: number;
}

function applicantWhere(job: JobRow, selection: ApplicantSelection): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(jobApplications.jobId, job.id), eq(jobApplications.tenantId, job.tenantId)];
  if (selection.status && selection.status !== 'all') where.push(eq(jobApplications.status, selection.status));
  if (selection.userIds) where.push(inArray(jobApplications.userId, selection.userIds));
  return and(...where);
}

async function applicantRows(db: Db | Tx, job: JobRow, selection: ApplicantSelection) {
  if (selection.userIds?.length === 0) return [];
  const query = db
    .select({ ...personColumns, application: jobApplications })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .leftJoin(institution, eq(institution.id, profiles.institutionId))
    .where(applicantWhere(job, selection))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return selection.limit === undefined ? query : query.limit(selection.limit).offset(selection.offset ?? 0);
}

type Row = Awaited<ReturnType<typeof applicantRows>>[number];

function toApplicant(row: Row): JobApplicant {
  const a = row.application;
  return talentCard<JobApplicant>(row, {
    status: a.status,
    reason: a.reason,
    resume_url: a.resumeUrl,
    answers: a.answers.map((answer) => ({
      question_id: answer.question_id,
      value: answer.value,
      file_id: answer.file_id ?? null,
      label: answer.label,
      file_url: answer.file_url ?? null,
    })),
    applied_at: a.createdAt.toISOString(),
  });
}

/** Applicants of the job, most recent first. */
export async function applicantsOf(db: Db | Tx, job: JobRow, selection: ApplicantSelection): Promise<JobApplicant[]> {
  return (await applicantRows(db, job, selection)).map(toApplicant);
}

/** One page of applicants with the filter's total. */
export async function listApplicants(
  db: Db,
  job: JobRow,
  status: ApplicantFilter,
  page: { limit: number; offset: number },
): Promise<{ data: JobApplicant[]; total: number }> {
  const [data, [total]] = await Promise.all([
    applicantsOf(db, job, { status, ...page }),
    db.select({ n: count() }).from(jobApplications).where(applicantWhere(job, { status })),
  ]);
  return { data, total: total?.n ?? 0 };
}

/** The CSV of the job's applicants (one status or all): person, status, reason, resume, answers. */
export async function applicantsCsv(db: Db, job: JobRow, status: ApplicantFilter): Promise<string> {
  const rows = await applicantRows(db, job, { status });
  const questions = job.questions;
  const header = ['Name', 'Email', 'Country', 'Institution', 'Status', 'Reason', 'Resume', 'Applied at'];
  const lines = [csvLine([...header, ...questions.map((q) => q.label)])];
  for (const row of rows) {
    const applicant = toApplicant(row);
    const answers = new Map(applicant.answers.map((a) => [a.question_id, a]));
    lines.push(
      csvLine([
        applicant.name,
        row.user.email,
        row.user.country,
        applicant.institution_name,
        applicant.status,
        applicant.reason,
        applicant.resume_url,
        applicant.applied_at,
        ...questions.map((q) => {
          const answer = answers.get(q.id);
          return answer?.file_url ?? answer?.value ?? '';
        }),
      ]),
    );
  }
  return lines.join('');
}

/** The member's own applications (all, or of these jobs), most recent first, with a page's total. */
export async function ownApplications(
  db: Db | Tx,
  tenantId: number,
  userId: number,
  options: { jobIds?: number[]; limit?: number; offset?: number } = {},
): Promise<{ data: JobApplication[]; total: number }> {
  if (options.jobIds?.length === 0) return { data: [], total: 0 };
  const where = and(
    eq(jobApplications.tenantId, tenantId),
    eq(jobApplications.userId, userId),
    options.jobIds ? inArray(jobApplications.jobId, options.jobIds) : undefined,
  );
  const query = db
    .select({ application: jobApplications, slug: jobs.slug })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit).offset(options.offset ?? 0);
  const data = rows.map((row) => toJobApplication(row.application, row.slug));
  if (options.limit === undefined) return { data, total: data.length };
  const [total] = await db.select({ n: count() }).from(jobApplications).where(where);
  return { data, total: total?.n ?? 0 };
}
