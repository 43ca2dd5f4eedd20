/**
 * A PDF page's text in reading order, from the positions of its text pieces rather than
 * the order they were drawn in. Pieces on one baseline form a row; a row's pieces far apart
 * are separate segments. A page in two columns (a sidebar beside the main text, drawn row
 * by row or column by column) is recognised by a gutter: an x that no row below the
 * first few (the header) crosses, with real text, not just dates, on both sides. Such a page reads as the
 * header, then one column, then the other; any other page reads row by row, so "Analyst
 * ...... 2019 - 2021" stays one line.
 */

import { parseDateRange } from './dates';
import { headingKind } from './resume-sections';

export interface TextPiece {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

interface Segment {
  text: string;
  x0: number;
  x1: number;
}

type Row = Segment[];

function rowsOf(pieces: readonly TextPiece[]): Row[] {
  const sorted = pieces.filter((p) => p.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextPiece[][] = [];
  for (const piece of sorted) {
    const row = rows.at(-1);
    const tolerance = Math.max(2, piece.fontSize * 0.4);
    if (row && Math.abs(row[0]!.y - piece.y) <= tolerance) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) => {
    const segments: Segment[] = [];
    for (const piece of row.sort((a, b) => a.x - b.x)) {
      const last = segments.at(-1);
      const gap = last ? piece.x - last.x1 : Number.POSITIVE_INFINITY;
      const size = piece.fontSize || 10;
      if (last && gap < size * 1.5) {
        last.text += gap > size * 0.15 ? ` ${piece.str}` : piece.str;
        last.x1 = Math.max(last.x1, piece.x + piece.width);
      } else {
        segments.push({ text: piece.str, x0: piece.x, x1: piece.x + piece.width });
      }
    }
    return segments.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }));
  });
}

const isDateLike = (text: string) => parseDateRange(text) !== null || /^\(?\d{4}\)?$/.test(text);

interface Split {
  header: Row[];
  body: Row[];
  gutter: number;
}

/** The header rows (crossing the gutter, on top) and the body below, when `gutter` splits the page in two. */
function splitAt(rows: readonly Row[], gutter: number): Split | null {
  const crosses = (row: Row) => row.some((s) => s.x0 < gutter && s.x1 > gutter);
  // Rows down to the last one that crosses are the header (name, title, contact line).
  const top = rows.findLastIndex(crosses) + 1;
  if (top > 4) return null;
  const body = rows.slice(top);
  const sides = [
    body.flatMap((row) => row.filter((s) => s.x1 <= gutter)),
    body.flatMap((row) => row.filter((s) => s.x0 >= gutter)),
  ];
  const chars = sides.map((side) => side.reduce((n, s) => n + s.text.length, 0));
  const total = chars[0]! + chars[1]!;
  for (const [n, side] of sides.entries()) {
    const words = side.filter((s) => !isDateLike(s.text));
    if (words.length < 3 || words.length < side.length / 2 || chars[n]! < total * 0.15) return null;
  }
  return { header: rows.slice(0, top), body, gutter };
}

function findColumns(rows: readonly Row[]): Split | null {
  const candidates = [...new Set(rows.flatMap((row) => row.map((s) => s.x0 - 0.5)))].sort((a, b) => a - b);
  let best: Split | null = null;
  for (const gutter of candidates.slice(1)) {
    const split = splitAt(rows, gutter);
    if (split && (!best || split.body.length > best.body.length)) best = split;
  }
  return best;
}

const lineOf = (row: Row) => row.map((s) => s.text).join('  ');

/** The page's lines in reading order. */
export function pageLines(pieces: readonly TextPiece[]): string[] {
  const rows = rowsOf(pieces);
  const split = findColumns(rows);
  if (!split) return rows.map(lineOf);
  const { header, body, gutter } = split;
  const left = body.map((row) => row.filter((s) => s.x1 <= gutter)).filter((row) => row.length > 0);
  const right = body.map((row) => row.filter((s) => s.x0 >= gutter)).filter((row) => row.length > 0);
  // The column that opens with the name rather than a section heading is read first.
  const startsWithHeading = (column: Row[]) => column[0] !== undefined && headingKind(lineOf(column[0])) !== null;
  const columns =
    header.length === 0 && startsWithHeading(left) && !startsWithHeading(right) ? [right, left] : [left, right];
  return [...header, ...columns.flat()].map(lineOf);
}
