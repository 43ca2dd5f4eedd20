// Fields of the group form that several sections use alike: a select of a few named values, a date.
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { dateOf, isoOf } from './group-form-state';

/** A select of known values, none chosen by default. */
export function ChoiceField<V extends string>(props: {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | null) => void;
  error: string | undefined;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value ?? ''}
      options={props.options}
      onValueChange={(next) => props.onChange(props.options.find((option) => option.value === next)?.value ?? null)}
      error={props.error}
    />
  );
}

/** A date input over an ISO date-time value (null when empty). */
export function DateField(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={props.label}
      type="date"
      value={dateOf(props.value)}
      onValueChange={(next) => props.onChange(isoOf(next))}
      error={props.error}
    />
  );
}
