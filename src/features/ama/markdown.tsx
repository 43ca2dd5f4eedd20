/** An answer's Markdown as safe HTML: marked renders, DOMPurify sanitises (DESIGN section 9). */
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';

const proseStyle = css({
  fontSize: 'sm',
  lineHeight: '1.6',
  overflowWrap: 'anywhere',
  '& p': { mb: '2' },
  '& ul': { listStyle: 'disc', pl: '5', mb: '2' },
  '& ol': { listStyle: 'decimal', pl: '5', mb: '2' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mt: '2', mb: '1' },
  '& a': { color: 'brand.solid', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: 'xs', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': { overflowX: 'auto', bg: 'bg.muted', p: '2', borderRadius: 'md', mb: '2' },
});

export function toSafeHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}

export function Markdown({ text, id }: { text: string; id?: string }) {
  const html = useMemo(() => toSafeHtml(text), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in toSafeHtml.
  return <div id={id} className={proseStyle} dangerouslySetInnerHTML={{ __html: html }} />;
}
