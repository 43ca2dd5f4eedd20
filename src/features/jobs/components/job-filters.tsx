import { useState } from 'react';
import { JOB_LOCATION_LABELS, JOB_LOCATIONS, JOB_TYPE_LABELS, JOB_TYPES, type Job } from '../../../../contract';
import { css, cx } from '../../../../styled-system/css';
import { field } from '../../../../styled-system/recipes/field';
import { useTenant } from '../../../tenant/use-tenant';

export interface JobFilterValue {
  search?: string | undefined;
  job_type?: Job['job_type'] | undefined;
  job_location?: Job['job_location'] | undefined;
  career_stage?: number | undefined;
}

/** Same look as form inputs (the field recipe); these controls carry aria-labels instead of labels. */
const control = field().input;

interface FilterSelectProps<V extends string | number> {
  /** The control's accessible name. */
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}

function FilterSelect<V extends string | number>({ label, allLabel, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <select
      aria-label={label}
      value={value ?? 'all'}
      onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
      className={control}
    >
      <option value="all">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Search and filters of the job board in the spec's default order (search, job_type,
 * career_stage), then the work mode; filtering is local, so results follow every keystroke.
 */
export function JobFilters({ value, onChange }: { value: JobFilterValue; onChange: (next: JobFilterValue) => void }) {
  const [text, setText] = useState(value.search ?? '');
  const careerStages = useTenant()?.options.career_stages ?? [];
  return (
    <search className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <input
        type="search"
        aria-label="Search jobs"
        placeholder="Search jobs"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ search: event.target.value || undefined });
        }}
        className={cx(control, css({ flex: '1', minW: '48' }))}
      />
      <FilterSelect
        label="Job type"
        allLabel="All job types"
        value={value.job_type}
        options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
        onChange={(job_type) => onChange({ job_type })}
      />
      <FilterSelect
        label="Career stage"
        allLabel="All career stages"
        value={value.career_stage}
        options={careerStages.map((stage) => ({ value: stage.id, label: stage.name }))}
        onChange={(career_stage) => onChange({ career_stage })}
      />
      <FilterSelect
        label="Work mode"
        allLabel="All work modes"
        value={value.job_location}
        options={JOB_LOCATIONS.map((mode) => ({ value: mode, label: JOB_LOCATION_LABELS[mode] }))}
        onChange={(job_location) => onChange({ job_location })}
      />
    </search>
  );
}
