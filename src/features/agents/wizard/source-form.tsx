/**
 * Where the report's profile comes from: signed-in members may use their profile (its
 * completion shown), or anyone uploads a resume (PDF) or gives a LinkedIn URL.
 */
import { css } from '../../../../styled-system/css';
import { RadioCard } from '../../../ui/radio-card';
import { TextField } from '../../../ui/text-field';
import { useOwnProfile } from '../../profile/queries';
import { FileUpload } from './file-upload';
import type { StepFormProps } from './form-props';
import type { SourceValues } from './step-values';
import { errorOf } from './step-values';

const errorStyle = css({ color: 'danger', fontSize: 'sm' });

export function SourceForm({ info, values, onChange, errors, ensureRun }: StepFormProps<SourceValues>) {
  const profile = useOwnProfile();
  const set = (patch: Partial<SourceValues>) => onChange({ ...values, ...patch });
  const isAuth = info.type === 'auth_profile_source';
  return (
    <>
      <RadioCard.Root
        value={values.source ?? null}
        onValueChange={(detail) => {
          const source = detail.value;
          if (source === 'profile' || source === 'resume' || source === 'linkedin') set({ source });
        }}
      >
        <RadioCard.Label>Profile source</RadioCard.Label>
        {isAuth ? (
          <RadioCard.Item value="profile">
            Use my profile
            {profile ? ` (${Math.round(profile.completion_percent)}% complete)` : ''}
          </RadioCard.Item>
        ) : null}
        <RadioCard.Item value="resume">Upload resume</RadioCard.Item>
        <RadioCard.Item value="linkedin">LinkedIn URL</RadioCard.Item>
      </RadioCard.Root>
      {errorOf(errors, 'source') ? (
        <p role="alert" className={errorStyle}>
          {errorOf(errors, 'source')}
        </p>
      ) : null}
      {values.source === 'resume' ? (
        <FileUpload
          label="Resume (PDF)"
          file={values.file}
          onFile={(file) => set({ file })}
          ensureRun={ensureRun}
          error={errorOf(errors, 'file')}
          isRequired
        />
      ) : null}
      {values.source === 'linkedin' ? (
        <TextField
          label="LinkedIn URL"
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          value={values.linkedin_url}
          onValueChange={(linkedin_url) => set({ linkedin_url })}
          error={errorOf(errors, 'linkedin_url')}
        />
      ) : null}
    </>
  );
}
