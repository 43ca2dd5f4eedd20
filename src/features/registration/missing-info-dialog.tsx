/**
 * The missing-info flow (spec part 1 sections 2 and 5): a member whose registration is done
 * but whose profile lacks career information (career stage, department on institutional
 * tenants, country of origin on connectdiaspora ones) is asked for just those fields.
 */
import { type FormEvent, useState } from 'react';
import {
  type MissingField,
  PROFILE_MESSAGES,
  type Profile,
  type ProfilePatch,
  type TenantConfig,
} from '../../../contract';
import { OTHER_CHOICE, withOther } from '../../../contract/registration-fields';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../ui/notify';
import { FormAlert } from '../account/form-alert';
import { updateProfile } from '../profile/mutations';
import { countryOptions } from './fields/country-options';
import { idOf, idOptions, SelectField, selectValue } from './fields/select-field';
import { TextInput as TextField } from './fields/text-input';

interface MissingInfoDialogProps {
  profile: Profile;
  missing: readonly MissingField[];
  tenant: TenantConfig | undefined;
  onClose: () => void;
}

export function MissingInfoDialog({ profile, missing, tenant, onClose }: MissingInfoDialogProps) {
  const [extra, setExtra] = useState(profile.extra_info);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const options = tenant?.options;
  const asks = (field: MissingField) => missing.includes(field);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const patch: ProfilePatch = {
      extra_info: {
        ...(asks('career_stage')
          ? { career_stage: extra.career_stage ?? Number.NaN, career_stage_other: extra.career_stage_other ?? '' }
          : {}),
        ...(asks('department') ? { department: extra.department ?? Number.NaN } : {}),
        ...(asks('country_of_origin') ? { country_of_origin: extra.country_of_origin ?? '' } : {}),
      },
    };
    const saved = await updateProfile(patch);
    if (!saved.ok) return setErrors(saved.errors);
    notify({ title: PROFILE_MESSAGES.informationUpdated, type: 'success' });
    onClose();
  }

  const error = (key: string) => errors[`extra_info.${key}`]?.[0];
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? null : onClose())}>
      <Dialog.Content>
        <Dialog.Title>Complete your profile</Dialog.Title>
        <Dialog.Description>{PROFILE_MESSAGES.missingInformation}</Dialog.Description>
        <form noValidate onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {asks('career_stage') ? (
            <SelectField
              label="Career stage"
              value={selectValue(extra.career_stage)}
              options={idOptions(withOther(options?.career_stages ?? []))}
              onValueChange={(value) => setExtra({ ...extra, career_stage: idOf(value) })}
              error={error('career_stage')}
            />
          ) : null}
          {asks('career_stage') && extra.career_stage === OTHER_CHOICE.id ? (
            <TextField
              label="Other career stage"
              value={extra.career_stage_other ?? ''}
              onValueChange={(career_stage_other) => setExtra({ ...extra, career_stage_other })}
              error={error('career_stage_other')}
            />
          ) : null}
          {asks('department') ? (
            <SelectField
              label="Department"
              value={selectValue(extra.department)}
              options={idOptions(options?.departments ?? [])}
              onValueChange={(value) => setExtra({ ...extra, department: idOf(value) })}
              error={error('department')}
            />
          ) : null}
          {asks('country_of_origin') ? (
            <SelectField
              label="Country of origin"
              value={extra.country_of_origin ?? ''}
              options={countryOptions()}
              onValueChange={(country_of_origin) => setExtra({ ...extra, country_of_origin })}
              error={error('country_of_origin')}
            />
          ) : null}
          <FormAlert errors={errors} />
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="outline" onClick={onClose}>
              Later
            </Button>
            <Button type="submit">Save</Button>
          </div>
        </form>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  );
}
