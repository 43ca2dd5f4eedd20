/**
 * A slug free in the tenant: slugs of groups, jobs and content items are unique per tenant,
 * so a second item with the same title gets -2, -3... appended to its base slug.
 */
import { and, eq, like, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** A table with a tenant and a serial id. */
export type SlugTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/**
 * `base`, else `base-2`, `base-3`... whichever `slugColumn` of the tenant's rows of `table` does
 * not hold yet. `exceptId` is the row being edited (its own slug stays free).
 */
export async function freeSlug(
  db: Db | Tx,
  table: SlugTable,
  slugColumn: PgColumn,
  tenantId: number,
  base: string,
  exceptId?: number,
): Promise<string> {
  const rows = (await db
    .select({ slug: slugColumn })
    .from(table)
    .where(
      and(
        eq(table.tenantId, tenantId),
        like(slugColumn, `${base}%`),
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )) as { slug: string }[];
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
