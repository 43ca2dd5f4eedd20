import { css } from '../../styled-system/css';

/**
 * A small bordered text box that sits in a row beside its button: the chat composer, the
 * chat dock's people search, Ask Anything's prompt. Callers add how it fills the row.
 */
export const compactInputStyle = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  px: '2',
  py: '1.5',
  fontSize: 'sm',
  bg: 'bg.surface',
});
