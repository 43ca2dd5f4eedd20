/** Pure helpers behind the report list, the report page and its PDF (no React, no Dexie). */
import { type AgentReportSummary, SCORE_GREEN_THRESHOLD } from '../../../contract';

/** Newest first: by creation time, then by id (ids grow with time on the server). */
export function byNewestReport(a: AgentReportSummary, b: AgentReportSummary): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** A fit score as a whole percentage within 0..100 (the server's number is trusted, not its range). */
export function scorePercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(100, Math.max(0, score)));
}

/** Green above the spec's threshold (60), amber at or below it. */
export function scoreTone(score: number): 'green' | 'amber' {
  return scorePercent(score) > SCORE_GREEN_THRESHOLD ? 'green' : 'amber';
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** The report's date as people read it, e.g. "21 Nov 2026, 20:15". Empty for an invalid date. */
export function absoluteDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(time);
}

/** A portal path (or an address already absolute) as a full URL on `origin`. */
export function absoluteUrl(origin: string, href: string): string {
  try {
    return new URL(href, origin).href;
  } catch {
    return href;
  }
}

/** Where a report is read: what Share hands out. */
export function reportPath(slug: string): string {
  return `/careergps-report/${encodeURIComponent(slug)}`;
}
