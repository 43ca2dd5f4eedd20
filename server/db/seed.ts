/**
 * The demo seed: two tenants (localhost and campus.localhost) with their organizations,
 * demo accounts and jobs. The demo e-mails have an account on each tenant (verified,
 * accepted in its default organization), so the switcher offers the other portal's
 * organizations and a hand-off between them works. Deterministic: the same seed numbers give the same data, with
 * dates relative to the moment of seeding.
 */
import { hash } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { seedAgents, seedDemoReport } from '../agents/seed';
import { seedChatDemo } from '../chat/seed';
import { seedContent } from '../content/seed';
import { seedUseCases } from '../content/seed-use-cases';
import { seedTenantGroups } from '../groups/seed';
import { seedJobs } from '../jobs/seed';
import { seedJobDemo } from '../jobs/seed-demo';
import { seedPayments } from '../payments/seed';
import { seedTenantPeople, seedTopics } from '../profiles/seed';
import { seedReviewDemo, seedSystemAgents } from '../system-agents/seed';
import type { MediaStorage } from '../uploads/storage';
import type { Db } from './client';
import { createPrng, slugify } from './prng';
import { groups, memberships, skills, tenants, users } from './schema';
import { seedCareerRoles } from './seed-careers';
import {
  ALUMNI_TENANT,
  CAMPUS_TENANT,
  DEFAULT_TENANT,
  DEMO_PASSWORD,
  DEMO_USERS,
  SKILLS,
  type TenantSeed,
} from './seed-data';
import { seedPictures } from './seed-pictures';

export { seedJobs } from '../jobs/seed';

export interface SeedOptions {
  /** Approved jobs of the default tenant. @default 320 */
  jobCount?: number;
  /** Draft (pending) jobs of the default tenant. @default 10 */
  draftJobCount?: number;
  /** Approved jobs of the campus tenant. @default 40 */
  campusJobCount?: number;
  /** The jobs demo (server/jobs/seed-demo.ts) on every tenant. @default true */
  jobDemo?: boolean;
  /** Uploaded files: the content demo's PDF attachment and the demo pictures go here (none: neither). */
  storage?: MediaStorage;
}

export interface SeedResult {
  defaultTenantId: number;
  campusTenantId: number;
}

