/** 'Mar 2021 – Present' style ranges of career entries. */
const monthYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

function format(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : monthYear.format(parsed);
}

export function dateRange(start: string, end: string | null, isCurrent: boolean): string {
  const until = isCurrent || !end ? 'Present' : format(end);
  return `${format(start)} – ${until}`;
}
