/** Opens a file in the right viewer: PDFs in the PDF viewer, pictures in the image viewer, anything else in a new tab. Lazy. */
import { lazy, Suspense } from 'react';
import type { UploadedFile } from '../../../../../contract';
import { ImageViewer } from './image-viewer';

const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

export const isPdf = (file: Pick<UploadedFile, 'mime_type' | 'name'>) =>
  file.mime_type === 'application/pdf' || /\.pdf$/i.test(file.name);
export const isImage = (file: Pick<UploadedFile, 'mime_type'>) => file.mime_type.startsWith('image/');

export function FileViewer({ file, onClose }: { file: UploadedFile; onClose: () => void }) {
  if (isPdf(file)) {
    return (
      <Suspense fallback={<p role="status">Loading viewer…</p>}>
        <PdfViewer url={file.file} name={file.name} onClose={onClose} />
      </Suspense>
    );
  }
  return <ImageViewer url={file.file} name={file.name} onClose={onClose} />;
}
