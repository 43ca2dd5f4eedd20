/**
 * The PDF viewer (spec part 2 section 2, Posts and resources): a dialog drawing each page on
 * a canvas with pdf.js's text layer over it (selectable, read by screen readers). The file
 * is fetched on this thread so the service worker answers it offline (saved for offline).
 * Loaded only when a PDF is opened.
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, TextLayer } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { Dialog } from '../../../../ui/dialog';
import { pdfWorkerUrl } from '../../pdf-worker-url';
import { FILE_NAME_MAX, truncateText } from '../text';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

const pageStyle = css({ position: 'relative', mx: 'auto', mb: '4', boxShadow: 'sm', bg: 'white' });
const textLayerStyle = css({
  position: 'absolute',
  inset: '0',
  overflow: 'clip',
  lineHeight: '1',
  transformOrigin: '0 0',
  textAlign: 'initial',
  '--min-font-size': '1',
  '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
  '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  '& :is(span, br)': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& > :not(.markedContent), & .markedContent span:not(.markedContent)': {
    zIndex: '1',
    '--font-height': '0',
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': '1',
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .markedContent': { display: 'contents' },
});

const MAX_WIDTH = 800;

async function renderPage(doc: PDFDocumentProxy, index: number, host: HTMLElement, signal: AbortSignal) {
  const page = await doc.getPage(index);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(1.5, (Math.min(host.clientWidth || MAX_WIDTH, MAX_WIDTH) - 8) / base.width);
  const viewport = page.getViewport({ scale });
  if (signal.aborted) return;
  const wrap = document.createElement('div');
  wrap.className = pageStyle;
  wrap.style.width = `${viewport.width}px`;
  wrap.style.height = `${viewport.height}px`;
  wrap.style.setProperty('--total-scale-factor', String(scale));
  wrap.setAttribute('aria-label', `Page ${index}`);
  wrap.setAttribute('role', 'region');
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${viewport.width}px`;
  canvas.style.height = `${viewport.height}px`;
  canvas.setAttribute('aria-hidden', 'true');
  const text = document.createElement('div');
  text.className = textLayerStyle;
  wrap.append(canvas, text);
  host.append(wrap);
  await page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  }).promise;
  if (signal.aborted) return;
  await new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
}

export function PdfViewer({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [host, setHost] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!host) return;
    const controller = new AbortController();
    let doc: PDFDocumentProxy | null = null;
    (async () => {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      doc = await getDocument({ data }).promise;
      host.replaceChildren();
      for (let index = 1; index <= doc.numPages; index += 1) {
        if (controller.signal.aborted) return;
        await renderPage(doc, index, host, controller.signal);
      }
      if (!controller.signal.aborted) setState('ready');
    })().catch(() => {
      if (!controller.signal.aborted) setState('failed');
    });
    return () => {
      controller.abort();
      void doc?.destroy();
    };
  }, [url, host]);

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Dialog.Content
        className={css({ maxW: '4xl', w: 'full', maxH: '90vh', display: 'flex', flexDirection: 'column' })}
      >
        <Dialog.CloseTrigger />
        <Dialog.Title title={name}>{truncateText(name, FILE_NAME_MAX)}</Dialog.Title>
        {state === 'loading' ? <p role="status">Loading document…</p> : null}
        {state === 'failed' ? <p role="alert">Could not open this document.</p> : null}
        <div
          ref={setHost}
          aria-busy={state === 'loading'}
          className={css({ overflow: 'auto', flex: '1', bg: 'bg.muted', p: '2', borderRadius: 'md' })}
          data-testid="pdf-pages"
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
