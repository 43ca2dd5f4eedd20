/** The box of a rich-text field: the editor's editing area, and the plain text area standing in for it. */
import { css } from '../../../../styled-system/css';

export const editingArea = css({
  minH: '32',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
  outline: 'none',
  '&[aria-invalid=true]': { borderColor: 'danger' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid' },
});
