/** Text of a PDF, one string per page (unpdf over pdf.js, no worker, no canvas). */
import { extractText, getDocumentProxy } from 'unpdf';

/** The pages' text, or null when the file cannot be opened as a PDF at all. */
export async function pdfPages(bytes: Uint8Array): Promise<string[] | null> {
  try {
    // pdf.js takes ownership of the buffer it is given; hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      return text;
    } finally {
      await pdf.destroy();
    }
  } catch {
    return null;
  }
}

export const hasText = (pages: readonly string[]) => pages.some((page) => page.trim() !== '');
