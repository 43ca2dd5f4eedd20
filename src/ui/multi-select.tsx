/**
 * Multi-select of option ids (skills, topics, career stages…) on Ark UI's Combobox: the
 * chosen ones as removable chips, and a combobox to add one more. Arrow keys move through
 * the list, Enter picks, Escape closes, typing filters (from 2 characters, the spec's
 * search minimum). Past `max` nothing is added and the spec's 'You can only add up to
 * {max} items' shows (part 1 section 5). The options are local, so filtering needs no delay.
 */
import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { useId, useMemo, useState } from 'react';
import { listMaxMessage, MULTI_SELECT_MAX, SEARCH_MIN_CHARS } from '../../contract';
import { css, cx } from '../../styled-system/css';
import { field } from '../../styled-system/recipes/field';
import { ChosenChips } from './chosen-chips';

const styles = field();

export interface Choice {
  id: number;
  name: string;
}

interface MultiSelectProps {
  /** Plural noun: 'Skills', 'Topics'. */
  label: string;
  options: readonly Choice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** @default MULTI_SELECT_MAX (7) */
  max?: number;
  error?: string | undefined;
}

const content = css({
  zIndex: '50',
  maxH: '64',
  overflowY: 'auto',
  p: '1',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  boxShadow: 'lg',
});
const item = css({
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  fontSize: 'sm',
  _highlighted: { bg: 'bg.muted' },
});

export function MultiSelect({ label, options, value, onChange, max = MULTI_SELECT_MAX, error }: MultiSelectProps) {
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [limitError, setLimitError] = useState<string | null>(null);
  const noun = label.toLowerCase();
  const shown = limitError ?? error;
  const text = query.trim().toLowerCase();
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter(
          (option) =>
            !value.includes(option.id) && (text.length < SEARCH_MIN_CHARS || option.name.toLowerCase().includes(text)),
        ),
        itemToString: (option) => option.name,
        itemToValue: (option) => String(option.id),
      }),
    [options, value, text],
  );

  function add(id: number) {
    setQuery('');
    if (value.length >= max) return setLimitError(listMaxMessage(max));
    setLimitError(null);
    onChange([...value, id]);
  }

  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '1.5' })}>{label}</legend>
      <ChosenChips
        label={`Chosen ${noun}`}
        chips={value.map((id) => ({ id, name: options.find((option) => option.id === id)?.name ?? `#${id}` }))}
        onRemove={(id) => {
          setLimitError(null);
          onChange(value.filter((other) => other !== id));
        }}
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
        invalid={Boolean(shown)}
        positioning={{ strategy: 'fixed', sameWidth: true }}
      >
        <Combobox.Label className={css({ srOnly: true })}>Add to {noun}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            className={cx(styles.input, css({ w: 'full' }))}
            placeholder="Add…"
            aria-describedby={shown ? errorId : undefined}
          />
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content className={content}>
            {collection.items.map((option) => (
              <Combobox.Item key={option.id} item={option} className={item}>
                <Combobox.ItemText>{option.name}</Combobox.ItemText>
              </Combobox.Item>
            ))}
            {collection.items.length === 0 ? (
              <p className={css({ px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' })}>No matches</p>
            ) : null}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {shown ? (
        <p id={errorId} role="alert" className={styles.errorText}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
