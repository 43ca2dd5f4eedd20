/** The selected items grouped by type; with `onRemove`, each has a Remove button. */
import type { RecommendationItem } from '../../../contract';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { groupByType, itemTitle, TYPE_LABELS } from './selection';

const list = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const row = css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' });

interface SelectedItemsProps {
  items: readonly RecommendationItem[];
  onRemove?: (item: RecommendationItem) => void;
}

export function SelectedItems({ items, onRemove }: SelectedItemsProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {groupByType(items).map((group) => (
        <section key={group.type} aria-labelledby={`package-selected-${group.type}`}>
          <h3 id={`package-selected-${group.type}`} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
            {TYPE_LABELS[group.type]} ({group.items.length})
          </h3>
          <ul aria-labelledby={`package-selected-${group.type}`} className={list}>
            {group.items.map((item) => (
              <li key={item.id} className={row}>
                <span className={css({ minW: '0', overflowWrap: 'anywhere' })}>{itemTitle(item)}</span>
                {onRemove ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${itemTitle(item)}`}
                    onClick={() => onRemove(item)}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
