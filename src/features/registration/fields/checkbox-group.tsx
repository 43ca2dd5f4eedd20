/** A group of checkboxes for a multi-value choice, with its error tied to the group. */
import { useId } from 'react';
import { css } from '../../../../styled-system/css';

interface CheckboxGroupProps {
  legend: string;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  error?: string | undefined;
}

export const groupStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
export const legendStyle = css({ fontWeight: 'medium', fontSize: 'sm', mb: '1' });
export const errorStyle = css({ color: 'danger', fontSize: 'sm' });
export const checkRowStyle = css({ display: 'flex', alignItems: 'center', gap: '2', minH: '8' });

export function CheckboxGroup({ legend, options, selected, onChange, error }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className={groupStyle} aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)}>
      <legend className={legendStyle}>{legend}</legend>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '1' })}>
        {options.map((option) => (
          <label key={option.id} className={checkRowStyle}>
            <input
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))
              }
            />
            {option.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={errorStyle}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
