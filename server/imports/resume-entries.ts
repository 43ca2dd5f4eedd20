/**
 * Positions and degrees in a resume section. Each entry is anchored on its dates
 * (resume-anchors.ts); its heading is on the anchor line itself, or the line or two
 * lines above it, or (when a section starts with dates) the lines below it; its
 * description is what follows up to the next entry:
 *
 *   Senior Data Analyst at Lagos Health Data Lab     <- "Title at Company"
 *   Jan 2020 - Present                               <- anchor
 *   Lead a team of four analysts ...                 <- description
 *   MSc Data Science                                 <- two-line form: degree, then school
 *   University of Ibadan
 *   2013 - 2015
 *   BSc Computer Science, University of Lagos 2013 - 2017        <- dates on the heading line
 *   University of Nairobi — Bachelor of Commerce (2010–2014)
 *   MSc Data Science | University of Cape Town | 2019
 */

import type { DateRange } from './dates';
import type { ImportedEducation, ImportedPosition } from './imported-profile';
import { type Anchor, anchorOf, isHeadingLike } from './resume-anchors';

const SEPARATORS = [/\s+at\s+/i, /\s*\|\s*/, /\s+[–—-]\s+|\s*[–—]\s*/, /\s*[,@]\s*/];

/** "Title at Company", "Title | Company", "Title — Company", "Title, Company"; the first separator found wins. */
export function splitHeading(line: string): [string, string] | null {
  for (const separator of SEPARATORS) {
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
  /** The heading's text, one or two lines. */
  heading: string[];
  range: DateRange;
  description: string;
}

/** Where each entry's heading and description lie, anchored on the dates. */
function entriesOf(lines: readonly string[]): RawEntry[] {
  const anchors = lines.map(anchorOf).filter((anchor): anchor is Anchor => anchor !== null);
  const first = anchors[0];
  if (!first) return [];
  // A section whose first entry has nothing above its dates puts the heading below them.
  const datesFirst = first.inline === null && lines.slice(0, first.index).filter(isHeadingLike).length === 0;
  const claimed = new Set(anchors.map((anchor) => anchor.index));
  const spans = anchors.map((anchor, n) => {
    const next = anchors[n + 1]?.index ?? lines.length;
    const previous = anchors[n - 1]?.index ?? -1;
    let heading: number[] = [];
    if (datesFirst) {
      const below = [anchor.index + 1, anchor.index + 2].filter((i) => i < next && isHeadingLike(lines[i]!));
      const needed = anchor.inline !== null || (below[0] !== undefined && splitHeading(lines[below[0]]!)) ? 1 : 2;
      heading = anchor.inline && splitHeading(anchor.inline) ? [] : below.slice(0, needed);
    } else if (anchor.inline === null || !splitHeading(anchor.inline)) {
      const above = [anchor.index - 1, anchor.index - 2].filter((i) => i > previous && isHeadingLike(lines[i]!));
      const closest = above[0];
      // A heading that names both parts needs no second line.
      if (closest !== undefined && (anchor.inline !== null || splitHeading(lines[closest]!))) heading = [closest];
      else heading = above.reverse();
    }
    for (const i of heading) claimed.add(i);
    return { anchor, heading, next };
  });
  return spans.flatMap(({ anchor, heading, next }, n) => {
    const text = heading.map((i) => lines[i]!);
    // The dates' own line comes first when the rest of the heading is below it.
    if (anchor.inline) text.splice(datesFirst ? 0 : text.length, 0, anchor.inline);
    // The next entry's heading lines above its dates are not this entry's description.
    const end = datesFirst ? next : Math.min(next, ...(spans[n + 1]?.heading ?? []));
    const description = lines
      .slice(anchor.index + 1, end)
      .filter((_, i) => !claimed.has(anchor.index + 1 + i))
      .map((line) => line.replace(/^[•▪‣◦*-]\s*/, ''))
      .join(' ')
      .trim();
    return text.length > 0 ? [{ heading: text, range: anchor.range, description }] : [];
  });
}

function pairOf(heading: readonly string[]): [string, string] | null {
  if (heading.length >= 2) {
    const joined = heading.join(' | ');
    return heading.length === 2 ? [heading[0]!, heading[1]!] : splitHeading(joined);
  }
  return splitHeading(heading[0] ?? '');
}

export function parsePositions(lines: readonly string[]): ImportedPosition[] {
  return entriesOf(lines).flatMap((entry) => {
    const pair = pairOf(entry.heading);
    if (!pair) return [];
    return [
      {
        title: pair[0],
        // "Paystack | Lagos, Nigeria": the place after the company is not part of its name.
        organization: pair[1].split(/\s*\|\s*/)[0]!,
        description: entry.description,
        location: null,
        start_date: entry.range.start,
        end_date: entry.range.end,
      },
    ];
  });
}

const SCHOOL =
  /\b(university|universit[éy]|universidad|college|school|institute|academy|polytechnic|faculty|hochschule|campus)\b/i;
const ALL_PARTS = /\s+at\s+|\s*\|\s*|\s+[–—-]\s+|\s*[–—]\s*|\s*,\s*/i;

/** A degree line's parts: the school is the part with a school's word, whichever side it is on. */
function degreeAndSchool(heading: readonly string[]): [string, string] | null {
  const parts = heading
    .flatMap((line) => line.split(ALL_PARTS))
    .map((part) => part.trim())
    .filter(Boolean);
  const school = parts.findIndex((part) => SCHOOL.test(part));
  if (school >= 0) {
    const degree = parts.find((part, i) => i !== school && !SCHOOL.test(part));
    // "University of Lagos, Nigeria": the place after the school belongs to it only when there is no degree part before.
    return degree ? [degree, parts[school]!] : null;
  }
  const pair = pairOf(heading);
  return pair ? [pair[0], pair[1]] : null;
}

export function parseEducation(lines: readonly string[]): ImportedEducation[] {
  return entriesOf(lines).flatMap((entry) => {
    const pair = degreeAndSchool(entry.heading);
    if (!pair) return [];
    return [
      {
        degree: pair[0],
        school: pair[1],
        description: entry.description,
        start_date: entry.range.start,
        end_date: entry.range.end,
      },
    ];
  });
}
