// The "Who it is for" section of a circle or event: publicity, size, topics, career stages and countries.
import { GROUP_TOPICS_MAX } from '../../../../../contract';
import { CareerStagesAndCountries } from '../../../../ui/form-fields/career-stages-and-countries';
import { type Choice, MultiSelect } from '../../../../ui/multi-select';
import { TextField } from '../../../../ui/text-field';
import { ChoiceField } from './choice-field';
import { Section } from './form-section';
import { type GroupFieldsProps, numberOf } from './group-form-state';

interface GroupAudienceFieldsProps extends GroupFieldsProps {
  topics: readonly Choice[];
  careerStages: readonly Choice[];
}

const PUBLICITIES = [
  { value: 'open', label: 'Open: anyone may apply' },
  { value: 'closed', label: 'Closed: by invitation' },
] as const;

export function GroupAudienceFields({ topics, careerStages, form, errors, set }: GroupAudienceFieldsProps) {
  return (
    <Section title="Who it is for">
      <ChoiceField
        label="Publicity"
        value={form.publicity}
        options={PUBLICITIES}
        onChange={(publicity) => set({ publicity })}
        error={errors.publicity}
      />
      <TextField
        label="Maximum members"
        type="number"
        min={0}
        value={form.maximum_size === null ? '' : String(form.maximum_size)}
        onValueChange={(value) => set({ maximum_size: numberOf(value) })}
        error={errors.maximum_size}
      />
      <MultiSelect
        label="Topics"
        options={topics}
        value={form.topics}
        max={GROUP_TOPICS_MAX}
        onChange={(ids) => set({ topics: ids })}
        error={errors.topics}
      />
      <CareerStagesAndCountries careerStages={careerStages} form={form} error={errors.career_stages} set={set} />
    </Section>
  );
}
