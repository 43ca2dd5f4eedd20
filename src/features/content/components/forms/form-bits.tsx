/**
 * Pieces the content forms share: the errors summary, the restored-draft banner, the
 * queued mark, the group picker (the member's groups) and the file fields (files kept on
 * this device for the draft, with their upload progress).
 */
import { useId, useState } from 'react';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES, type UploadedFile } from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { useTenant } from '../../../../tenant/use-tenant';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import { PendingMark } from '../../../../ui/pending-mark';
import { SelectField } from '../../../../ui/select-field';
import { useGroupList, useMyGroups } from '../../../groups/queries';
import { useLocalFile } from '../../../profile/queries';
import { keepDraftFile } from '../../mutations';
import type { DraftForm, DraftValues } from './use-draft-form';

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const pageStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxW: '3xl',
  mx: 'auto',
  w: 'full',
});
const noteStyle = css({ p: '3', borderRadius: 'md', bg: 'brand.subtle', display: 'flex', gap: '2', flexWrap: 'wrap' });
const errorStyle = css({ color: 'danger', fontSize: 'sm' });
/** Starts a fresh draft while the submitted one waits to be sent (our label). */
export const WRITE_ANOTHER = 'Write another';

export function FormStatus<T extends DraftValues>({ form }: { form: DraftForm<T> }) {
  return (
    <>
      {form.summary ? (
        <p role="alert" className={css({ p: '3', borderRadius: 'md', bg: 'danger.subtle', color: 'danger' })}>
          {form.summary}
        </p>
      ) : null}
      {form.restored ? (
        <div role="status" className={noteStyle}>
          <span className={css({ flex: '1', minW: '0' })}>Your unsent draft was kept on this device.</span>
          <Button size="sm" onClick={form.continueDraft}>
            Continue your draft
          </Button>
          <Button size="sm" variant="outline" onClick={() => void form.discard()}>
            Discard
          </Button>
        </div>
      ) : null}
      {form.isQueued ? (
        <div className={noteStyle}>
          <p role="status" className={css({ display: 'flex', gap: '2', flex: '1', minW: '0' })}>
            <PendingMark isPending />
            <span>{CONTENT_MESSAGES.queuedSubmission}</span>
          </p>
          {form.isNew ? (
            <Button size="sm" onClick={form.startNew}>
              {WRITE_ANOTHER}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The groups the member may post to: accepted memberships (stored, and fetched when online) and the default organization. */
export function useGroupChoices(): { value: string; label: string }[] {
  const tenant = useTenant();
  const organizations = useGroupList({ group_type: 'organization', membership: 'mine', page: 1, page_size: 50 });
  const circles = useGroupList({ group_type: 'circle', membership: 'mine', page: 1, page_size: 50 });
  const stored = useMyGroups();
  const choices = new Map<number, string>();
  const defaultOrg = tenant?.default_organization;
  if (defaultOrg) choices.set(defaultOrg.id, defaultOrg.name);
  for (const group of [...organizations.items, ...circles.items, ...stored])
    if (group.membership_status === 'accepted' || group.membership_status === null) choices.set(group.id, group.name);
  return [...choices].map(([id, name]) => ({ value: String(id), label: name }));
}

export function GroupPicker({
  value,
  onChange,
  error,
  label = 'Group',
  placeholder,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error: string | undefined;
  label?: string;
  placeholder?: string;
}) {
  const choices = useGroupChoices();
  if (value !== null && !choices.some((choice) => choice.value === String(value)))
    choices.push({ value: String(value), label: `Group ${value}` });
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      options={choices}
      placeholder={placeholder ?? 'Select a group'}
      onValueChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
    />
  );
}

export type FileRef = number | string;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type FileRule = (file: File) => string | null;
export const imageOnly: FileRule = (file) => (IMAGE_TYPES.includes(file.type) ? null : CONTENT_FORM_MESSAGES.imageOnly);
export const pdfOnly: FileRule = (file) => (file.type === 'application/pdf' ? null : CONTENT_FORM_MESSAGES.pdfOnly);
export const pdfOrImage: FileRule = (file) =>
  file.type === 'application/pdf' || IMAGE_TYPES.includes(file.type) ? null : 'Upload a PDF document or an image.';

interface FilesFieldProps {
  label: string;
  value: readonly FileRef[];
  onChange: (next: FileRef[]) => void;
  /** Already uploaded files (an edited item's), for their names. */
  known: readonly UploadedFile[];
  max: number;
  /** Shown when more than `max` are chosen. */
  maxMessage: string;
  accept: string;
  rule: FileRule;
  error: string | undefined;
}

/** Files for a draft: kept on this device at once (keepDraftFile), uploaded when the draft is sent. */
export function FilesField({ label, value, onChange, known, max, maxMessage, accept, rule, error }: FilesFieldProps) {
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;

  async function choose(list: Iterable<File> | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (value.length + files.length > max) return setRefused(maxMessage);
    for (const file of files) {
      const problem = rule(file);
      if (problem) return setRefused(problem);
    }
    setRefused(null);
    const ids: string[] = [];
    for (const file of files) ids.push(await keepDraftFile(file));
    onChange([...value, ...ids]);
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <label htmlFor={id} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        {label}
      </label>
      <FileUpload
        inputId={id}
        accept={accept}
        multiple={max > 1}
        invalid={Boolean(shown)}
        aria-describedby={shown ? `${id}-error` : undefined}
        onFiles={(files) => void choose(files)}
      />
      {value.length > 0 ? (
        <ul
          aria-label={`Chosen ${label.toLowerCase()}`}
          className={css({ display: 'flex', flexDir: 'column', gap: '1' })}
        >
          {value.map((ref) => (
            <FileRow
              key={String(ref)}
              fileRef={ref}
              known={known}
              onRemove={() => {
                setRefused(null);
                onChange(value.filter((other) => other !== ref));
              }}
            />
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className={errorStyle}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}

function FileRow({
  fileRef,
  known,
  onRemove,
}: {
  fileRef: FileRef;
  known: readonly UploadedFile[];
  onRemove: () => void;
}) {
  const local = useLocalFile(typeof fileRef === 'string' ? fileRef : null);
  const uploaded = typeof fileRef === 'number' ? known.find((file) => file.id === fileRef) : undefined;
  const name = local?.name ?? uploaded?.name ?? (typeof fileRef === 'number' ? `File ${fileRef}` : 'File');
  const isSending = local !== undefined && local.uploadedId === null && local.sent > 0 && local.error === null;
  return (
    <li className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
      <span className={css({ overflowWrap: 'anywhere' })}>{name}</span>
      {isSending && local ? (
        <>
          <progress
            aria-label={`Uploading ${local.name}`}
            max={local.size || 1}
            value={local.sent}
            className={css({ flex: '1', minW: '24', accentColor: 'brand.solid' })}
          />
          <span>{Math.round((local.sent / (local.size || 1)) * 100)}%</span>
        </>
      ) : null}
      {local?.uploadedId ? <span className={css({ color: 'fg.muted' })}>Uploaded</span> : null}
      {local && local.uploadedId === null && local.sent === 0 ? (
        <span className={css({ color: 'fg.muted' })}>Kept on this device, uploaded on submit</span>
      ) : null}
      {local?.error ? <span className={errorStyle}>{local.error}</span> : null}
      <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}

/** One optional file (thumbnail, document, logo) as a FilesField of at most one. */
export function singleValue(value: FileRef | null | undefined): FileRef[] {
  return value === null || value === undefined ? [] : [value];
}
