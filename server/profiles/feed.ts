/**
 * The change feed's part for the member's own data (contract sync: profile, career_entry,
 * follow). Rows are logged owner-only, and the resolution below reads only the caller's
 * rows as well, so another member's profile can never be served.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { followKey } from '../../contract/connect';
import type { Change } from '../../contract/sync';
import { upsertOrDelete } from '../changes/resolved';
import type { Db } from '../db/client';
import type { ChangeEntity } from '../db/schema';
import { toFollow } from './follows';
import { readCareerEntries, readOwnProfile } from './read';
import { follows } from './schema';

type Caller = { tenantId: number; userId: number };
type FeedRow = { entity: ChangeEntity; entityId: string; op: 'upsert' | 'delete' };

export async function readMemberChanges(db: Db, caller: Caller, upserts: readonly FeedRow[]) {
  const of = (entity: ChangeEntity) => upserts.filter((row) => row.entity === entity).map((row) => row.entityId);
  const own = String(caller.userId);
  const profile = of('profile').includes(own) ? await readOwnProfile(db, { id: caller.tenantId }, caller.userId) : null;
  const entryIds = of('career_entry');
  const entries = new Map(
    (await readCareerEntries(db, caller.tenantId, caller.userId, entryIds)).map((entry) => [entry.id, entry]),
  );
  const followKeys = of('follow');
  const followRows =
    followKeys.length === 0
      ? []
      : await db
          .select()
          .from(follows)
          .where(
            and(
              eq(follows.tenantId, caller.tenantId),
              eq(follows.followerId, caller.userId),
              inArray(
                follows.targetId,
                followKeys.map((key) => Number(key.slice(key.indexOf(':') + 1))),
              ),
            ),
          );
  const currentFollows = new Map(followRows.map((row) => [followKey(row.targetType, row.targetId), toFollow(row)]));

  return {
    resolve(row: FeedRow): Change[] {
      const id = row.entityId;
      if (row.entity === 'profile') {
        return profile && id === own ? [{ entity: 'profile', op: 'upsert', id, data: profile }] : [];
      }
      if (row.entity === 'career_entry') {
        const entry = row.op === 'upsert' ? entries.get(id) : undefined;
        return [upsertOrDelete('career_entry', id, entry)];
      }
      const follow = row.op === 'upsert' ? currentFollows.get(id) : undefined;
      return [upsertOrDelete('follow', id, follow)];
    },
  };
}
