/** Personal Info tab: names, country, location, language, short bio and career story. */
import { type FormEvent, useState } from 'react';
import { PROFILE_MESSAGES, type Profile, RICH_TEXT_MAX_WORDS } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { countryOptions } from './country-name';
import { RichTextField } from './rich-text-field';
import { useProfileSave } from './use-profile-save';

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});

export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const { save, errorOf, isBusy } = useProfileSave();
  const [form, setForm] = useState(() => ({
    first_name: profile.first_name,
    last_name: profile.last_name,
    country: profile.country ?? '',
    location: profile.location ?? '',
    prefered_language: profile.prefered_language ?? '',
    short_bio: profile.short_bio,
    career_story: profile.career_story,
  }));
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save({
      ...form,
      location: form.location.trim() || null,
      prefered_language: form.prefered_language.trim() || null,
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Personal Info" className={formStyle}>
      <div className={twoColumns}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.first_name}
          onValueChange={set('first_name')}
          error={errorOf('first_name')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.last_name}
          onValueChange={set('last_name')}
          error={errorOf('last_name')}
        />
      </div>
      <div className={twoColumns}>
        <SelectField
          label="Country"
          value={form.country}
          options={countryOptions()}
          onValueChange={set('country')}
          error={errorOf('country')}
        />
        <TextField label="Location" value={form.location} onValueChange={set('location')} error={errorOf('location')} />
      </div>
      <TextField
        label="Preferred language"
        value={form.prefered_language}
        onValueChange={set('prefered_language')}
        error={errorOf('prefered_language')}
      />
      <RichTextField
        label="Short bio"
        helperText="About 250 words"
        value={form.short_bio}
        onChange={set('short_bio')}
        maxWords={RICH_TEXT_MAX_WORDS}
        error={errorOf('short_bio')}
      />
      <RichTextField
        label="Career story"
        helperText="About 250 words"
        value={form.career_story}
        onChange={set('career_story')}
        maxWords={RICH_TEXT_MAX_WORDS}
        error={errorOf('career_story')}
      />
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{PROFILE_MESSAGES.max400Words} in each.</p>
      <Button type="submit" disabled={isBusy} className={css({ alignSelf: 'flex-start' })}>
        Save
      </Button>
    </form>
  );
}
