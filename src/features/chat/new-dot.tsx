import { css } from '../../../styled-system/css';

/** The red dot of the new-messages indicator (the button's name says it in words). */
export function NewDot() {
  return (
    <span
      aria-hidden="true"
      className={css({
        position: 'absolute',
        top: '1',
        right: '1',
        w: '2.5',
        h: '2.5',
        borderRadius: 'full',
        bg: 'red.600',
        borderWidth: '2px',
        borderColor: 'bg.surface',
      })}
    />
  );
}
