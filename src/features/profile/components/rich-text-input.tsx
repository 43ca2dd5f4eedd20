/**
 * The rich-text editing area of a form: the tiptap editor, loaded when first shown. The
 * service worker keeps the editor only once it has been used (it is large), so on a device
 * that has never loaded it and is offline, the field is a plain text area instead: each
 * line a paragraph, and nothing typed is lost.
 */
import escapeHtml from 'escape-html';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { editingArea } from './editing-area';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor').catch(() => ({ default: PlainTextEditor })));

export function RichTextInput(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<p aria-busy="true">Loading editor…</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The text of each paragraph (or line break) of `html`, one per line. */
function linesOf(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  const blocks = [...document.body.querySelectorAll('p, li')];
  if (blocks.length === 0) return document.body.textContent ?? '';
  return blocks.map((block) => block.textContent ?? '').join('\n');
}

const htmlOf = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

function PlainTextEditor({ label, value, onChange, isInvalid, describedBy }: RichTextEditorProps) {
  return (
    <>
      <textarea
        aria-label={label}
        aria-invalid={isInvalid}
        aria-describedby={describedBy}
        // Controlled, so a form that resets its value ("Write another") empties it too; the
        // text turns into paragraphs and back unchanged, so the caret stays where it is.
        value={linesOf(value)}
        rows={6}
        onChange={(event) => onChange(event.target.value === '' ? '' : htmlOf(event.target.value))}
        className={editingArea}
      />
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{MESSAGES.editorOffline}</p>
    </>
  );
}
