/**
 * Multi-select of option ids (skills, topics, career stages…) on Ark UI's Combobox: the
 * chosen ones as removable chips, and a combobox to add one more. Arrow keys move through
 * the list, Enter picks, Escape closes, Backspace in the empty box removes the last chip,
 * typing filters (from 2 characters, the spec's search minimum). Past `max` nothing is
 * added and the spec's 'You can only add up to {max} items' shows (part 1 section 5), or
 * the form's own `maxMessage`. The options are local, so filtering needs no delay.
 */
import { Combobox } from '@ark-ui/react/combobox';
import { type KeyboardEvent, useId, useState } from 'react';
import { listMaxMessage, MULTI_SELECT_MAX } from '../../contract';
import { css, cx } from '../../styled-system/css';
import { field } from '../../styled-system/recipes/field';
import { ChosenChips } from './chosen-chips';
import { MultiSelectList } from './multi-select-list';
import { type Choice, useChoiceCollection } from './use-choice-collection';

export type { Choice } from './use-choice-collection';

const styles = field();

interface MultiSelectProps {
  /** Plural noun: 'Skills', 'Topics'. The combobox is named 'Add to {label in lower case}'. */
  label: string;
  options: readonly Choice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** How many may be chosen; `null` for no limit. @default MULTI_SELECT_MAX (7) */
  max?: number | null;
  /** Shown when one more than `max` is picked. @default listMaxMessage(max) */
  maxMessage?: string;
  /** The first server or validation message for this field. */
  error?: string | undefined;
  /** A hint under the legend. */
  description?: string | undefined;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
}

export function MultiSelect({
  label,
  options,
  value,
  onChange,
  max = MULTI_SELECT_MAX,
  maxMessage,
  error,
  description,
  disabled = false,
  required = false,
}: MultiSelectProps) {
  const errorId = useId();
  const descriptionId = useId();
  const [query, setQuery] = useState('');
  const [limitError, setLimitError] = useState<string | null>(null);
  const collection = useChoiceCollection(options, value, query);
  const noun = label.toLowerCase();
  const shown = limitError ?? error;
  const describedBy = [shown ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ');

  function add(id: number) {
    setQuery('');
    if (max !== null && value.length >= max) return setLimitError(maxMessage ?? listMaxMessage(max));
    setLimitError(null);
    onChange([...value, id]);
  }
  function remove(id: number) {
    setLimitError(null);
    onChange(value.filter((other) => other !== id));
  }
  function removeLastOnBackspace(event: KeyboardEvent<HTMLInputElement>) {
    const last = value.at(-1);
    if (event.key === 'Backspace' && query === '' && last !== undefined) remove(last);
  }

  return (
    <fieldset
      disabled={disabled}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', border: 'none', p: '0', m: '0' })}
    >
      <legend className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '1.5' })}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {description ? (
        <p id={descriptionId} className={styles.helperText}>
          {description}
        </p>
      ) : null}
      <ChosenChips
        label={`Chosen ${noun}`}
        chips={value.map((id) => ({ id, name: options.find((option) => option.id === id)?.name ?? `#${id}` }))}
        onRemove={remove}
        disabled={disabled}
      />
      <Combobox.Root
        collection={collection}
        value={[]}
        inputValue={query}
        onInputValueChange={(details) => setQuery(details.inputValue)}
        onValueChange={(details) => {
          const picked = details.value[0];
          if (picked !== undefined) add(Number(picked));
        }}
        openOnClick
        selectionBehavior="clear"
        disabled={disabled}
        invalid={Boolean(shown)}
        // Fixed, so a dialog's scrolling content cannot clip the list or shift it.
        positioning={{ strategy: 'fixed', sameWidth: true }}
      >
        <Combobox.Label className={css({ srOnly: true })}>Add to {noun}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            className={cx(styles.input, css({ w: 'full' }))}
            placeholder="Add…"
            aria-describedby={describedBy || undefined}
            // Not the native attribute: the forms check and word the message themselves.
            aria-required={required || undefined}
            onKeyDown={removeLastOnBackspace}
          />
        </Combobox.Control>
        <MultiSelectList items={collection.items} />
      </Combobox.Root>
      {shown ? (
        <p id={errorId} role="alert" className={styles.errorText}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
