/**
 * Import from a resume (spec part 1 sections 4 and 5): a PDF of at most 10 MB, checked before
 * anything is sent; the chosen sections; busy while the server reads it (it takes about the
 * spec's 2 s processing delay), then the completion card, or the server's message as a toast.
 */
import { type FormEvent, useState } from 'react';
import { type ImportSection, PROFILE_MESSAGES, type Profile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Field } from '../../../ui/field';
import { FileUpload } from '../../../ui/file-upload';
import { importResume } from '../../imports/mutations';
import { sniffUpload } from '../../profile/upload-check';
import { useMessageIds } from '../fields/text-input';
import { ImportFooter } from './import-footer';
import { ALL_SECTIONS, ImportSections } from './import-sections';
import { useImportRun } from './use-import-run';

interface ResumeImportProps {
  onImported: (profile: Profile) => void;
  onBack: () => void;
}

export function ResumeImport({ onImported, onBack }: ResumeImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [sections, setSections] = useState<ImportSection[]>(ALL_SECTIONS);
  const [error, setError] = useState<string | undefined>();
  const { isBusy, run } = useImportRun(onImported);
  const { ids, describedBy } = useMessageIds(error);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(PROFILE_MESSAGES.uploadResume);
    const refusal = await sniffUpload(file, 'resume');
    if (refusal) return setError(refusal);
    await run(() => importResume(file, sections));
  }

  return (
    <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="registration-step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Import your resume
      </h2>
      <Field.Root invalid={Boolean(error)} disabled={isBusy} ids={ids}>
        <Field.Label>Resume (PDF, up to 10 MB)</Field.Label>
        <FileUpload
          accept="application/pdf,.pdf"
          aria-describedby={describedBy}
          onFiles={([chosen]) => {
            setError(undefined);
            setFile(chosen ?? null);
          }}
          files={file ? [file] : []}
          onRemove={() => setFile(null)}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <ImportSections selected={sections} onChange={setSections} disabled={isBusy} />
      <ImportFooter isBusy={isBusy} busyText="Importing your resume…" onBack={onBack} />
    </form>
  );
}
