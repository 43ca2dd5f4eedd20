/** The files of a resource or post: PDFs and pictures open in the viewers, anything else downloads. */
import { useState } from 'react';
import type { UploadedFile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { FILE_NAME_MAX, truncateText } from './text';
import { FileViewer, isImage, isPdf } from './viewers/file-viewer';

function sizeLabel(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function FilesList({ files }: { files: readonly UploadedFile[] }) {
  const [open, setOpen] = useState<UploadedFile | null>(null);
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="files-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="files-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        Files
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {files.map((file) => (
          <li
            key={file.id}
            className={css({ display: 'flex', alignItems: 'center', gap: '3', justifyContent: 'space-between' })}
          >
            <span title={file.name} className={css({ overflowWrap: 'anywhere' })}>
              {truncateText(file.name, FILE_NAME_MAX)}{' '}
              <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>({sizeLabel(file.size)})</span>
            </span>
            {isPdf(file) || isImage(file) ? (
              <Button variant="outline" size="sm" aria-label={`Open ${file.name}`} onClick={() => setOpen(file)}>
                Open
              </Button>
            ) : (
              <a
                href={file.file}
                download={file.name}
                className={css({ color: 'brand.solid', textDecoration: 'underline' })}
              >
                Download
              </a>
            )}
          </li>
        ))}
      </ul>
      {open ? <FileViewer file={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
