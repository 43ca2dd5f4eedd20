import { iconBase } from '../../ui/icons';

/** The bell (decorative: the control carrying it has the accessible name). */
export function BellIcon(props: { width?: number; height?: number }) {
  return (
    <svg aria-hidden="true" {...iconBase} {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
