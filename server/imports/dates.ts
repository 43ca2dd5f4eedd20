/**
 * Dates as resumes and LinkedIn exports write them: "Jan 2020", "January 2020", "03/2019",
 * "2019-03", "2013", and "Present"/"Current"/"Now" for an open end. Career entries keep
 * whole dates, so a month becomes its first day and a bare year its 1 January.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const OPEN_END = /^(present|current|now|today|ongoing)$/i;

const iso = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const plausibleYear = (year: number) => year >= 1900 && year <= 2100;

/** 'YYYY-MM-01', or null for anything that is not a month or a year. */
export function parseMonthYear(text: string): string | null {
  const value = text.trim().replace(/\.$/, '');
  let match = /^([a-z]{3,9})\.?\s+(\d{4})$/i.exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1;
    const year = Number(match[2]);
    return month > 0 && plausibleYear(year) ? iso(year, month) : null;
  }
  match = /^(\d{1,2})[/.-](\d{4})$/.exec(value) ?? null;
  if (match) {
    const month = Number(match[1]);
    const year = Number(match[2]);
    return month >= 1 && month <= 12 && plausibleYear(year) ? iso(year, month) : null;
  }
  match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (match) {
    const month = Number(match[2]);
    const year = Number(match[1]);
    return month >= 1 && month <= 12 && plausibleYear(year) ? iso(year, month) : null;
  }
  match = /^(\d{4})$/.exec(value);
  if (match && plausibleYear(Number(match[1]))) return iso(Number(match[1]), 1);
  return null;
}

export const isOpenEnd = (text: string) => OPEN_END.test(text.trim());

export interface DateRange {
  start: string;
  /** null: still going ("Present"). */
  end: string | null;
}

const DATE = String.raw`(?:[A-Za-z]{3,9}\.?\s+\d{4}|\d{1,2}[/.-]\d{4}|\d{4}-\d{2}|\d{4})`;
const RANGE = new RegExp(
  String.raw`^(${DATE})\s*(?:-|–|—|to|until)\s*(${DATE}|present|current|now|today|ongoing)$`,
  'i',
);

/** A whole line that is a date range ("Jan 2020 - Present", "2013 - 2015"), else null. */
export function parseDateRange(line: string): DateRange | null {
  const match = RANGE.exec(line.trim());
  if (!match) return null;
  const start = parseMonthYear(match[1]!);
  if (!start) return null;
  if (isOpenEnd(match[2]!)) return { start, end: null };
  const end = parseMonthYear(match[2]!);
  return end && end >= start ? { start, end } : null;
}
