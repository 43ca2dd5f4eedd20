/**
 * Several options by id (topics, categories, job functions) as removable chips and a select
 * to add one; past `max` nothing is added and the form's own message shows ('Maximum 3 categories').
 */
import { useId, useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { field } from '../../../../../styled-system/recipes/field';
import { Button } from '../../../../ui/button';

const styles = field();
const chip = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  bg: 'brand.subtle',
  borderRadius: 'full',
  pl: '3',
  fontSize: 'sm',
});

export function LimitedSelect({
  label,
  options,
  value,
  onChange,
  max,
  maxMessage,
  error,
}: {
  label: string;
  options: readonly { id: number; name: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
  maxMessage: string;
  error: string | undefined;
}) {
  const id = useId();
  const [limit, setLimit] = useState<string | null>(null);
  const names = new Map(options.map((option) => [option.id, option.name]));
  const shown = limit ?? error;

  function add(raw: string) {
    const next = Number(raw);
    if (!raw || Number.isNaN(next)) return;
    if (value.length >= max) return setLimit(maxMessage);
    setLimit(null);
    onChange([...value, next]);
  }

  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '1.5' })}>{label}</legend>
      {value.length > 0 ? (
        <ul
          aria-label={`Chosen ${label.toLowerCase()}`}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}
        >
          {value.map((item) => {
            const name = names.get(item) ?? `#${item}`;
            return (
              <li key={item} className={chip}>
                {name}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    setLimit(null);
                    onChange(value.filter((other) => other !== item));
                  }}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <select
        id={id}
        aria-label={`Add to ${label.toLowerCase()}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        className={styles.input}
        value=""
        onChange={(event) => add(event.target.value)}
      >
        <option value="">Add…</option>
        {options
          .filter((option) => !value.includes(option.id))
          .map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
      </select>
      {shown ? (
        <p id={`${id}-error`} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
