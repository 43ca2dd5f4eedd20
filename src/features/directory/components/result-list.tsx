/** A grid of directory cards with its empty text (spec part 2 section 8 empty states). */
import type { ReactNode } from 'react';
import type { DirectoryEntry, SearchItem } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { SearchItemCard } from './search-item-card';

type Item = SearchItem & Partial<Pick<DirectoryEntry, 'certification_level'>>;

export interface ResultListProps {
  /** The list's accessible name, e.g. 'Search results'. */
  label: string;
  items: readonly Item[];
  emptyText: string;
  actionsFor?: (item: Item) => ReactNode;
  /** @default false */
  showLevel?: boolean;
  /** Grid columns at the widest size. @default 3 */
  columns?: 3 | 4;
}

export function ResultList({ label, items, emptyText, actionsFor, showLevel = false, columns = 3 }: ResultListProps) {
  if (items.length === 0) {
    return <p className={css({ py: '8', textAlign: 'center', color: 'fg.muted' })}>{emptyText}</p>;
  }
  return (
    <ul
      aria-label={label}
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: {
          base: '1fr',
          md: 'repeat(2, minmax(0, 1fr))',
          xl: columns === 4 ? 'repeat(4, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
        },
      })}
    >
      {items.map((item) => (
        <SearchItemCard
          key={`${item.type}:${item.id}`}
          item={item}
          showLevel={showLevel}
          actions={actionsFor?.(item)}
        />
      ))}
    </ul>
  );
}
