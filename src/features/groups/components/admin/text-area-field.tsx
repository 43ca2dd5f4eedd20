import { Field } from '../../../../ui/field';

/** A labelled four-row textarea with its error underneath. */
export function TextArea({
  label,
  value,
  onValueChange,
  error,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Field.Textarea rows={4} value={value} onChange={(event) => onValueChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
