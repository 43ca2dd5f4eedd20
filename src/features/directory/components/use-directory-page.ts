/**
 * A page of a directory list: the server's page when it answered, else the local matches
 * (db.directory, offline too) narrowed by `keep` (the local filter knows only type, text,
 * country and field) and paged here.
 */
import type { SearchItem } from '../../../../contract';
import type { DirectoryQuery } from '../../../../sync/core/api';
import { type DirectoryStatus, useDirectorySearch } from '../queries';

export interface DirectoryPageView {
  items: SearchItem[];
  count: number;
  pageCount: number;
  status: DirectoryStatus;
}

export function useDirectoryPage(
  query: Omit<DirectoryQuery, 'page' | 'page_size'>,
  page: number,
  pageSize: number,
  keep: (item: SearchItem) => boolean = () => true,
): DirectoryPageView {
  const result = useDirectorySearch({ ...query, page, page_size: pageSize });
  if (result.status === 'done') {
    return { items: result.items, count: result.count, pageCount: Math.ceil(result.count / pageSize), status: 'done' };
  }
  const local = result.items.filter(keep);
  return {
    items: local.slice((page - 1) * pageSize, page * pageSize),
    count: local.length,
    pageCount: Math.ceil(local.length / pageSize),
    status: result.status,
  };
}
