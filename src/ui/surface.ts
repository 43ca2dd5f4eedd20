import { css } from '../../styled-system/css';

/** A bordered surface card stacking its children: panels, notices, report blocks. */
export const surfaceCardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
});
