/**
 * The connect screen on narrow screens (below md): only a Recommended panel, the
 * member's recommendations grouped into type tabs (spec part 1 section 2, Connect screen).
 */
import { useState } from 'react';
import { RECOMMENDATION_ORDER, type RecommendationItem } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Tabs } from '../../../ui/tabs';
import { RecommendationCard } from '../../recommendations/components/recommendation-card';
import { TYPE_HEADINGS } from '../../recommendations/components/recommendation-links';
import { useRecommendations } from '../../recommendations/queries';

function groupByType(items: readonly RecommendationItem[]) {
  return RECOMMENDATION_ORDER.map((type) => ({ type, items: items.filter((item) => item.type === type) })).filter(
    (group) => group.items.length > 0,
  );
}

export function RecommendedPanel() {
  const recommendations = useRecommendations();
  const groups = groupByType(recommendations ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = groups.some((group) => group.type === chosen) ? chosen : (groups[0]?.type ?? null);
  return (
    <section
      aria-labelledby="recommended-heading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="recommended-heading" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Recommended
      </h2>
      {recommendations === undefined ? (
        <p aria-busy="true">Loading recommendations…</p>
      ) : value === null ? (
        <p className={css({ color: 'fg.muted' })}>No recommendations yet.</p>
      ) : (
        <Tabs.Root value={value} onValueChange={(details) => setChosen(details.value)}>
          <Tabs.TriggerList
            aria-label="Recommendation types"
            tabs={groups.map((group) => ({ value: group.type, label: TYPE_HEADINGS[group.type] ?? group.type }))}
          />
          {groups.map((group) => (
            <Tabs.Content key={group.type} value={group.type}>
              <ul className={css({ display: 'flex', flexDirection: 'column' })}>
                {group.items.map((item) => (
                  <li key={`${item.type}:${item.id}`}>
                    <RecommendationCard item={item} />
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </section>
  );
}
