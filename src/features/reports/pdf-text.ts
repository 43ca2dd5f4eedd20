/**
 * Text preparation for the report's PDF, free of pdf-lib: the Markdown narrative as plain
 * blocks (headings, paragraphs, bullets), line wrapping by a measured width, and mapping
 * characters the standard fonts cannot encode (WinAnsi) to ones they can.
 */
import { Marked, type Token, type Tokens } from 'marked';

export type TextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string; marker: string; depth: number };

const lexer = new Marked({ gfm: true });

/** A token's text without its Markdown marks (bold, links, code spans...). */
function plain(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'br') return ' ';
      if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) return plain(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

function blocksOf(tokens: readonly Token[], depth: number, out: TextBlock[]): void {
  for (const token of tokens) {
    if (token.type === 'heading') out.push({ kind: 'heading', text: collapse(plain(token.tokens ?? [])) });
    else if (token.type === 'paragraph' || token.type === 'text')
      out.push({ kind: 'paragraph', text: collapse(plain(token.tokens ?? [token])) });
    else if (token.type === 'code') out.push({ kind: 'paragraph', text: collapse(token.text) });
    else if (token.type === 'blockquote') blocksOf(token.tokens ?? [], depth, out);
    else if (token.type === 'list') {
      const start = typeof token.start === 'number' ? token.start : 1;
      token.items.forEach((item: Tokens.ListItem, index: number) => {
        const own = (item.tokens ?? []).filter((child) => child.type !== 'list');
        const nested = (item.tokens ?? []).filter((child) => child.type === 'list');
        const marker = token.ordered ? `${start + index}.` : '\u2022';
        out.push({ kind: 'bullet', text: collapse(plain(own)), marker, depth });
        blocksOf(nested, depth + 1, out);
      });
    }
  }
}

/** The narrative's Markdown as plain blocks in reading order (empty ones dropped). */
export function narrativeBlocks(markdown: string): TextBlock[] {
  const out: TextBlock[] = [];
  blocksOf(lexer.lexer(markdown), 0, out);
  return out.filter((block) => block.text !== '');
}

/**
 * `text` broken into lines no wider than `maxWidth` as `measure` sees it: at spaces, and
 * inside a word (a long URL) when the word alone is too wide.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Letters and dashes that no decomposition turns into something WinAnsi holds. */
const LOOKALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
};

/**
 * `text` with every character the font cannot encode replaced: accents are dropped where that
 * leaves a known letter (é -> e), a few lookalikes are swapped, anything else becomes '?'.
 * `supported` holds code points.
 */
export function toEncodable(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const lookalike = LOOKALIKES[char];
    if (lookalike !== undefined) {
      out += lookalike;
      continue;
    }
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every((part) => supported.has(part.codePointAt(0) ?? 0)) && base !== '' ? base : '?';
  }
  return out;
}
