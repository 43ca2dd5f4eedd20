/**
 * The report's narrative (output_data.message): Markdown rendered with marked, then sanitised
 * with DOMPurify (DESIGN section 9) since the text may come from a language model.
 * Headings in the narrative start at h3, under the page's h2 sections.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';

// Its own instance: the global `marked` options stay untouched for other screens.
const markdown = new Marked({ gfm: true, breaks: false }).use({
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

const proseStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  overflowWrap: 'anywhere',
  '& h1, & h2, & h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '2' },
  '& h4, & h5, & h6': { fontWeight: 'semibold', mt: '1' },
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& strong': { fontWeight: 'semibold' },
  '& a': { color: 'brand.solid', textDecoration: 'underline' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.default', pl: '3', color: 'fg.muted' },
});

/** Markdown to sanitised HTML (exported for the page's tests and the PDF's plain text). */
export function narrativeHtml(message: string): string {
  return DOMPurify.sanitize(markdown.parse(message, { async: false }));
}

export function ReportNarrative({ message }: { message: string }) {
  const html = useMemo(() => narrativeHtml(message), [message]);
  if (message.trim() === '') return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in narrativeHtml.
    <div className={proseStyle} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
