import { useId } from 'react';
import { css } from '../../../../styled-system/css';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A native checkbox with its label beside it. */
export function CheckboxField({ label, checked, onCheckedChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={css({ w: '4', h: '4', accentColor: 'brand.solid' })}
      />
      <label htmlFor={id} className={css({ fontSize: 'sm' })}>
        {label}
      </label>
    </div>
  );
}
