/**
 * Dates as resumes and LinkedIn exports write them: "Jan 2020", "Sept. 2015", "January
 * 2020", "03/2019", "2019-03", "2013", and "Present"/"Current"/"Now" for an open end.
 * Career entries keep whole dates, so a month becomes its first day and a bare year its
 * 1 January. Month names are matched exactly, so "Lagos 2013" is a year after a word, not
 * a month.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const OPEN_END_WORDS = '(?:present|current|now|today|ongoing|to date|date)';
const OPEN_END = new RegExp(`^${OPEN_END_WORDS}$`, 'i');

const iso = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const plausibleYear = (year: number) => year >= 1900 && year <= 2100;

/** One date: a month name and year, a numeric month and year, or a year. */
export const DATE_PATTERN = String.raw`(?:${MONTH_NAME}\s*,?\s*\d{4}|\d{1,2}[/.]\d{4}|\d{4}[-/]\d{2}(?!\d)|\d{4})`;
const SEPARATOR = String.raw`\s*(?:-|–|—|to|until|till|through)\s*`;
/** A range, or a single date; the caller anchors it. */
export const DATE_SPAN_PATTERN = `(${DATE_PATTERN})(?:${SEPARATOR}(${DATE_PATTERN}|${OPEN_END_WORDS}))?`;

/** 'YYYY-MM-01', or null for anything that is not a month or a year. */
export function parseMonthYear(text: string): string | null {
  const value = text.trim().replace(/\.$/, '');
  let match = new RegExp(`^(${MONTH_NAME})\\s*,?\\s*(\\d{4})$`, 'i').exec(value);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1;
    const year = Number(match[2]);
    return month > 0 && plausibleYear(year) ? iso(year, month) : null;
  }
  match = /^(\d{1,2})[/.-](\d{4})$/.exec(value) ?? /^(\d{4})[-/](\d{2})(?:-\d{2})?$/.exec(value);
  if (match) {
    const [month, year] =
      match[1]!.length === 4 ? [Number(match[2]), Number(match[1])] : [Number(match[1]), Number(match[2])];
    return month >= 1 && month <= 12 && plausibleYear(year) ? iso(year, month) : null;
  }
  match = /^(\d{4})$/.exec(value);
  if (match && plausibleYear(Number(match[1]))) return iso(Number(match[1]), 1);
  return null;
}

export const isOpenEnd = (text: string) => OPEN_END.test(text.trim().replace(/\s+/g, ' '));

export interface DateRange {
  start: string;
  /** null: still going ("Present"). */
  end: string | null;
}

/**
 * The range of a matched date span. A single date is the end of what it dates (a degree's
 * year is when it was awarded), so it is both start and end: the entry then has the whole
 * dates a career entry needs, and the member can move the start back.
 */
export function rangeOf(start: string, end: string | undefined): DateRange | null {
  const from = parseMonthYear(start);
  if (!from) return null;
  if (end === undefined) return { start: from, end: from };
  if (isOpenEnd(end)) return { start: from, end: null };
  const until = parseMonthYear(end);
  return until && until >= from ? { start: from, end: until } : null;
}

const WHOLE_RANGE = new RegExp(`^\\(?${DATE_SPAN_PATTERN}\\)?$`, 'i');

/** A whole line that is a date range ("Jan 2020 - Present", "2013 - 2015", "(2019)"), else null. */
export function parseDateRange(line: string): DateRange | null {
  const match = WHOLE_RANGE.exec(line.trim());
  return match ? rangeOf(match[1]!, match[2]) : null;
}
