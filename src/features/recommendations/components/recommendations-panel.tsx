/**
 * The right panel 'Recommendations for you' (spec part 1 sections 2 and 9): per type in the
 * spec's order, two items inline and the rest behind Show More in the Related drawer. It
 * reads the stored list (meta 'recommendations'); the worker refreshes it when online.
 */
import { lazy, Suspense, useState } from 'react';
import type { RecommendationItem } from '../../../../contract';
import {
  RECOMMENDATION_ORDER,
  RECOMMENDATIONS_INLINE,
  RECOMMENDATIONS_PER_TYPE,
} from '../../../../contract/recommendation-types';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes/button';
import { useRecommendations } from '../queries';
import { RecommendationCard } from './recommendation-card';
import { TYPE_HEADINGS } from './recommendation-links';

const RelatedDrawer = lazy(() => import('./related-drawer').then((module) => ({ default: module.RelatedDrawer })));

interface TypeGroup {
  type: string;
  items: RecommendationItem[];
}

/** The stored items by type in the panel's order, capped per type (the server caps too). */
function groupByType(items: RecommendationItem[]): TypeGroup[] {
  return RECOMMENDATION_ORDER.map((type) => ({
    type,
    items: items.filter((item) => item.type === type).slice(0, RECOMMENDATIONS_PER_TYPE),
  })).filter((group) => group.items.length > 0);
}

export function RecommendationsPanel() {
  const items = useRecommendations();
  // The drawer mounts on first Show More and stays, so closing can animate.
  const [related, setRelated] = useState<{ group: TypeGroup; isOpen: boolean } | null>(null);
  const groups = groupByType(items ?? []);
  return (
    <aside
      aria-labelledby="recommendations-heading"
      className={css({
        w: '80',
        flexShrink: '0',
        p: '4',
        borderLeftWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
      })}
    >
      <h2 id="recommendations-heading" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Recommendations for you
      </h2>
      {items && groups.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          No recommendations yet. Add skills and topics to your profile to get some.
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.type} aria-label={TYPE_HEADINGS[group.type]}>
          <h3
            className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase' })}
          >
            {TYPE_HEADINGS[group.type]}
          </h3>
          <ul>
            {group.items.slice(0, RECOMMENDATIONS_INLINE).map((item) => (
              <li key={item.id}>
                <RecommendationCard item={item} />
              </li>
            ))}
          </ul>
          {group.items.length > RECOMMENDATIONS_INLINE ? (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              aria-label={`Show More ${TYPE_HEADINGS[group.type]}`}
              onClick={() => setRelated({ group, isOpen: true })}
            >
              Show More
            </button>
          ) : null}
        </section>
      ))}
      {related ? (
        <Suspense fallback={null}>
          <RelatedDrawer
            heading={TYPE_HEADINGS[related.group.type] ?? ''}
            items={related.group.items.slice(RECOMMENDATIONS_INLINE)}
            open={related.isOpen}
            onOpenChange={(isOpen) => setRelated({ ...related, isOpen })}
          />
        </Suspense>
      ) : null}
    </aside>
  );
}
