/** Text of a PDF, one string per page in reading order (unpdf over pdf.js, no worker, no canvas). */
import { extractTextItems, getDocumentProxy } from 'unpdf';
import { pageLines } from './pdf-layout';

/** The pages' text, lines separated by newlines, or null when the file cannot be opened as a PDF at all. */
export async function pdfPages(bytes: Uint8Array): Promise<string[] | null> {
  try {
    // pdf.js takes ownership of the buffer it is given; hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { items } = await extractTextItems(pdf);
      return items.map((pieces) => pageLines(pieces).join('\n'));
    } finally {
      await pdf.destroy();
    }
  } catch {
    return null;
  }
}

export const hasText = (pages: readonly string[]) => pages.some((page) => page.trim() !== '');
