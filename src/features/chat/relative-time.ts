/**
 * "5 minutes ago" style times for the chat dock and the notifications (Intl.RelativeTimeFormat):
 * the largest whole unit of second, minute, hour, day, week, month, year.
 */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
];

let format: Intl.RelativeTimeFormat | undefined;

/** `iso` relative to `now` (epoch ms), e.g. "3 minutes ago", "yesterday", "now". Empty for an invalid date. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const seconds = Math.round((then - now) / 1000);
  const size = Math.abs(seconds);
  for (const [unit, unitSeconds] of UNITS) {
    if (size >= unitSeconds) return format.format(Math.trunc(seconds / unitSeconds), unit);
  }
  return format.format(0, 'second');
}
