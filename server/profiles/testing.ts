/**
 * Test support for profile tests: a fresh verified member (no profile row yet) on a
 * tenant, signed in, so each test starts from a clean profile. Not a test itself.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestApi } from '../testing';

let counter = 0;

export async function newMember(
  api: TestApi,
  host = 'localhost',
): Promise<{ id: number; token: string; slug: string; email: string }> {
  counter += 1;
  const tenant = await api.deps.tenants.byHost(host);
  if (!tenant) throw new Error(`no tenant at ${host}`);
  // Reuse a demo account's hash: hashing again would slow every test down.
  const [demo] = await api.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, 'newcomer@example.org')));
  const email = `fresh-${counter}-${Date.now()}@example.org`;
  const slug = `fresh-member-${counter}-${Date.now()}`;
  const [row] = await api.database.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email,
      passwordHash: demo!.passwordHash,
      firstName: 'Fresh',
      lastName: `Member${counter}`,
      nameSlug: slug,
      isVerified: true,
    })
    .returning({ id: users.id });
  const token = (await api.login(email, host)).access;
  return { id: row!.id, token, slug, email };
}
