/**
 * Import from LinkedIn (spec part 1 sections 4 and 5): a profile address (used when the
 * server has a LinkedIn adapter) or the member's data-export archive, which always works.
 */
import { type FormEvent, useState } from 'react';
import { type ImportSection, PROFILE_MESSAGES, type Profile } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Field } from '../../../ui/field';
import { FileUpload } from '../../../ui/file-upload';
import { importLinkedinArchive, importLinkedinUrl } from '../../imports/mutations';
import { TextInput as TextField } from '../fields/text-input';
import { ImportFooter } from './import-footer';
import { ALL_SECTIONS, ImportSections } from './import-sections';
import { useImportRun } from './use-import-run';

interface LinkedinImportProps {
  onImported: (profile: Profile) => void;
  onBack: () => void;
}

export function LinkedinImport({ onImported, onBack }: LinkedinImportProps) {
  const [url, setUrl] = useState('');
  const [archive, setArchive] = useState<File | null>(null);
  const [sections, setSections] = useState<ImportSection[]>(ALL_SECTIONS);
  const [error, setError] = useState<string | undefined>();
  const { isBusy, run } = useImportRun(onImported);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!archive && url.trim() === '') return setError(PROFILE_MESSAGES.enterLinkedinUrl);
    await run(() => (archive ? importLinkedinArchive(archive, sections) : importLinkedinUrl(url.trim(), sections)));
  }

  return (
    <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="registration-step-title" tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Import from LinkedIn
      </h2>
      <TextField
        label="LinkedIn profile URL"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/your-name"
        value={url}
        onValueChange={(value) => {
          setError(undefined);
          setUrl(value);
        }}
        error={error}
        disabled={isBusy}
      />
      <Field.Root disabled={isBusy}>
        <Field.Label>Or your LinkedIn data export (.zip)</Field.Label>
        <FileUpload
          accept=".zip,application/zip"
          onFiles={([chosen]) => {
            setError(undefined);
            setArchive(chosen ?? null);
          }}
          files={archive ? [archive] : []}
          onRemove={() => setArchive(null)}
        />
        <Field.HelperText>
          To get it: on LinkedIn open Settings &amp; Privacy, then Data privacy, then Get a copy of your data; choose
          the larger archive, request it, and upload the .zip LinkedIn e-mails you.
        </Field.HelperText>
      </Field.Root>
      <ImportSections selected={sections} onChange={setSections} disabled={isBusy} />
      <ImportFooter isBusy={isBusy} busyText="Importing your LinkedIn profile…" onBack={onBack} />
    </form>
  );
}
