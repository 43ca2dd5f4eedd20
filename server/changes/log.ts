/**
 * Appends rows to the change log. Call it inside the transaction of the write it
 * describes, so the feed can never miss or invent a change; notify websockets only
 * after that transaction commits.
 */
import { sql } from 'drizzle-orm';
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
const CHANGES_LOCK = 0x63686e67;

export async function appendChanges(tx: Tx, rows: readonly ChangeRow[]): Promise<void> {
  if (rows.length === 0) return;
  // Appends of one tenant take turns until commit, so on Postgres `seq` order is commit
  // order and a reader can never see seq N+1 while N is still in flight (the feed would
  // skip N for good). PGlite runs one transaction at a time anyway.
  for (const tenantId of new Set(rows.map((row) => row.tenantId)).values()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHANGES_LOCK}, ${tenantId})`);
  }
  await tx.insert(changes).values([...rows]);
}
