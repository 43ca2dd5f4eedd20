// A row of tabs that are links to nested routes (an organization's or a job's sections); the current one is aria-current.
import type { ReactNode } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { scrollHint } from '../../../../styled-system/recipes/scroll-hint';

export const tabLinkStyle = css({
  px: '3',
  py: '2',
  whiteSpace: 'nowrap',
  fontWeight: 'medium',
  color: 'fg.muted',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg.default' },
  '&[aria-current=page]': { color: 'brand.solid', borderColor: 'brand.solid' },
});

/** The navigation landmark; `children` are its `<li>` items, each a link styled with `tabLinkStyle`. */
export function TabLinkBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul
        className={cx(
          css({ display: 'flex', flexWrap: { base: 'wrap', sm: 'nowrap' }, gap: '1', borderBottomWidth: '1px' }),
          scrollHint(),
        )}
      >
        {children}
      </ul>
    </nav>
  );
}
