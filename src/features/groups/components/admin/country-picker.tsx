import { useMemo } from 'react';
import { type Choice, MultiSelect } from '../../../../ui/multi-select';
import { COUNTRY_OPTIONS } from './group-form-state';

/** Each country by its place in the sorted list: the multi-select keys its options by number. */
const COUNTRY_CHOICES: readonly Choice[] = COUNTRY_OPTIONS.map((option, index) => ({
  id: index + 1,
  name: option.label,
}));
const codeOf = (id: number) => COUNTRY_OPTIONS[id - 1]?.value;

/** Several countries (any number), chosen and removed like every other multi-select. */
export function CountryPicker({ value, onChange }: { value: string[]; onChange: (codes: string[]) => void }) {
  const ids = useMemo(
    () =>
      value.flatMap((code) => {
        const index = COUNTRY_OPTIONS.findIndex((option) => option.value === code);
        return index === -1 ? [] : [index + 1];
      }),
    [value],
  );
  return (
    <MultiSelect
      label="Countries"
      options={COUNTRY_CHOICES}
      value={ids}
      max={null}
      onChange={(next) => onChange(next.flatMap((id) => codeOf(id) ?? []))}
    />
  );
}
