/** DRF-style page-number paging: `{data, pagination: {count, next}}`, `next` as an absolute path. */
import type { Paged } from '../../contract/paging';

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The next page's URL (path and query, other params kept), or null on the last page. */
function nextPageUrl(requestUrl: string, page: number, pageSize: number, total: number): string | null {
  if (page * pageSize >= total) return null;
  const url = new URL(requestUrl);
  const params = new URLSearchParams({ page: String(page + 1), page_size: String(pageSize) });
  for (const [name, value] of url.searchParams) {
    if (name !== 'page' && name !== 'page_size') params.append(name, value);
  }
  return `${url.pathname}?${params}`;
}

/** One page of a list asked for at `requestUrl`: its items, how many there are, and the next page's URL. */
export function pagedBody<T>(requestUrl: string, page: number, pageSize: number, data: T[], total: number): Paged<T> {
  return { data, pagination: { count: total, next: nextPageUrl(requestUrl, page, pageSize, total) } };
}
