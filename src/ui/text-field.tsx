import type { ComponentProps } from 'react';
import { Field } from './field';

type InputProps = Omit<ComponentProps<typeof Field.Input>, 'value' | 'onChange'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The first server or validation message for this field. */
  error?: string | undefined;
  helperText?: string | undefined;
}

/** A labelled input with its error under it (Ark Field wires label, error and aria). */
export function TextField({ label, value, onValueChange, error, helperText, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
