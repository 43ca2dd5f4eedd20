/** A labelled native select with its first error under it (Ark Field wires the aria). */
import { Field as ArkField } from '@ark-ui/react/field';
import { css, cx } from '../../styled-system/css';
import { field } from '../../styled-system/recipes/field';
import { Field } from './field';

const styles = field();

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Text of the empty choice. @default 'Select…' */
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
}

export function SelectField({
  label,
  value,
  options,
  onValueChange,
  placeholder = 'Select…',
  error,
  disabled,
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled ?? false}>
      <Field.Label>{label}</Field.Label>
      <ArkField.Select
        className={cx(styles.input, css({ w: 'full', minW: '0' }))}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ArkField.Select>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
