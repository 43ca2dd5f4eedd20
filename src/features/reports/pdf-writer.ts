/**
 * A small flowing-text layout over pdf-lib: A4 pages, a cursor that moves down and opens a
 * new page when the text would pass the bottom margin, wrapped lines, and page numbers at
 * the end. Only the standard Helvetica fonts: nothing to download, works offline.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toEncodable, wrapText } from './pdf-text';

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const LINE_GAP = 1.35;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Left indent in points. */
  indent?: number;
  color?: 'text' | 'muted' | 'link';
  /** Space before the block, in points. */
  before?: number;
}

const COLORS = { text: rgb(0.1, 0.1, 0.12), muted: rgb(0.35, 0.35, 0.4), link: rgb(0.06, 0.46, 0.43) } as const;

export interface PdfWriter {
  /** Wrapped text; a `marker` (a bullet or "1.") hangs left of the first line. */
  text(text: string, style?: TextStyle & { marker?: string }): void;
  /** Space between blocks. */
  gap(points: number): void;
  /** Writes "Page i of n" at the foot of every page. */
  finish(): void;
}

export async function createWriter(doc: PDFDocument): Promise<PdfWriter> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()]);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const room = (needed: number) => {
    if (y - needed >= MARGIN + 20) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };

  const draw = (text: string, x: number, size: number, font: PDFFont, color: keyof typeof COLORS) => {
    page.drawText(text, { x, y: y - size, size, font, color: COLORS[color] });
  };

  return {
    text(raw, style = {}) {
      const size = style.size ?? 11;
      const font = style.bold ? bold : regular;
      const indent = style.indent ?? 0;
      const marker = style.marker ? toEncodable(style.marker, supported) : '';
      const hang = marker ? font.widthOfTextAtSize(`${marker} `, size) : 0;
      const width = PAGE.width - 2 * MARGIN - indent - hang;
      const lines = wrapText(toEncodable(raw, supported), width, (line) => font.widthOfTextAtSize(line, size));
      y -= style.before ?? 0;
      lines.forEach((line, index) => {
        room(size * LINE_GAP);
        if (index === 0 && marker) draw(marker, MARGIN + indent, size, font, style.color ?? 'text');
        draw(line, MARGIN + indent + hang, size, font, style.color ?? 'text');
        y -= size * LINE_GAP;
      });
    },
    gap(points) {
      y -= points;
    },
    finish() {
      const pages = doc.getPages();
      pages.forEach((each, index) => {
        const label = `Page ${index + 1} of ${pages.length}`;
        const size = 9;
        each.drawText(label, {
          x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, size),
          y: MARGIN / 2,
          size,
          font: regular,
          color: COLORS.muted,
        });
      });
    },
  };
}
