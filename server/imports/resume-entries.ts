/**
 * Positions and degrees in a resume section. Each entry is anchored on a line that is a
 * date range ("Jan 2020 - Present", "2013 - 2015"); the entry's heading is the line, or
 * two lines, above it, and its description is what follows up to the next heading:
 *
 *   Senior Data Analyst at Lagos Health Data Lab     <- "Title at Company"
 *   Jan 2020 - Present                               <- anchor
 *   Lead a team of four analysts ...                 <- description
 *   Data Analyst, Acme Analytics                     <- also "Title, Company" / "Title | Company"
 *   Mar 2017 - Dec 2019
 *
 *   MSc Data Science                                 <- two-line form: degree, then school
 *   University of Ibadan
 *   2013 - 2015
 *
 * A heading line may also end with its dates ("Data Analyst, Acme | 2017 - 2019").
 */
import { type DateRange, parseDateRange } from './dates';
import type { ImportedEducation, ImportedPosition } from './imported-profile';

interface Anchor {
  index: number;
  range: DateRange;
  /** Heading text on the anchor line itself, before its dates. */
  inline: string | null;
}

const TRAILING_RANGE =
  /^(.*?)[\s,|(–—-]+((?:[A-Za-z]{3,9}\.?\s+)?\d{4}\s*(?:-|–|—|to)\s*(?:(?:[A-Za-z]{3,9}\.?\s+)?\d{4}|present|current|now))\)?$/i;

function anchorOf(line: string, index: number): Anchor | null {
  const whole = parseDateRange(line);
  if (whole) return { index, range: whole, inline: null };
  const match = TRAILING_RANGE.exec(line);
  const range = match ? parseDateRange(match[2]!) : null;
  return range && match?.[1]?.trim() ? { index, range, inline: match[1].trim() } : null;
}

/** "Title at Company", "Title | Company", "Title — Company", "Title, Company"; the first separator found wins. */
export function splitHeading(line: string): [string, string] | null {
  for (const separator of [/\s+at\s+/i, /\s*\|\s*/, /\s+[–—-]\s+/, /\s*,\s*/]) {
    const match = separator.exec(line);
    if (match && match.index > 0) {
      const left = line.slice(0, match.index).trim();
      const right = line.slice(match.index + match[0].length).trim();
      if (left && right) return [left, right];
    }
  }
  return null;
}

interface RawEntry {
  first: string;
  second: string;
  range: DateRange;
  description: string;
}

function entriesOf(lines: readonly string[]): RawEntry[] {
  const anchors = lines.map(anchorOf).filter((anchor): anchor is Anchor => anchor !== null);
  const raw: { start: number; first: string; second: string; anchor: Anchor }[] = [];
  for (const [n, anchor] of anchors.entries()) {
    const previous = anchors[n - 1];
    const above = lines.slice(previous ? previous.index + 1 : 0, anchor.index);
    const heading = anchor.inline ?? above.at(-1) ?? '';
    let pair = splitHeading(heading);
    let start = anchor.inline ? anchor.index : anchor.index - 1;
    if (!pair && !anchor.inline && above.length >= 2) {
      pair = [above.at(-2)!, above.at(-1)!];
      start = anchor.index - 2;
    }
    if (pair) raw.push({ start, first: pair[0], second: pair[1], anchor });
  }
  return raw.map((entry, n) => {
    const end = raw[n + 1]?.start ?? lines.length;
    const description = lines
      .slice(entry.anchor.index + 1, end)
      .filter((line) => !anchorOf(line, 0))
      .join(' ');
    return { first: entry.first, second: entry.second, range: entry.anchor.range, description };
  });
}

export function parsePositions(lines: readonly string[]): ImportedPosition[] {
  return entriesOf(lines).map((entry) => ({
    title: entry.first,
    organization: entry.second,
    description: entry.description,
    location: null,
    start_date: entry.range.start,
    end_date: entry.range.end,
  }));
}

const SCHOOL = /\b(university|universit[éy]|college|school|institute|academy|polytechnic|faculty|hochschule)\b/i;

export function parseEducation(lines: readonly string[]): ImportedEducation[] {
  return entriesOf(lines).map((entry) => {
    // Degree first is the usual order; a school name first is recognised by its words.
    const swap = SCHOOL.test(entry.first) && !SCHOOL.test(entry.second);
    return {
      degree: swap ? entry.second : entry.first,
      school: swap ? entry.first : entry.second,
      description: entry.description,
      start_date: entry.range.start,
      end_date: entry.range.end,
    };
  });
}

/** Comma, semicolon, bullet or line separated names, without "(Native)" or " - fluent" notes. */
export function parseNameList(lines: readonly string[], maxLength = 60): string[] {
  const names = lines
    .join('\n')
    .split(/[,;•·|\n]/)
    .map((part) =>
      part
        .replace(/\([^)]*\)/g, '')
        // "English - native", "Python: advanced": the level is not part of the name.
        .replace(/\s+[–—-]\s+.*$|:\s.*$/, '')
        .replace(/^[\s*▪‣◦-]+/, '')
        .replace(/[:.]\s*$/, '')
        .trim(),
    )
    .filter((name) => name.length > 0 && name.length <= maxLength);
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
