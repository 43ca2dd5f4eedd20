/**
 * The jobs demo, on every tenant: the first employer (Northwind Analytics on
 * the default tenant) is certified, not an influencer, and run by admin@ (an accepted
 * admin). Its jobs: a draft, a published job closed five days ago, and the open
 * "Product Analyst" with two required screening questions, one pending and one accepted
 * applicant. student@ gets a profile resume (a real PDF when a media storage is given);
 * member@ has none (the upload-first path).
 */
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import type { JoinQuestion } from '../../contract/groups';
import { appendChanges } from '../changes/log';
import type { Db, Tx } from '../db/client';
import { groups, jobs, memberships, skills, tenants, users } from '../db/schema';
import { DEMO_EMAILS } from '../db/seed-data';
import { textPdf } from '../db/seed-pdf';
import { userIdsByEmail } from '../db/seed-users';
import { jobApplications } from '../groups/schema';
import { profiles, uploads } from '../profiles/schema';
import type { MediaStorage } from '../uploads/storage';
import { insertUpload, writeUploadFile } from '../uploads/store';

const DAY_MS = 86_400_000;

export const PRODUCT_ANALYST_QUESTIONS: JoinQuestion[] = [
  { id: 'text1001', label: 'Why this role?', type: 'text', required: true, options: '' },
  { id: 'radio1002', label: 'Years of experience', type: 'radio', required: true, options: '0-1\n2-4\n5+' },
];

