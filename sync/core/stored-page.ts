/**
 * A list page fetched to be stored: the rows go to Dexie (the UI reads them there through live
 * queries), the caller gets back only their ids, the total and the next link.
 */
import type { Paged } from '../../contract';
import type { JsonResult } from './http';

export type StoredPageResult<Id> =
  | { kind: 'done'; ids: Id[]; count: number; next: string | null }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

/** `store` writes a page's rows (of `count` in all) and answers their ids; a refusal is 'failed', anything else 'offline'. */
export async function storedPage<Row, Id>(
  answer: JsonResult<Paged<Row>>,
  store: (rows: Row[], count: number) => Promise<Id[]>,
): Promise<StoredPageResult<Id>> {
  if (answer.kind === 'data') {
    const ids = await store(answer.data.data, answer.data.pagination.count);
    return { kind: 'done', ids, count: answer.data.pagination.count, next: answer.data.pagination.next };
  }
  if (answer.kind === 'rejected') return { kind: 'failed', message: answer.message };
  return { kind: 'offline' };
}
