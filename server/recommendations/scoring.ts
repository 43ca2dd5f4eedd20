/** Shared pieces of the recommendation engine: ranking candidates and naming options. */
import type { OptionItem } from '../../contract/tenant';

export interface Candidate<T> {
  id: number;
  score: number;
  /** Breaks ties after the score; lower first. @default id */
  tieBreak?: number;
  item: T;
}

/** The best `limit` candidates: higher score first, then the tie-break, then the lower id. */
export function topScored<T>(candidates: Candidate<T>[], limit: number): T[] {
  return [...candidates]
    .sort((a, b) => b.score - a.score || (a.tieBreak ?? a.id) - (b.tieBreak ?? b.id) || a.id - b.id)
    .slice(0, limit)
    .map((candidate) => candidate.item);
}

/** `prefix: name` when the option is in the tenant's list, else just `prefix`. */
export function withOptionName(prefix: string, list: OptionItem[], id: number | null | undefined): string {
  const name = list.find((option) => option.id === id)?.name;
  return name ? `${prefix}: ${name}` : prefix;
}

/** The names among `words` that occur (whole word, case-insensitive) in `text`. */
export function wordsIn(text: string, words: Iterable<string>): string[] {
  const found: string[] = [];
  const haystack = text.toLowerCase();
  for (const word of words) {
    const needle = word.toLowerCase().trim();
    if (!needle) continue;
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(haystack)) found.push(word);
  }
  return found;
}
