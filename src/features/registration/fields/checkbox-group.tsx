/** A group of checkboxes for a multi-value choice, with its error tied to the group. */
import { useId } from 'react';
import { CheckboxGrid } from './checkbox-grid';
import { errorStyle, groupStyle, legendStyle } from './choice-styles';

interface CheckboxGroupProps {
  legend: string;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  error?: string | undefined;
}

export function CheckboxGroup({ legend, options, selected, onChange, error }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={groupStyle} aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)}>
      <legend className={legendStyle}>{legend}</legend>
      <CheckboxGrid
        options={options.map((option) => ({ value: option.id, label: option.name }))}
        selected={selected}
        onToggle={(id, isChecked) => onChange(isChecked ? [...selected, id] : selected.filter((other) => other !== id))}
      />
      {error ? (
        <p id={errorId} className={errorStyle}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
