/** One changed entity as the feed answers it: what the caller sees of it now. */
import type { Change } from '../../contract/sync';

/** The entities whose change may be a tombstone. */
type Tombstoned = Extract<Change, { op: 'delete' }>['entity'];

/**
 * The change of `entity` `id`: an upsert of `data` while the caller may see it, else its
 * tombstone (it is gone, or no longer theirs to see).
 */
export function upsertOrDelete<E extends Tombstoned>(
  entity: E,
  id: string,
  data: Extract<Change, { entity: E; op: 'upsert' }>['data'] | undefined,
): Extract<Change, { entity: E }> {
  const change = data ? { entity, op: 'upsert', id, data } : { entity, op: 'delete', id };
  // TypeScript cannot pick the union's member by a generic entity; for each E these are its two members.
  return change as Extract<Change, { entity: E }>;
}
