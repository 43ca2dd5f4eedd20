/** Real one-page PDFs for the demo seed (pdf-lib): a heading and a few lines of text. */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function textPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 72, y: 760, size: 28, font });
  lines.forEach((line, i) => {
    page.drawText(line, { x: 72, y: 700 - i * 24, size: 14, font });
  });
  return doc.save();
}
