/** The accounts a seed refers to (the demo accounts, by their emails). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Reader } from './client';
import { users } from './schema';

/** The ids of the tenant's accounts among `emails`, by email; an email without an account is missing. */
export async function userIdsByEmail(
  db: Reader,
  tenantId: number,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.email, [...emails])));
  return new Map(rows.map((row) => [row.email, row.id]));
}
