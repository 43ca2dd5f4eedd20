/**
 * Multi-select of option ids (skills, topics): chosen items as removable chips and a select
 * to add one more. Past `max` nothing is added and the spec's 'You can only add up to
 * {max} items' shows (part 1 section 5).
 */
import { useId, useState } from 'react';
import { listMaxMessage, MULTI_SELECT_MAX } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { field } from '../../../../styled-system/recipes/field';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';

const styles = field();

export interface Choice {
  id: number;
  name: string;
}

interface MultiSelectProps {
  label: string;
  options: readonly Choice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** @default 7 */
  max?: number;
  error?: string | undefined;
}

export function MultiSelect({ label, options, value, onChange, max = MULTI_SELECT_MAX, error }: MultiSelectProps) {
  const id = useId();
  const [limitError, setLimitError] = useState<string | null>(null);
  const byId = new Map(options.map((option) => [option.id, option.name]));
  const available = options.filter((option) => !value.includes(option.id));
  const shown = limitError ?? error;

  function add(raw: string) {
    const next = Number(raw);
    if (!raw || Number.isNaN(next)) return;
    if (value.length >= max) return setLimitError(listMaxMessage(max));
    setLimitError(null);
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
            const name = byId.get(item) ?? `#${item}`;
            return (
              <li
                key={item}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '1',
                  bg: 'brand.subtle',
                  borderRadius: 'full',
                  pl: '3',
                  fontSize: 'sm',
                })}
              >
                {name}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    setLimitError(null);
                    onChange(value.filter((other) => other !== item));
                  }}
                >
                  <CloseIcon width={14} height={14} />
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
        {available.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {shown ? (
        <p id={`${id}-error`} className={css({ color: 'danger', fontSize: 'sm' })}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
