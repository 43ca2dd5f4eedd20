/**
 * A 1-5 star rating as a native radio group: arrow keys move between stars, each star has a
 * spoken label ("3 stars"), and the stars up to the chosen one are filled.
 */
import { useId } from 'react';
import { css } from '../../../styled-system/css';

const STARS = [1, 2, 3, 4, 5] as const;

const starStyle = css({
  fontSize: '2xl',
  lineHeight: '1',
  cursor: 'pointer',
  color: 'gray.300',
  px: '0.5',
  '&[data-filled]': { color: 'amber.500' },
  'input:focus-visible + &': { outline: '2px solid', outlineColor: 'brand.solid', borderRadius: 'sm' },
});

// The radio itself lies over its star, invisible: a click or a tap on the star is one on the radio.
const inputStyle = css({ position: 'absolute', inset: '0', m: '0', opacity: '0', cursor: 'pointer' });

export const starLabel = (stars: number): string => (stars === 1 ? '1 star' : `${stars} stars`);

interface StarRatingProps {
  /** The group's name, read before the stars. */
  legend: string;
  value: number;
  onChange: (value: number) => void;
}

export function StarRating({ legend, value, onChange }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1', border: 'none', p: '0' })}>
      <legend className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '1' })}>{legend}</legend>
      <div className={css({ display: 'flex' })}>
        {STARS.map((stars) => (
          <label key={stars} className={css({ display: 'inline-flex', position: 'relative' })}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={starLabel(stars)}
              className={inputStyle}
            />
            <span aria-hidden="true" data-filled={stars <= value || undefined} className={starStyle}>
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
