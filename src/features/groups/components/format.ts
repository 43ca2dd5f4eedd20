/** Small display helpers of the group pages: dates, truncation, the visitor's login link. */

const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : DATE.format(time);
}

export function dateRange(start: string | null, end: string | null): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** Where a visitor's Join or Follow goes: login, then back here with the intent. */
export function loginHref(path: string, intent: 'join' | 'follow'): string {
  return `/login?${new URLSearchParams({ next: path, [intent]: 'true' })}`;
}
