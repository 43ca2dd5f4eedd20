/**
 * A PDF upload to the run's files (agents.uploadFile) with a progress bar: the file's id is
 * what the step sends. Only PDFs up to 10 MB are sent; others are refused before any upload.
 */
import { proxy } from 'comlink';
import { useId, useState } from 'react';
import { AGENT_MESSAGES } from '../../../../contract/agents';
import { MESSAGES } from '../../../../contract/messages';
import { UPLOAD_MAX_BYTES } from '../../../../contract/profile';
import { css } from '../../../../styled-system/css';
import { formatFileSize, FileUpload as Picker } from '../../../ui/file-upload';
import { syncClient } from '../../sync/sync-client';
import type { PickedFile } from './step-values';

interface FileUploadProps {
  label: string;
  file: PickedFile | null;
  onFile: (file: PickedFile | null) => void;
  ensureRun: () => Promise<string | null>;
  error?: string | undefined;
  isRequired?: boolean;
}

const errorStyle = css({ color: 'danger', fontSize: 'sm' });

export function FileUpload({ label, file, onFile, ensureRun, error, isRequired }: FileUploadProps) {
  const inputId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(picked: File) {
    setProblem(null);
    if (picked.type !== 'application/pdf' && !picked.name.toLowerCase().endsWith('.pdf')) {
      setProblem(AGENT_MESSAGES.resumePdfOnly);
      return;
    }
    if (picked.size > UPLOAD_MAX_BYTES) {
      setProblem(MESSAGES.couldNotComplete);
      return;
    }
    const runId = await ensureRun();
    if (!runId) return;
    setProgress(0);
    setUploading({ name: picked.name, size: picked.size });
    const result = await syncClient().agents.uploadFile(
      runId,
      picked,
      picked.name,
      proxy((fraction: number) => setProgress(fraction)),
    );
    setProgress(null);
    setUploading(null);
    if (result.ok) onFile({ id: result.file.id, name: picked.name });
    else setProblem(result.message);
  }

  const shown = problem ?? error;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={inputId} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        {label}
        {isRequired ? ' *' : ''}
      </label>
      <Picker
        inputId={inputId}
        accept="application/pdf,.pdf"
        hint="PDF, up to 10 MB"
        disabled={progress !== null}
        invalid={Boolean(shown)}
        aria-describedby={shown ? errorId : undefined}
        onFiles={([picked]) => {
          if (picked) void upload(picked);
        }}
        // The file is listed once uploaded (the step's value); while it is sent, the progress bar names it.
        files={file && !uploading ? [{ name: file.name }] : []}
        onRemove={() => onFile(null)}
        progress={progress}
        {...(uploading ? { progressName: `${uploading.name} (${formatFileSize(uploading.size)})` } : {})}
      />
      {shown ? (
        <p id={errorId} className={errorStyle}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}
