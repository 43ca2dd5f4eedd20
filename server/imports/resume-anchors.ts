/**
 * The dates that anchor a resume entry: a line that is only dates ("Jan 2019 – Present",
 * "(2010–2014)"), or a heading line that ends or starts with them ("BSc Computer Science,
 * University of Lagos 2013 - 2017", "2019 | MSc Data Science"). A lone year counts only
 * after a separator ("| 2019", "(2019)"), and bulleted lines never anchor, so a sentence
 * such as "Grew revenue in 2019" stays in the description.
 */
import { findCountry } from './countries';
import { DATE_SPAN_PATTERN, type DateRange, parseDateRange, rangeOf } from './dates';

export interface Anchor {
  index: number;
  range: DateRange;
  /** Heading text on the anchor line itself, beside its dates. */
  inline: string | null;
}

const BULLET = /^[•▪‣◦●○■□➢➤✓*-]\s*/;
const TRAILING = new RegExp(`^(.*?\\S)([\\s,|(–—-]*)\\(?${DATE_SPAN_PATTERN}\\)?\\.?$`, 'i');
const LEADING = new RegExp(`^\\(?${DATE_SPAN_PATTERN}\\)?([\\s,|:–—-]+)(.*\\S)$`, 'i');
const HAS_SEPARATOR = /[,|(–—-]/;

/** "Lagos, Nigeria": where a role was, not what or for whom. */
const isPlace = (line: string) => line.split(/\s+/).length <= 5 && findCountry(line) !== null;

/** A line that can be (part of) an entry's heading: short, no bullet, not a sentence, not a place. */
export function isHeadingLike(line: string): boolean {
  return (
    line.length <= 120 &&
    !BULLET.test(line) &&
    !/[.!?;:]$/.test(line) &&
    parseDateRange(line) === null &&
    !isPlace(line)
  );
}

function inlineAnchor(text: string, start: string, end: string | undefined, separator: string, index: number) {
  // A lone date needs a separator; a range is clear enough after a space.
  if (end === undefined && !HAS_SEPARATOR.test(separator)) return null;
  const heading = text.replace(/[\s,|(–—-]+$/, '').trim();
  const range = rangeOf(start, end);
  return range && heading && isHeadingLike(heading) ? { index, range, inline: heading } : null;
}

export function anchorOf(line: string, index: number): Anchor | null {
  if (BULLET.test(line)) return null;
  const whole = parseDateRange(line);
  if (whole) return { index, range: whole, inline: null };
  const trailing = TRAILING.exec(line);
  if (trailing) {
    const found = inlineAnchor(trailing[1]!, trailing[3]!, trailing[4], trailing[2] ?? '', index);
    if (found) return found;
  }
  const leading = LEADING.exec(line);
  return leading ? inlineAnchor(leading[4]!, leading[1]!, leading[2], leading[3] ?? '', index) : null;
}
