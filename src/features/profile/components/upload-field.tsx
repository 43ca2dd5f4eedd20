/**
 * One profile file (picture, resume or video): choose a file, see it upload with a progress
 * bar (db.files sent/size), then uploaded or the error. A file too large or of the wrong
 * kind is refused at once and never sent. Removable whenever it is not uploading.
 */
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { FileUpload } from '../../../ui/file-upload';
import { queueUpload, updateProfile } from '../mutations';
import { useLocalFile, usePendingUpload } from '../queries';
import type { UploadField as Field } from '../upload-check';

interface UploadFieldProps {
  field: Field;
  label: string;
  accept: string;
  /** What the profile holds now: its address and a name to show. */
  current: { url: string; name: string } | null;
}

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' });

export function UploadField({ field, label, accept, current }: UploadFieldProps) {
  const inputId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pending = usePendingUpload(field);
  const chosen = useLocalFile(chosenId);
  const local = pending ?? chosen;
  const isUploading = pending !== undefined && pending.error === null && pending.uploadedId === null;
  const error = refused ?? local?.error ?? null;

  async function onChoose(file: File | undefined) {
    if (!file) return;
    setRefused(null);
    const result = await queueUpload(file, field);
    if (!result.ok) return setRefused(result.error);
    setChosenId(result.fileId);
  }

  function remove() {
    setRefused(null);
    setChosenId(null);
    if (current && !local) void updateProfile({ [field]: null });
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor={inputId} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        {label}
      </label>
      <FileUpload
        inputId={inputId}
        accept={accept}
        disabled={isUploading}
        invalid={Boolean(error)}
        onFiles={([file]) => void onChoose(file)}
      />
      {isUploading && local ? (
        <div className={rowStyle}>
          <progress
            aria-label={`Uploading ${local.name}`}
            max={local.size || 1}
            value={local.sent}
            className={css({ flex: '1', minW: '40', accentColor: 'brand.solid' })}
          />
          <span>{Math.round((local.sent / (local.size || 1)) * 100)}%</span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
      {!isUploading && !error && local?.uploadedId ? <p className={rowStyle}>Uploaded {local.name}</p> : null}
      {!isUploading && !local && current ? (
        <p className={rowStyle}>
          <a
            href={current.url}
            target="_blank"
            rel="noopener noreferrer"
            className={css({ color: 'brand.solid', textDecoration: 'underline' })}
          >
            {current.name}
          </a>
        </p>
      ) : null}
      {!isUploading && (current || local || refused) ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={remove}
          className={css({ alignSelf: 'flex-start' })}
        >
          Remove
        </Button>
      ) : null}
    </div>
  );
}
