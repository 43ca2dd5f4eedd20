/**
 * The filters above a list: a Search box, then selects whose empty choice is 'All'. The caller
 * owns the values (the route's search params) and the grid the fields sit in.
 */
import { SelectField, type SelectOption } from './select-field';
import { TextField } from './text-field';

export interface FilterSelect<K extends string> {
  key: K;
  label: string;
  value: string;
  options: readonly SelectOption[];
}

interface FilterBarProps<K extends string> {
  /** The landmark's accessible name ('Filter events'). */
  label: string;
  className: string;
  text: string;
  onText: (text: string) => void;
  selects: readonly FilterSelect<K>[];
  onSelect: (key: K, value: string) => void;
}

export function FilterBar<K extends string>({ label, className, text, onText, selects, onSelect }: FilterBarProps<K>) {
  return (
    <search className={className} aria-label={label}>
      <TextField label="Search" type="search" value={text} onValueChange={onText} />
      {selects.map((select) => (
        <SelectField
          key={select.key}
          label={select.label}
          placeholder="All"
          value={select.value}
          options={select.options}
          onValueChange={(value) => onSelect(select.key, value)}
        />
      ))}
    </search>
  );
}
