/**
 * A file picker on Ark UI's FileUpload: a dropzone to click, press or drop files on, the
 * chosen files with their size and a remove button, and the upload's progress where there
 * is one. Ark keeps no files of its own here (acceptedFiles stays empty): every chosen or
 * dropped file goes to `onFiles`, and the caller checks it and says in the spec's words why
 * one is refused, so the picker never rejects a file silently. The native `accept` still
 * filters the system's file dialog. Inside a Field.Root the field's label names the input.
 */
import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { Button } from './button';
import { CloseIcon } from './icons';

export interface ChosenFile {
  name: string;
  /** Bytes; unknown sizes are not shown. */
  size?: number;
}

export interface FileUploadProps {
  /** The visible label; leave out inside a Field.Root, whose Field.Label names the picker. */
  label?: ReactNode;
  /** The hidden input's id, for a `<label htmlFor>` outside the picker. */
  inputId?: string;
  /** The native accept list, e.g. "application/pdf,.pdf". */
  accept?: string;
  /** @default false */
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string | undefined;
  /** Every chosen or dropped file, valid or not. */
  onFiles: (files: File[]) => void;
  /** The files to list under the dropzone. @default [] */
  files?: readonly ChosenFile[];
  /** Shows a remove button per listed file. */
  onRemove?: (index: number) => void;
  /** Upload progress from 0 to 1, or null when nothing is being sent. @default null */
  progress?: number | null;
  /** The name of the file being sent, for the progress bar. @default the first listed file */
  progressName?: string;
  /** A short line under the dropzone's call to action, e.g. "PDF, up to 10 MB". */
  hint?: string;
  className?: string;
}

const NO_FILES: File[] = [];
const MANY = 10_000;

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  label: css({ fontWeight: 'medium', fontSize: 'sm' }),
  dropzone: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    px: '4',
    py: '4',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'bg.surface',
    textAlign: 'center',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { borderColor: 'brand.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    '&[data-dragging]': { borderColor: 'brand.solid', bg: 'bg.muted' },
    '&[data-invalid]': { borderColor: 'danger' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  }),
  action: css({ color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline' }),
  hint: css({ color: 'fg.muted', fontSize: 'xs' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    fontSize: 'sm',
  }),
  name: css({ flex: '1', minW: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  size: css({ color: 'fg.muted', flexShrink: 0 }),
  progress: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' }),
};

/** 1536 -> "1.5 KB"; in the browser's language. */
export function formatFileSize(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(undefined, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function FileUpload(props: FileUploadProps) {
  const { label, inputId, accept, multiple = false, disabled, invalid, onFiles, files = [], onRemove } = props;
  const progress = props.progress ?? null;
  const percent = progress === null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <ArkFileUpload.Root
      className={cx(styles.root, props.className)}
      acceptedFiles={NO_FILES}
      maxFiles={multiple ? MANY : 1}
      {...(inputId ? { ids: { hiddenInput: inputId } } : {})}
      {...(disabled === undefined ? {} : { disabled })}
      {...(invalid === undefined ? {} : { invalid })}
      translations={{
        dropzone: multiple ? 'Choose files or drop them here' : 'Choose a file or drop it here',
        deleteFile: (file) => `Remove ${file.name}`,
      }}
      onFileAccept={(details) => {
        if (details.files.length > 0) onFiles(details.files);
      }}
      onFileReject={(details) => {
        if (details.files.length > 0) onFiles(details.files.map((rejected) => rejected.file));
      }}
    >
      {label ? <ArkFileUpload.Label className={styles.label}>{label}</ArkFileUpload.Label> : null}
      <ArkFileUpload.Dropzone className={styles.dropzone}>
        <UploadIcon />
        <span>
          <span className={styles.action}>{multiple ? 'Choose files' : 'Choose a file'}</span> or drag{' '}
          {multiple ? 'them' : 'it'} here
        </span>
        {props.hint ? <span className={styles.hint}>{props.hint}</span> : null}
      </ArkFileUpload.Dropzone>
      <ArkFileUpload.HiddenInput accept={accept} aria-describedby={props['aria-describedby']} />
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={multiple ? 'Chosen files' : 'Chosen file'}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size ?? 0}`} className={styles.item}>
              <span className={styles.name}>{file.name}</span>
              {file.size === undefined ? null : <span className={styles.size}>{formatFileSize(file.size)}</span>}
              {onRemove && progress === null ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                >
                  <CloseIcon aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {percent === null ? null : (
        <div className={styles.progress}>
          <progress
            aria-label={`Uploading ${props.progressName ?? files[0]?.name ?? 'file'}`}
            max={100}
            value={percent}
            className={css({ flex: '1', minW: '0', accentColor: 'brand.solid' })}
          />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
    </ArkFileUpload.Root>
  );
}

function UploadIcon() {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={css({ color: 'fg.muted' })}
    >
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
