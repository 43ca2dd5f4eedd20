/**
 * Bundled into the benchmark's page (scripts/bench/replay.ts): queues bookmarks through the
 * app's own outbox code (the mutator the bookmark button uses, `mutateWith`, the same
 * Dexie database), one after another as clicks would, so the real sync worker drains them.
 */

import { bookmarkSet } from '../../sync/bookmarks/bookmark-mutator';
import { openDb } from '../../sync/core/db';
import { mutateWith } from '../../sync/core/outbox';

const db = openDb();

async function queueJobBookmarks(ids: readonly number[]): Promise<number> {
  for (const id of ids) await mutateWith(db, bookmarkSet, { type: 'job', object_id: id, bookmarked: true });
  return db.outbox.where('status').equals('pending').count();
}

Object.assign(window, { queueJobBookmarks });
