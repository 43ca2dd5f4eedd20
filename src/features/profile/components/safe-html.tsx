/** Rich text from the server, sanitised again on render (DESIGN section 9). */
import DOMPurify from 'dompurify';
import { css } from '../../../../styled-system/css';

const proseStyle = css({
  '& p': { mb: '2' },
  '& ul': { listStyle: 'disc', pl: '6', mb: '2' },
  '& ol': { listStyle: 'decimal', pl: '6', mb: '2' },
  '& a': { color: 'brand.solid', textDecoration: 'underline' },
  overflowWrap: 'anywhere',
});

export function SafeHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={proseStyle} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
