// The "Dates" section of a circle or event: duration, start and end, and the application window.
import { ChoiceField, DateField } from './choice-field';
import { Section } from './form-section';
import type { GroupFieldsProps } from './group-form-state';
import { row } from './shared';

const DURATIONS = [
  { value: 'time_limited', label: 'Time limited' },
  { value: 'ongoing', label: 'Ongoing' },
] as const;

export function GroupDatesFields({ form, errors, set }: GroupFieldsProps) {
  return (
    <Section title="Dates">
      <ChoiceField
        label="Duration"
        value={form.group_duration}
        options={DURATIONS}
        onChange={(group_duration) => set({ group_duration })}
        error={errors.group_duration}
      />
      <div className={row}>
        <DateField
          label="Start date"
          value={form.start_date}
          onChange={(start_date) => set({ start_date })}
          error={errors.start_date}
        />
        <DateField
          label="End date"
          value={form.end_date}
          onChange={(end_date) => set({ end_date })}
          error={errors.end_date}
        />
      </div>
      <div className={row}>
        <DateField
          label="Application opens"
          value={form.application_open_date}
          onChange={(application_open_date) => set({ application_open_date })}
          error={errors.application_open_date}
        />
        <DateField
          label="Application closes"
          value={form.application_close_date}
          onChange={(application_close_date) => set({ application_close_date })}
          error={errors.application_close_date}
        />
      </div>
    </Section>
  );
}
