/** The checkboxes of a multi-value choice, two columns from sm; the caller supplies the fieldset. */
import { css } from '../../../../styled-system/css';
import { checkRowStyle } from './choice-styles';

interface CheckboxGridProps<V extends string | number> {
  options: readonly { value: V; label: string }[];
  selected: readonly V[];
  onToggle: (value: V, isChecked: boolean) => void;
}

export function CheckboxGrid<V extends string | number>({ options, selected, onToggle }: CheckboxGridProps<V>) {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '1' })}>
      {options.map((option) => (
        <label key={option.value} className={checkRowStyle}>
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
