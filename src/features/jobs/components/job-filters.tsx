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
      <select
        aria-label="Job type"
        value={value.job_type ?? 'all'}
        onChange={(event) => onChange({ job_type: JOB_TYPES.find((type) => type === event.target.value) })}
        className={control}
      >
        <option value="all">All job types</option>
        {JOB_TYPES.map((type) => (
          <option key={type} value={type}>
            {JOB_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <select
        aria-label="Career stage"
        value={value.career_stage ?? 'all'}
        onChange={(event) =>
          onChange({ career_stage: careerStages.find(({ id }) => String(id) === event.target.value)?.id })
        }
        className={control}
      >
        <option value="all">All career stages</option>
        {careerStages.map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stage.name}
          </option>
        ))}
      </select>
      <select
        aria-label="Work mode"
        value={value.job_location ?? 'all'}
        onChange={(event) => onChange({ job_location: JOB_LOCATIONS.find((mode) => mode === event.target.value) })}
        className={control}
      >
        <option value="all">All work modes</option>
        {JOB_LOCATIONS.map((mode) => (
          <option key={mode} value={mode}>
            {JOB_LOCATION_LABELS[mode]}
          </option>
        ))}
      </select>
    </search>
  );
}
