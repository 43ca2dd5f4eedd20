/**
 * Appends rows to the change log. Call it inside the transaction of the write it
 * describes, so the feed can never miss or invent a change; notify websockets only
 * after that transaction commits.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type ChangeEntity, changes } from '../db/schema';

export interface ChangeRow {
  tenantId: number;
  /** The only user who may see the change; null for every member of the tenant. */
  userId: number | null;
  entity: ChangeEntity;
  /** The client's local key of the entity (contract: jobs String(id), bookmarks bookmarkKey). */
  entityId: string;
  op: 'upsert' | 'delete';
}

/** Advisory lock namespace of change-log appends (any constant int4). */
export const CHANGES_LOCK = 0x63686e67;

/**
 * Appends of one tenant take turns until commit, so on Postgres `seq` order is commit order
 * and a reader can never see seq N+1 while N is still in flight (the feed would skip N for
 * good). The locks and the insert are one statement (a statement costs a round trip, on
 * PGlite more than the lock): the WHERE is an uncorrelated subquery, evaluated once before
 * the first row is formed, so every lock is held before any `seq` is drawn. Tenants are
 * locked in ascending order, so two appends over the same tenants cannot deadlock.
 */
export async function appendChanges(tx: Tx, rows: readonly ChangeRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) => sql`(${row.tenantId}::integer, ${row.userId}::integer, ${row.entity}::text, ${row.entityId}::text,
        ${row.op}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(
    appendChangesFrom(
      sql`select * from (values ${values}) as v`,
      rows.map((row) => row.tenantId),
    ),
  );
}

/**
 * The insert of appendChanges for the rows `source` yields (tenant_id, user_id, entity,
 * entity_id, op, in that order), with the same locks on `tenantIds`: as one part of a
 * data-modifying WITH, the write and its log entry are one statement, atomic without a
 * transaction of their own.
 */
export function appendChangesFrom(source: SQL, tenantIds: readonly number[]): SQL {
  const tenants = [...new Set(tenantIds)].sort((a, b) => a - b);
  const locks = sql.join(
    tenants.map((tenantId) => sql`(${tenantId}::integer)`),
    sql`, `,
  );
  return sql`
    insert into ${changes} (tenant_id, user_id, entity, entity_id, op)
    select v.tenant_id, v.user_id, v.entity, v.entity_id, v.op
    from (${source}) as v (tenant_id, user_id, entity, entity_id, op)
    where (
      select count(*) from (
        select pg_advisory_xact_lock(${CHANGES_LOCK}, t.id) from (values ${locks}) as t (id)
      ) as taken
    ) = ${tenants.length}`;
}