/**
 * Seeds the demo when the database has no tenant yet; answers whether it seeded. A database
 * seeded by an earlier version still gets the later seeds it lacks (the career roles and
 * agents): those seeds are idempotent.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) {
    await seedCareerRoles(db);
    for (const tenant of await db.select({ id: tenants.id }).from(tenants)) {
      await seedAgents(db, tenant.id);
      await seedSystemAgents(db, tenant.id);
      await seedPayments(db, tenant.id);
    }
    return false;
  }
  await seedDemo(db, options);
  return true;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  await db
    .insert(skills)
    .values(SKILLS.map((name) => ({ name })))
    .onConflictDoNothing();
  // The career roles catalogue of the guidance engine: shared, like the skills it names.
  await seedCareerRoles(db);
  await seedTopics(db);
  const defaultTenant = await seedTenant(db, DEFAULT_TENANT);
  // Pending members and use cases for Review Members and Review Use Cases to judge.
  await db.transaction((tx) => seedReviewDemo(tx, defaultTenant.tenantId, defaultTenant.defaultOrgId));
  await seedJobs(db, defaultTenant.tenantId, options.jobCount ?? 320, { seed: 1 });
  await seedJobs(db, defaultTenant.tenantId, options.draftJobCount ?? 10, { seed: 2, status: 'pending' });
  const campus = await seedTenant(db, CAMPUS_TENANT);
  await seedJobs(db, campus.tenantId, options.campusJobCount ?? 40, { seed: 3, style: 'campus' });
  // The 'full' registration mode's demo portal (alumni.localhost): no jobs of its own.
  const alumni = await seedTenant(db, ALUMNI_TENANT);
  // The jobs demo (a draft, a closed and an open job with applicants) on every tenant.
  if (options.jobDemo ?? true) {
    for (const tenantId of [defaultTenant.tenantId, campus.tenantId, alumni.tenantId])
      await seedJobDemo(db, tenantId, options.storage);
  }
  // The content demo (resources, prompts, posts, career tips); the PDF only with a storage.
  for (const tenantId of [defaultTenant.tenantId, campus.tenantId]) await seedContent(db, tenantId, options.storage);
  // The realtime demo (conversations and notifications of admin@ and member@).
  for (const tenantId of [defaultTenant.tenantId, campus.tenantId]) await seedChatDemo(db, tenantId);
  // The career agents on every tenant, and member@'s ready CareerGPS report.
  for (const tenantId of [defaultTenant.tenantId, campus.tenantId, alumni.tenantId]) {
    await seedAgents(db, tenantId);
    await seedSystemAgents(db, tenantId);
    await seedDemoReport(db, tenantId);
  }
  // The membership plans, donation price and demo subscriptions on every tenant.
  for (const tenantId of [defaultTenant.tenantId, campus.tenantId, alumni.tenantId]) await seedPayments(db, tenantId);
  // Profile photos and group logos, drawn here (no network), only where files can be kept.
  if (options.storage) {
    for (const tenantId of [defaultTenant.tenantId, campus.tenantId, alumni.tenantId])
      await seedPictures(db, tenantId, options.storage);
  }
  return { defaultTenantId: defaultTenant.tenantId, campusTenantId: campus.tenantId };
}

async function seedTenant(db: Db, seed: TenantSeed) {
  const hashes = await Promise.all(DEMO_USERS.map(() => hash(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        name: seed.name,
        shortName: seed.shortName,
        description: seed.description,
        domains: seed.domains,
        requiresMemberApproval: seed.requiresMemberApproval,
        theme: seed.theme,
        flags: seed.flags,
        ui: seed.ui,
        options: seed.options,
        amaUserDefaultPrompts: seed.amaUserDefaultPrompts,
      })
      .returning({ id: tenants.id });
    const tenantId = tenant!.id;
    const orgRows = await tx
      .insert(groups)
      .values(
        [
          { ...seed.defaultOrg, country: null, isCertified: true },
          ...seed.employers.map((org) => ({ ...org, isCertified: true })),
        ].map((org) => ({ ...org, tenantId, nameSlug: slugify(org.name), groupType: 'organization' as const })),
      )
      .returning({ id: groups.id });
    const defaultOrgId = orgRows[0]!.id;
    await tx.update(tenants).set({ defaultOrgId }).where(eq(tenants.id, tenantId));

    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, i) => ({
          tenantId,
          email: user.email,
          passwordHash: hashes[i]!,
          firstName: user.firstName,
          lastName: user.lastName,
          title: user.title,
          nameSlug: slugify(`${user.firstName} ${user.lastName}`),
          isStaff: user.isStaff,
          isVerified: true,
          membershipTier: user.tier,
          useAma: user.useAma,
          oneToOneChat: user.oneToOneChat,
          currentRole: user.preferences?.currentRole ?? null,
          focusArea: user.preferences?.focusArea ?? null,
        })),
      )
      .returning({ id: users.id });
    const prng = createPrng(tenantId * 7919);
    await tx.insert(memberships).values([
      ...DEMO_USERS.map((user, i) => ({
        tenantId,
        groupId: defaultOrgId,
        userId: userRows[i]!.id,
        status: 'accepted' as const,
        role: user.role,
      })),
      // The member also belongs to one employer, so the organization switcher has a choice.
      { tenantId, groupId: prng.pick(orgRows.slice(1)).id, userId: userRows[1]!.id, status: 'accepted' as const },
      // The admin also runs the first employer: two administered organizations for the admin switcher.
      { tenantId, groupId: orgRows[1]!.id, userId: userRows[0]!.id, status: 'accepted' as const, role: 'admin' },
    ]);
    await seedTenantPeople(tx, {
      tenantId,
      defaultOrgId,
      employerIds: orgRows.slice(1).map((org) => org.id),
      demoUsers: new Map(DEMO_USERS.map((user, i) => [user.email, userRows[i]!.id])),
      institutional: seed.ui.show_institutional_registration_screen,
      diaspora: seed.flags.connectdiaspora,
    });
    await seedTenantGroups(tx, {
      tenantId,
      defaultOrgId,
      demoUsers: new Map(DEMO_USERS.map((user, i) => [user.email, userRows[i]!.id])),
    });
    await seedUseCases(tx, tenantId);
    return { tenantId, defaultOrgId };
  });
}
