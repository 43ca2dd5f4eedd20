/**
 * Career Info tab: title, current role, career stage (with its 'other' text at 0), reasons
 * to join (cleared on a stage change when the tenant maps reasons to stages), professional
 * field (or 'not sure'), skills and topics (max 7), institution and batch.
 */
import { type FormEvent, useState } from 'react';
import {
  GRADUATION_YEARS,
  MAX_SKILLS,
  MAX_TOPICS,
  PROFILE_MESSAGES,
  type Profile,
  withStageChange,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { Button } from '../../../ui/button';
import { MultiSelect } from '../../../ui/multi-select';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useGroupSuggestions } from '../../lookups/groups';
import { useSkills, useTopics } from '../../lookups/queries';
import { CheckboxField } from './checkbox-field';
import { GroupInput } from './group-input';
import { formStyle, twoColumns } from './personal-info-form';
import { resolveGroup } from './resolve-group';
import { useProfileSave } from './use-profile-save';

const OTHER = { value: '0', label: 'Other' };
const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
/** GRADUATION_YEARS, plus the year already saved when it is outside them (older batches). */
const batchOptions = (saved: number | null) =>
  [...new Set([...(saved === null ? [] : [saved]), ...GRADUATION_YEARS])]
    .sort((a, b) => a - b)
    .map((year) => ({ value: String(year), label: String(year) }));
const toNumber = (value: string): number | null => (value === '' ? null : Number(value));

export function CareerInfoForm({
  profile,
  institutions,
}: {
  profile: Profile;
  institutions: readonly { id: number; name: string }[];
}) {
  const tenant = useTenant();
  const options = tenant?.options;
  const reasonMap = options?.career_reason_map ?? {};
  const hasReasonMap = Object.keys(reasonMap).length > 0;
  const skills = useSkills();
  const topics = useTopics();
  const { save, errorOf, isBusy } = useProfileSave();
  const [form, setForm] = useState(() => ({
    title: profile.title,
    current_role: profile.group_profile.current_role,
    extra: { ...profile.extra_info },
    skills: [...profile.skills],
    topics: [...profile.topics],
    institution: profile.institution_detailed?.name ?? '',
    batch: profile.batch,
  }));
  const extra = form.extra;
  const setExtra = (next: Partial<typeof extra>) =>
    setForm((current) => ({ ...current, extra: { ...current.extra, ...next } }));
  const stageKey = extra.career_stage === null ? null : String(extra.career_stage);
  const offeredReasons = (options?.reason_to_join ?? []).filter(
    (reason) => !hasReasonMap || stageKey === null || (reasonMap[stageKey] ?? []).includes(reason.id),
  );
  const found = useGroupSuggestions('institution', form.institution);
  const known = profile.institution_detailed ? [profile.institution_detailed, ...institutions] : institutions;
  const suggestions = [...known, ...found];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save({
      title: form.title,
      skills: form.skills,
      topics: form.topics,
      ...(form.institution.trim() ? { institution: resolveGroup(form.institution, suggestions) } : {}),
      ...(form.batch === null ? {} : { batch: form.batch }),
      ...(form.current_role === null ? {} : { group_profile: { current_role: form.current_role } }),
      extra_info: {
        ...(extra.career_stage === null ? {} : { career_stage: extra.career_stage }),
        reason_to_join: extra.reason_to_join,
        professional_field: extra.is_field_unsure ? null : extra.professional_field,
        is_field_unsure: extra.is_field_unsure,
        ...(extra.career_stage === 0 ? { career_stage_other: extra.career_stage_other ?? '' } : {}),
        ...(extra.professional_field === 0 ? { professional_field_other: extra.professional_field_other ?? '' } : {}),
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Career Info" className={formStyle}>
      <TextField
        label="Title"
        value={form.title}
        onValueChange={(title) => setForm((c) => ({ ...c, title }))}
        error={errorOf('title')}
      />
      <SelectField
        label="Current role"
        value={form.current_role === null ? '' : String(form.current_role)}
        options={toOptions(options?.current_roles ?? [])}
        onValueChange={(value) => setForm((c) => ({ ...c, current_role: toNumber(value) }))}
        error={errorOf('group_profile.current_role')}
      />
      <SelectField
        label="Career stage"
        value={stageKey ?? ''}
        options={[...toOptions(options?.career_stages ?? []), OTHER]}
        onValueChange={(value) => {
          const stage = toNumber(value);
          if (stage === null) return setExtra({ career_stage: null });
          setForm((c) => {
            const changed = withStageChange({ reason_to_join: c.extra.reason_to_join }, stage, hasReasonMap);
            const reasons = changed.reason_to_join ?? c.extra.reason_to_join;
            return { ...c, extra: { ...c.extra, career_stage: stage, reason_to_join: reasons } };
          });
        }}
        error={errorOf('extra_info.career_stage')}
      />
      {extra.career_stage === 0 ? (
        <TextField
          label="Your career stage"
          value={extra.career_stage_other ?? ''}
          onValueChange={(text) => setExtra({ career_stage_other: text })}
          error={errorOf('extra_info.career_stage_other')}
        />
      ) : null}
      <MultiSelect
        label="Reasons to join"
        options={offeredReasons}
        value={extra.reason_to_join}
        onChange={(ids) => setExtra({ reason_to_join: ids })}
        error={errorOf('extra_info.reason_to_join')}
      />
      <CheckboxField
        label={PROFILE_MESSAGES.notSureOfField}
        checked={extra.is_field_unsure}
        onCheckedChange={(checked) => setExtra({ is_field_unsure: checked })}
      />
      {extra.is_field_unsure ? null : (
        <SelectField
          label="Professional field"
          value={extra.professional_field === null ? '' : String(extra.professional_field)}
          options={[...toOptions(options?.professional_fields ?? []), OTHER]}
          onValueChange={(value) => setExtra({ professional_field: toNumber(value) })}
          error={errorOf('extra_info.professional_field')}
        />
      )}
      {!extra.is_field_unsure && extra.professional_field === 0 ? (
        <TextField
          label="Your professional field"
          value={extra.professional_field_other ?? ''}
          onValueChange={(text) => setExtra({ professional_field_other: text })}
          error={errorOf('extra_info.professional_field_other')}
        />
      ) : null}
      <MultiSelect
        label="Skills"
        options={skills}
        value={form.skills}
        max={MAX_SKILLS}
        onChange={(ids) => setForm((c) => ({ ...c, skills: ids }))}
        error={errorOf('skills')}
      />
      <MultiSelect
        label="Topics"
        options={topics}
        value={form.topics}
        max={MAX_TOPICS}
        onChange={(ids) => setForm((c) => ({ ...c, topics: ids }))}
        error={errorOf('topics')}
      />
      <div className={twoColumns}>
        <GroupInput
          label="Institution"
          value={form.institution}
          onValueChange={(institution) => setForm((c) => ({ ...c, institution }))}
          suggestions={suggestions}
          error={errorOf('institution')}
        />
        <SelectField
          label="Batch"
          value={form.batch === null ? '' : String(form.batch)}
          options={batchOptions(profile.batch)}
          onValueChange={(value) => setForm((c) => ({ ...c, batch: toNumber(value) }))}
          error={errorOf('batch')}
        />
      </div>
      <Button type="submit" disabled={isBusy} className={css({ alignSelf: 'flex-start' })}>
        Save
      </Button>
    </form>
  );
}
