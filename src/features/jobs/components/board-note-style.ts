import { css } from '../../../../styled-system/css';

/** A board note with an action beside its text (data saver's newest jobs, jobs evicted for space). */
export const boardActionNote = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  bg: 'bg.muted',
  borderRadius: 'md',
  p: '2',
});
