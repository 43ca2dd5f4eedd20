/**
 * A search-and-pick multi-select (spec part 1 section 5, multi-select widgets): suggestions
 * from 2 typed characters, at most `max` picks; an extra pick is refused with the spec's
 * 'You can only add up to {max} items'. The list is local (the lookups are cached), so
 * filtering needs no delay.
 */
import { useId, useState } from 'react';
import { listMaxMessage, MULTI_SELECT_MAX } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { field } from '../../../../styled-system/recipes/field';
import { Button } from '../../../ui/button';
import { errorStyle, groupStyle, legendStyle } from './checkbox-group';

const styles = field();
const SUGGESTIONS = 8;
const MIN_QUERY = 2;

interface MultiSelectProps {
  /** Plural noun: 'Skills', 'Topics'. */
  label: string;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  error?: string | undefined;
  /** @default MULTI_SELECT_MAX (7) */
  max?: number;
}

export function MultiSelect({ label, options, selected, onChange, error, max = MULTI_SELECT_MAX }: MultiSelectProps) {
  const [query, setQuery] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const noun = label.toLowerCase();
  const byId = new Map(options.map((option) => [option.id, option.name]));
  const text = query.trim().toLowerCase();
  const suggestions =
    text.length < MIN_QUERY
      ? []
      : options
          .filter((option) => !selected.includes(option.id) && option.name.toLowerCase().includes(text))
          .slice(0, SUGGESTIONS);
  const message = refusal ?? error;

  function add(id: number) {
    if (selected.length >= max) return setRefusal(listMaxMessage(max));
    setRefusal(null);
    setQuery('');
    onChange([...selected, id]);
  }

  return (
    <fieldset className={groupStyle}>
      <legend className={legendStyle}>{label}</legend>
      <ul aria-label={`Selected ${noun}`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {selected.map((id) => (
          <li
            key={id}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '1',
              pl: '3',
              borderRadius: 'full',
              bg: 'brand.subtle',
            })}
          >
            {byId.get(id) ?? `#${id}`}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${byId.get(id) ?? id}`}
              onClick={() => {
                setRefusal(null);
                onChange(selected.filter((other) => other !== id));
              }}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className={css({ fontSize: 'sm' })}>
        Search {noun}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={query}
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      {suggestions.length > 0 ? (
        <ul aria-label={`Matching ${noun}`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {suggestions.map((option) => (
            <li key={option.id}>
              <Button variant="outline" size="sm" onClick={() => add(option.id)}>
                {option.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <p id={errorId} role="alert" className={errorStyle}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
