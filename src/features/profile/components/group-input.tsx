/**
 * A group (institution or organization) chosen from suggestions or typed freely: a known
 * name resolves to its id, any other text is sent as a name and the server creates the
 * group (spec part 1 section 5).
 */
import { useId } from 'react';
import type { GroupRef } from '../../../../contract';
import { TextField } from '../../../ui/text-field';

interface GroupInputProps {
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  suggestions: readonly Pick<GroupRef, 'id' | 'name'>[];
  error?: string | undefined;
  helperText?: string | undefined;
}

export function GroupInput({ label, value, onValueChange, suggestions, error, helperText }: GroupInputProps) {
  const listId = useId();
  return (
    <>
      <TextField
        label={label}
        value={value}
        onValueChange={onValueChange}
        error={error}
        helperText={helperText}
        list={listId}
        autoComplete="off"
      />
      <datalist id={listId}>
        {[...new Map(suggestions.map((group) => [group.id, group.name])).entries()].map(([id, name]) => (
          <option key={id} value={name} />
        ))}
      </datalist>
    </>
  );
}
