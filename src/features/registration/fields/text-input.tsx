/**
 * A labelled text input whose error (and helper) the input names in aria-describedby, so a
 * screen reader reads the message with the field. Ark's Field alone points at the error only
 * through aria-errormessage, which few screen readers announce.
 */
import { Field as ArkField } from '@ark-ui/react/field';
import { type ComponentProps, useId } from 'react';
import { field } from '../../../../styled-system/recipes/field';

const styles = field();

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'>;

interface TextInputProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
}

/** The ids of a field's messages, and the aria-describedby naming those shown. */
export function useMessageIds(error: string | undefined, helperText?: string) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean).join(' ');
  return { ids, describedBy: describedBy || undefined };
}

export function TextInput({ label, value, onValueChange, error, helperText, ...input }: TextInputProps) {
  const { ids, describedBy } = useMessageIds(error, helperText);
  return (
    <ArkField.Root invalid={Boolean(error)} ids={ids} className={styles.root}>
      <ArkField.Label className={styles.label}>{label}</ArkField.Label>
      <ArkField.Input
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
        aria-describedby={describedBy}
      />
      {helperText ? <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText> : null}
      <ArkField.ErrorText className={styles.errorText}>{error}</ArkField.ErrorText>
    </ArkField.Root>
  );
}
