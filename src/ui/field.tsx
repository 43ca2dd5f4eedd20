/** Form field on Ark UI's Field: label, input, helper and error wired for screen readers. */
import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { field } from '../../styled-system/recipes/field';

const styles = field();

function Root({ className, ...rest }: ComponentProps<typeof ArkField.Root>) {
  return <ArkField.Root className={cx(styles.root, className)} {...rest} />;
}
function Label({ className, ...rest }: ComponentProps<typeof ArkField.Label>) {
  return <ArkField.Label className={cx(styles.label, className)} {...rest} />;
}
function Input({ className, ...rest }: ComponentProps<typeof ArkField.Input>) {
  return <ArkField.Input className={cx(styles.input, className)} {...rest} />;
}
function Textarea({ className, ...rest }: ComponentProps<typeof ArkField.Textarea>) {
  return <ArkField.Textarea className={cx(styles.textarea, className)} {...rest} />;
}
function ErrorText({ className, ...rest }: ComponentProps<typeof ArkField.ErrorText>) {
  return <ArkField.ErrorText className={cx(styles.errorText, className)} {...rest} />;
}
function HelperText({ className, ...rest }: ComponentProps<typeof ArkField.HelperText>) {
  return <ArkField.HelperText className={cx(styles.helperText, className)} {...rest} />;
}

export const Field = { Root, Label, Input, Textarea, ErrorText, HelperText };
