/** Checklist (one list of options) and group checklist (labelled groups): checkboxes by value. */
import { useId } from 'react';
import type { ChoiceOption } from '../../../../contract/agents';
import { css } from '../../../../styled-system/css';
import { CheckboxGrid } from '../../registration/fields/checkbox-grid';
import { errorStyle, groupStyle, legendStyle } from '../../registration/fields/choice-styles';
import type { StepFormProps } from './form-props';
import type { ChecklistValues } from './step-values';
import { errorOf } from './step-values';

interface OptionListProps {
  legend: string;
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onToggle: (value: string, isChecked: boolean) => void;
}

function OptionList({ legend, options, selected, onToggle }: OptionListProps) {
  return (
    <fieldset className={groupStyle}>
      <legend className={legendStyle}>{legend}</legend>
      <CheckboxGrid options={options} selected={selected} onToggle={onToggle} />
    </fieldset>
  );
}

export function ChecklistForm({ info, values, onChange, errors }: StepFormProps<ChecklistValues>) {
  const errorId = useId();
  const onToggle = (value: string, isChecked: boolean) =>
    onChange({
      values: isChecked ? [...values.values, value] : values.values.filter((item) => item !== value),
    });
  const groups = info.type === 'group_checklist' ? info.groups : [{ label: info.header_text, options: info.options }];
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      aria-describedby={errorOf(errors, 'values') ? errorId : undefined}
    >
      {groups.map((group) => (
        <OptionList
          key={group.label}
          legend={group.label}
          options={group.options}
          selected={values.values}
          onToggle={onToggle}
        />
      ))}
      {errorOf(errors, 'values') ? (
        <p id={errorId} role="alert" className={errorStyle}>
          {errorOf(errors, 'values')}
        </p>
      ) : null}
    </div>
  );
}
