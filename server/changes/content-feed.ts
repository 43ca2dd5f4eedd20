/**
 * The change feed's 'content' and 'vote' entities. 'content' rows (id
 * contentKey(kind, id), user-scoped to the creator) resolve to the item as the caller
 * sees it now, with the serializer of its kind; an item gone or no longer visible is a
 * tombstone. 'vote' rows (id voteKey) resolve to the member's vote and the item's score.
 */
import { CONTENT_KINDS, type ContentKind, contentKey } from '../../contract/content';
import type { Change, ContentItem } from '../../contract/sync';
import { aiToolsByIds } from '../content/ai-tools';
import { careerTipsByIds } from '../content/career-tips';
import { postsByIds } from '../content/posts';
import { resourcesByIds } from '../content/resources';
import { contentRights } from '../content/rights';
import { loadUseCasesByIds } from '../content/use-cases';
import { memberVotes } from '../content/votes';
import type { Db } from '../db/client';
import { upsertOrDelete } from './resolved';

type Row = { entity: string; entityId: string; op: 'upsert' | 'delete' };
type Caller = { tenantId: number; userId: number };

/** Loads what the page's 'content' and 'vote' upserts need; `resolve` answers each row's change. */
export async function readContentChanges(db: Db, caller: Caller, upserts: readonly Row[]) {
  const idsByKind = new Map<ContentKind, number[]>();
  for (const row of upserts) {
    if (row.entity !== 'content') continue;
    const [kind, id] = row.entityId.split(':');
    const objectId = Number(id);
    if (!(CONTENT_KINDS as readonly string[]).includes(kind ?? '') || !Number.isSafeInteger(objectId)) continue;
    idsByKind.set(kind as ContentKind, [...(idsByKind.get(kind as ContentKind) ?? []), objectId]);
  }
  const items = new Map<string, ContentItem>();
  if (idsByKind.size > 0) {
    const rights = await contentRights(db, caller.tenantId, caller.userId);
    const { tenantId } = caller;
    const add = <K extends ContentKind>(kind: K, list: { id: number }[]) => {
      for (const item of list) items.set(contentKey(kind, item.id), { kind, item } as ContentItem);
    };
    add('resource', await resourcesByIds(db, tenantId, rights, idsByKind.get('resource') ?? []));
    add('post', await postsByIds(db, tenantId, rights, idsByKind.get('post') ?? []));
    add('careertip', await careerTipsByIds(db, tenantId, rights, idsByKind.get('careertip') ?? []));
    add('usecase', await loadUseCasesByIds(db, tenantId, rights, idsByKind.get('usecase') ?? []));
    add('aitool', await aiToolsByIds(db, tenantId, rights, idsByKind.get('aitool') ?? []));
  }
  const voteKeys = upserts.filter((row) => row.entity === 'vote').map((row) => row.entityId);
  const votes = await memberVotes(db, caller.tenantId, caller.userId, voteKeys);

  return {
    resolve(row: Row): Change[] {
      if (row.entity === 'vote') {
        const vote = row.op === 'upsert' ? votes.get(row.entityId) : undefined;
        return vote ? [{ entity: 'vote', op: 'upsert', id: row.entityId, data: vote }] : [];
      }
      const item = row.op === 'upsert' ? items.get(row.entityId) : undefined;
      return [upsertOrDelete('content', row.entityId, item)];
    },
  };
}
