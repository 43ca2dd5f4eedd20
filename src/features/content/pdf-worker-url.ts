/// <reference types="vite/client" />
/** The URL of pdf.js's worker file: the viewer loads it, saving for offline warms it. */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export const pdfWorkerUrl: string = workerUrl;
