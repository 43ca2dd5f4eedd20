/**
 * What the content tests (resources, posts, career tips, use cases, AI tools, collections)
 * share over the test app: the script payload that must stay inert, the seeded ids they
 * look up, the app they start and a file upload.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groups, tenants } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';
import { useCases } from './schema';

export const XSS = '<img src=x onerror=alert(1)><script>alert(1)</script>';

/** A resource form that passes validation: 'other', public, one topic; `overrides` change it. */
export function resourceForm(group: number | null, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Remote Work Toolkit',
    content: '<p>Tools and habits for remote teams.</p>',
    group,
    type: 'other',
    security_level: 0,
    publish_to_khub: false,
    is_premium: false,
    files: [],
    thumbnail_image: null,
    topics: [1],
    topic_area: 1,
    career_stages: [3],
    country: null,
    source: null,
    ...overrides,
  };
}

/** The first seeded organization of the default tenant. */
export async function firstOrganizationId(api: TestApi): Promise<number> {
  const [org] = await api.database.db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, api.seeded.defaultTenantId), eq(groups.groupType, 'organization')))
    .orderBy(groups.id)
    .limit(1);
  if (!org) throw new Error('no seeded organization');
  return org.id;
}

/** The id of the default tenant's use case with `slug`. */
export async function useCaseIdOf(api: TestApi, slug: string): Promise<number> {
  const [row] = await api.database.db
    .select({ id: useCases.id })
    .from(useCases)
    .where(and(eq(useCases.tenantId, api.seeded.defaultTenantId), eq(useCases.slug, slug)));
  if (!row) throw new Error(`no use case ${slug}`);
  return row.id;
}

/** Uploads `bytes` as `token` through POST /file-upload/ (expects a 201) and answers the file's id. */
export async function uploadFile(
  api: TestApi,
  token: string,
  bytes: Uint8Array,
  name: string,
  type: string,
  purpose = 'attachment',
): Promise<number> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  form.append('purpose', purpose);
  const res = await api.app.request('/api/v1/file-upload/', {
    method: 'POST',
    headers: { Host: 'localhost:8080', Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/**
 * The test app with `jobCount` published jobs (and a campus one when there are any), and the
 * access tokens of the demo admin (staff), member and student.
 */
export async function startContentApi(jobCount = 0) {
  const api = await createTestApi({ jobCount, draftJobCount: 0, campusJobCount: jobCount ? 1 : 0, jobDemo: false });
  const admin = (await api.login('admin@example.org')).access;
  const member = (await api.login('member@example.org')).access;
  const student = (await api.login('student@example.org')).access;
  return { api, admin, member, student, tenantId: api.seeded.defaultTenantId };
}

/** The default tenant's own organization. */
export async function defaultOrgIdOf(api: TestApi): Promise<number> {
  const [tenant] = await api.database.db.select().from(tenants).where(eq(tenants.id, api.seeded.defaultTenantId));
  if (!tenant?.defaultOrgId) throw new Error('no default organization');
  return tenant.defaultOrgId;
}
