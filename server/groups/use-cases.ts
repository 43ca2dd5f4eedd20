/**
 * The AI use cases a group names (its use_cases field) must be approved use cases of the
 * tenant; anything else is a field error in DRF's words, like an unknown parent.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ID_MESSAGES } from '../../contract/ids';
import { useCases } from '../content/schema';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';

export async function checkGroupUseCases(db: Db, tenantId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: useCases.id })
    .from(useCases)
    .where(and(eq(useCases.tenantId, tenantId), eq(useCases.status, 'approved'), inArray(useCases.id, [...ids])));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new HttpError(400, { use_cases: [ID_MESSAGES.doesNotExist(unknown)] });
  }
}
