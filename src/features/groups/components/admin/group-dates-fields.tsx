// The "Dates" section of a circle or event: duration, start and end, and the application window.

import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { Section } from './form-section';
import { dateOf, type GroupFieldsProps, isoOf } from './group-form-state';
import { row } from './shared';

export function GroupDatesFields({ form, errors, set }: GroupFieldsProps) {
  return (
    <Section title="Dates">
      <SelectField
        label="Duration"
        value={form.group_duration ?? ''}
        options={[
          { value: 'time_limited', label: 'Time limited' },
          { value: 'ongoing', label: 'Ongoing' },
        ]}
        onValueChange={(value) => set({ group_duration: value === '' ? null : (value as 'time_limited' | 'ongoing') })}
        error={errors.group_duration}
      />
      <div className={row}>
        <TextField
          label="Start date"
          type="date"
          value={dateOf(form.start_date)}
          onValueChange={(value) => set({ start_date: isoOf(value) })}
          error={errors.start_date}
        />
        <TextField
          label="End date"
          type="date"
          value={dateOf(form.end_date)}
          onValueChange={(value) => set({ end_date: isoOf(value) })}
          error={errors.end_date}
        />
      </div>
      <div className={row}>
        <TextField
          label="Application opens"
          type="date"
          value={dateOf(form.application_open_date)}
          onValueChange={(value) => set({ application_open_date: isoOf(value) })}
          error={errors.application_open_date}
        />
        <TextField
          label="Application closes"
          type="date"
          value={dateOf(form.application_close_date)}
          onValueChange={(value) => set({ application_close_date: isoOf(value) })}
          error={errors.application_close_date}
        />
      </div>
    </Section>
  );
}
