/**
 * Saving one tab of the edit dialog through updateProfile, which checks the patch with the
 * server's rules and queues it (so it works offline). Keeps the field errors to show.
 */
import { useState } from 'react';
import { PROFILE_MESSAGES, type ProfilePatch } from '../../../../contract';
import { notify } from '../../../ui/notify';
import { updateProfile } from '../mutations';

type FieldErrors = Record<string, string[]>;

export function useProfileSave() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setBusy] = useState(false);

  async function save(patch: ProfilePatch): Promise<boolean> {
    setBusy(true);
    try {
      const result = await updateProfile(patch);
      if (!result.ok) {
        setErrors(result.errors);
        return false;
      }
      setErrors({});
      notify({ title: PROFILE_MESSAGES.informationUpdated, type: 'success' });
      return true;
    } finally {
      setBusy(false);
    }
  }

  /** The first message for a field (dotted path for nested ones). */
  const errorOf = (key: string): string | undefined => errors[key]?.[0];
  return { save, errors, errorOf, isBusy };
}
