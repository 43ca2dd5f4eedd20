/**
 * The rich texts an import writes: short_bio from the summary's paragraphs, and a short
 * career_story told from the positions and degrees (newest first). Both stay within the
 * profile's word limit and pass the same sanitiser as edited text.
 */

import escapeHtml from 'escape-html';
import { RICH_TEXT_MAX_WORDS } from '../../contract/profile';
import { sanitizeRichText } from '../profiles/sanitize';
import type { ImportedEducation, ImportedPosition } from './imported-profile';

function limitWords(text: string, max: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= max ? words.join(' ') : `${words.slice(0, max).join(' ')}…`;
}

/** Plain paragraphs (separated by blank lines) as <p>s, within the word limit overall. */
export function paragraphsHtml(text: string, maxWords = RICH_TEXT_MAX_WORDS): string {
  let left = maxWords;
  const html: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    if (words.length === 0 || left <= 0) continue;
    html.push(`<p>${escapeHtml(limitWords(paragraph, left))}</p>`);
    left -= words.length;
  }
  return sanitizeRichText(html.join(''));
}

const monthYear = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const year = (iso: string) => iso.slice(0, 4);
const span = (start: string, end: string | null) => (end ? `${year(start)}–${year(end)}` : `since ${year(start)}`);

const list = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** A few sentences about the member's path; '' when there is nothing to tell. */
export function careerStoryHtml(
  positions: readonly ImportedPosition[],
  education: readonly ImportedEducation[],
): string {
  const sorted = [...positions].sort((a, b) => b.start_date.localeCompare(a.start_date));
  const current = sorted.filter((p) => p.end_date === null);
  const past = sorted.filter((p) => p.end_date !== null);
  const sentences: string[] = [];
  if (current.length > 0) {
    const roles = current.map((p) => `${p.title} at ${p.organization} (since ${monthYear(p.start_date)})`);
    sentences.push(`I am currently ${list(roles)}.`);
  }
  if (past.length > 0) {
    const roles = past.slice(0, 5).map((p) => `${p.title} at ${p.organization} (${span(p.start_date, p.end_date)})`);
    sentences.push(`${current.length > 0 ? 'Before that, I worked as' : 'I have worked as'} ${list(roles)}.`);
  }
  const studies = [...education]
    .sort((a, b) => b.start_date.localeCompare(a.start_date))
    .slice(0, 3)
    .map((e) => `${e.degree} at ${e.school}${e.end_date ? ` (${year(e.end_date)})` : ''}`);
  if (studies.length > 0) sentences.push(`I studied ${list(studies)}.`);
  if (sentences.length === 0) return '';
  return paragraphsHtml(sentences.join(' '));
}

/** A career entry's description when the source gave none: what it is, where. */
export function entrySummary(type: 'work' | 'education', title: string, group: string): string {
  return type === 'work' ? `${title} at ${group}.` : `Studied ${title} at ${group}.`;
}
