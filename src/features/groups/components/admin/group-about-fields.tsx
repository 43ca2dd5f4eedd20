// The "About" section of the group form: name and texts, the circle or event specifics, and the parent or the place.
import { EVENT_TYPES, GROUP_GOALS_MAX, type GroupKind } from '../../../../../contract';
import { TextAreaFields } from '../../../../ui/form-fields/text-area-fields';
import { MultiSelect } from '../../../../ui/multi-select';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { CheckboxField } from '../../../profile/components/checkbox-field';
import { Section } from './form-section';
import { COUNTRY_OPTIONS, EVENT_TYPE_LABELS, type GroupFieldsProps, isTimed, numberOf } from './group-form-state';
import type { ChoiceLists } from './use-choice-lists';

interface GroupAboutFieldsProps extends GroupFieldsProps {
  kind: GroupKind;
  lists: ChoiceLists;
}

const ABOUT_TEXTS = [
  ['description', 'Description'],
  ['objective', 'Objective'],
  ['member_requirements', 'Member requirements'],
] as const;

export function GroupAboutFields({ kind, lists, form, errors, set }: GroupAboutFieldsProps) {
  const { circleTypes, sdgs, organizations } = lists;
  return (
    <Section title="About">
      <TextField label="Name" value={form.name} onValueChange={(name) => set({ name })} error={errors.name} />
      <TextAreaFields fields={ABOUT_TEXTS} form={form} errors={errors} set={set} />
      {kind === 'circle' ? (
        <>
          <SelectField
            label="Circle type"
            value={form.circle_type === null ? '' : String(form.circle_type)}
            options={circleTypes.map((item) => ({ value: String(item.id), label: item.name }))}
            onValueChange={(value) => set({ circle_type: numberOf(value) })}
            error={errors.circle_type}
          />
          <MultiSelect
            label="Relevant goals"
            options={sdgs}
            value={form.relevant_sdgs}
            max={GROUP_GOALS_MAX}
            onChange={(relevant_sdgs) => set({ relevant_sdgs })}
            error={errors.relevant_sdgs}
          />
        </>
      ) : null}
      {kind === 'event' ? (
        <>
          <SelectField
            label="Event type"
            value={form.event_type ?? ''}
            options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] ?? type }))}
            onValueChange={(value) =>
              set({ event_type: value === '' ? null : (value as (typeof EVENT_TYPES)[number]) })
            }
            error={errors.event_type}
          />
          <CheckboxField
            label="External event (registration happens elsewhere)"
            checked={form.is_external}
            onCheckedChange={(is_external) => set({ is_external })}
          />
          {form.is_external ? (
            <TextField
              label="External link"
              type="url"
              value={form.external_link ?? ''}
              onValueChange={(link) => set({ external_link: link.trim() === '' ? null : link })}
              error={errors.external_link}
            />
          ) : null}
        </>
      ) : null}
      {isTimed(kind) ? (
        <SelectField
          label="Parent organization"
          value={form.parent_group === null ? '' : String(form.parent_group)}
          options={organizations.map((item) => ({ value: String(item.id), label: item.name }))}
          onValueChange={(value) => set({ parent_group: numberOf(value) })}
          error={errors.parent_group}
        />
      ) : (
        <>
          <SelectField
            label="Country"
            value={form.country ?? ''}
            options={COUNTRY_OPTIONS}
            onValueChange={(country) => set({ country: country || null })}
            error={errors.country}
          />
          <TextField
            label="Location"
            value={form.location ?? ''}
            onValueChange={(location) => set({ location: location || null })}
            error={errors.location}
          />
        </>
      )}
    </Section>
  );
}