export async function seedJobDemo(db: Db, tenantId: number, storage?: MediaStorage): Promise<void> {
  const now = Date.now();
  const resumePdf = storage
    ? await textPdf('Student Resume', ['Data analysis coursework', 'Internship: product analytics', 'SQL, Python'])
    : null;
  await db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ defaultOrgId: tenants.defaultOrgId })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    const orgs = await tx
      .select({ id: groups.id, name: groups.name, isInfluencer: groups.isInfluencer })
      .from(groups)
      .where(
        and(
          eq(groups.tenantId, tenantId),
          eq(groups.groupType, 'organization'),
          tenant?.defaultOrgId ? ne(groups.id, tenant.defaultOrgId) : undefined,
        ),
      )
      .orderBy(asc(groups.id));
    const org = orgs.find((row) => row.name === 'Northwind Analytics') ?? orgs[0];
    if (!org) return;
    const demo = await userIdsByEmail(tx, tenantId, DEMO_EMAILS);
    const idOf = (email: string) => demo.get(email);
    const adminId = idOf('admin@example.org');
    if (adminId === undefined) return;

    await tx.update(groups).set({ isCertified: true, isInfluencer: false }).where(eq(groups.id, org.id));
    // The tenant keeps its two influential organizations: another employer takes this one's place.
    const standIn = org.isInfluencer ? orgs.find((row) => row.id !== org.id && !row.isInfluencer) : undefined;
    if (standIn) await tx.update(groups).set({ isInfluencer: true }).where(eq(groups.id, standIn.id));
    await tx
      .insert(memberships)
      .values({ tenantId, groupId: org.id, userId: adminId, status: 'accepted', role: 'admin' })
      .onConflictDoUpdate({
        target: [memberships.groupId, memberships.userId],
        set: { status: 'accepted', role: 'admin' },
      });

    const skillIds = (await tx.select({ id: skills.id }).from(skills).orderBy(asc(skills.id)).limit(4)).map(
      (s) => s.id,
    );
    const base = {
      tenantId,
      groupId: org.id,
      requirements: 'SQL, a scripting language and clear writing.',
      jobType: 'full_time' as const,
      jobLocation: 'hybrid' as const,
      address: '1 Market Street, London',
      skills: skillIds.slice(0, 3),
      countries: ['GB'],
      careerStages: [2, 3],
      createdBy: adminId,
    };
    const at = (days: number) => new Date(now + days * DAY_MS);
    const inserted = await tx
      .insert(jobs)
      .values([
        {
          ...base,
          slug: 'data-platform-engineer-draft',
          title: 'Data Platform Engineer (Draft)',
          description: `Build and run the data platform of ${org.name}. Not published yet.`,
          jobStatus: 'pending',
          applicationOpenDate: at(0),
          applicationCloseDate: at(30),
          createdAt: at(0),
          updatedAt: at(0),
        },
        {
          ...base,
          slug: 'junior-analyst-closed',
          title: 'Junior Analyst (Closed)',
          description: `Support the analytics team of ${org.name}. Applications have closed.`,
          jobType: 'internship',
          jobStatus: 'approved',
          applicationOpenDate: at(-40),
          applicationCloseDate: at(-5),
          createdAt: at(-40),
          updatedAt: at(-40),
        },
        {
          ...base,
          slug: 'product-analyst',
          title: 'Product Analyst',
          description: `Turn product data into decisions with the product team of ${org.name}.`,
          jobStatus: 'approved',
          isFeatured: true,
          applicationOpenDate: at(-1),
          applicationCloseDate: at(30),
          questions: PRODUCT_ANALYST_QUESTIONS,
          createdAt: at(0),
          updatedAt: at(0),
        },
      ])
      .returning({ id: jobs.id, slug: jobs.slug });
    const productAnalyst = inserted.find((row) => row.slug === 'product-analyst')!;

    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), notInArray(users.email, DEMO_EMAILS)))
      .orderBy(asc(users.id))
      .limit(2);
    const answers = (why: string, years: string) => [
      { question_id: 'text1001', label: 'Why this role?', value: why },
      { question_id: 'radio1002', label: 'Years of experience', value: years },
    ];
    const applicants = people.map((person, i) => ({
      tenantId,
      jobId: productAnalyst.id,
      userId: person.id,
      status: i === 0 ? ('pending' as const) : ('accepted' as const),
      answers:
        i === 0
          ? answers('I enjoy turning product data into decisions.', '2-4')
          : answers('Analytics is where I do my best work.', '5+'),
      reason: i === 0 ? null : 'Strong analytics background.',
      createdAt: at(-1),
      updatedAt: at(-1),
    }));
    if (applicants.length > 0) await tx.insert(jobApplications).values(applicants);

    // student@ has a resume on the profile; member@ has none.
    const studentId = idOf('student@example.org');
    if (studentId !== undefined) {
      const upload = storage && resumePdf ? await storedResume(tx, storage, tenantId, studentId, resumePdf) : undefined;
      const [row] = upload
        ? [upload]
        : await tx
            .insert(uploads)
            .values({
              tenantId,
              userId: studentId,
              key: `${tenantId}/seed-resume-student-${studentId}.pdf`,
              name: 'student-resume.pdf',
              mimeType: 'application/pdf',
              size: 1024,
            })
            .returning({ id: uploads.id });
      await tx
        .update(profiles)
        .set({ resumeId: row!.id })
        .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, studentId)));
    }
    const memberId = idOf('member@example.org');
    if (memberId !== undefined) {
      await tx
        .update(profiles)
        .set({ resumeId: null })
        .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, memberId)));
    }

    await appendChanges(tx, [
      ...inserted.map((job) => ({
        tenantId,
        userId: null,
        entity: 'job' as const,
        entityId: String(job.id),
        op: 'upsert' as const,
      })),
      ...applicants.map((row) => ({
        tenantId,
        userId: row.userId,
        entity: 'job_application' as const,
        entityId: String(row.jobId),
        op: 'upsert' as const,
      })),
    ]);
  });
}

/** student@'s resume written to the media storage (its row after the file: a failed seed leaves at most a stray file). */
async function storedResume(tx: Tx, storage: MediaStorage, tenantId: number, userId: number, bytes: Uint8Array) {
  const upload = { tenantId, userId, name: 'student-resume.pdf', bytes, type: { ext: 'pdf', mime: 'application/pdf' } };
  const key = await writeUploadFile(storage, upload);
  return insertUpload(tx, upload, key);
}
