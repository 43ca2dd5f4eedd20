/** Social Links tab: the six profile links (SOCIAL_KINDS); an empty one is removed. */
import { type FormEvent, useState } from 'react';
import { type Profile, type ProfilePatch, SOCIAL_KINDS, type SocialKey } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { formStyle } from './personal-info-form';
import { useProfileSave } from './use-profile-save';

export function SocialLinksForm({ profile }: { profile: Profile }) {
  const { save, errorOf, isBusy } = useProfileSave();
  const [links, setLinks] = useState<Record<SocialKey, string>>(
    () =>
      Object.fromEntries(SOCIAL_KINDS.map((kind) => [kind.key, profile[kind.key] ?? ''])) as Record<SocialKey, string>,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const patch: ProfilePatch = {};
    for (const kind of SOCIAL_KINDS) patch[kind.key] = links[kind.key].trim() || null;
    void save(patch);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Social Links" className={formStyle}>
      {SOCIAL_KINDS.map((kind) => (
        <TextField
          key={kind.key}
          type="url"
          label={kind.label}
          value={links[kind.key]}
          onValueChange={(value) => setLinks((current) => ({ ...current, [kind.key]: value }))}
          error={errorOf(kind.key)}
        />
      ))}
      <Button type="submit" disabled={isBusy} className={css({ alignSelf: 'flex-start' })}>
        Save
      </Button>
    </form>
  );
}
