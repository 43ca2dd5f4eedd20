/**
 * Skills and topics the server named in an answer, added to the cached lookup lists. An
 * import creates the skills a resume names; without this the forms would know them only by
 * id until the next lookups refresh (shown as "#41") although the answer gave their names.
 */
import type { Topic } from '../../contract';
import type { PortalDb } from '../core/db';
import { getLookups, type Skill, setLookups } from './lookups';

function union<T extends { id: number }>(known: readonly T[], added: readonly T[]): T[] {
  const ids = new Set(known.map((item) => item.id));
  return [...known, ...added.filter((item) => !ids.has(item.id))];
}

export async function rememberLookups(db: PortalDb, skills: readonly Skill[], topics: readonly Topic[]): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const lookups = await getLookups(db);
    // No list yet: keep these, and leave fetchedAt at 0 so the next form asks for the whole list.
    await setLookups(db, {
      skills: union(lookups?.skills ?? [], skills),
      topics: union(lookups?.topics ?? [], topics),
      topicAreas: lookups?.topicAreas ?? [],
      fetchedAt: lookups?.fetchedAt ?? 0,
    });
  });
}
