/**
 * Group recommendations in a group's Admin tab (spec part 2 sections 3 and 7): research
 * collaborators and other groups, each with why it was picked. Read through the worker's
 * cached read, so the last answer shows offline with a note.
 */
import { useState } from 'react';
import {
  GROUP_RECOMMENDATION_ENTITY_TYPES,
  GROUP_RECOMMENDATIONS_PAGE_SIZE,
  type Group,
  type GroupRecommendationEntity,
  GROUP_RECOMMENDATION_MESSAGES as TEXT,
} from '../../../../../contract';
import { css } from '../../../../../styled-system/css';
import { Pagination } from '../../../../ui/pagination';
import { Tabs } from '../../../../ui/tabs';
import { RecommendationCard } from '../../../recommendations/components/recommendation-card';
import { useOnlineRead } from '../../../sync/use-online-read';

const isEntity = (value: string): value is GroupRecommendationEntity =>
  (GROUP_RECOMMENDATION_ENTITY_TYPES as readonly string[]).includes(value);

function RecommendationList({ group, entity }: { group: Group; entity: GroupRecommendationEntity }) {
  const [page, setPage] = useState(1);
  const read = useOnlineRead('groupRecommendations', {
    group_id: group.id,
    entity_type: entity,
    page,
    page_size: GROUP_RECOMMENDATIONS_PAGE_SIZE,
  });
  const items = read.data?.data ?? [];
  const pageCount = Math.ceil((read.data?.pagination.count ?? 0) / GROUP_RECOMMENDATIONS_PAGE_SIZE);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {read.status === 'loading' && !read.data ? <p role="status">Loading…</p> : null}
      {read.status === 'offline' ? (
        <p role="status">
          {read.data
            ? "You're offline: this is the last list on this device."
            : "You're offline. Recommendations show when you are back online."}
        </p>
      ) : null}
      {read.status === 'failed' ? <p role="alert">{TEXT.failed}</p> : null}
      {read.data && items.length === 0 ? <p role="status">{TEXT.none}</p> : null}
      {items.length > 0 ? (
        <ul
          aria-label={TEXT[entity]}
          className={css({ display: 'grid', gap: '1', md: { gridTemplateColumns: '1fr 1fr' } })}
        >
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              <RecommendationCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}

export function GroupCollaborations({ group }: { group: Group }) {
  const [entity, setEntity] = useState<GroupRecommendationEntity>('research_collaboration');
  return (
    <section
      aria-labelledby="group-collaborations"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h2 id="group-collaborations" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {TEXT.heading}
      </h2>
      <Tabs.Root value={entity} onValueChange={(details) => isEntity(details.value) && setEntity(details.value)}>
        <Tabs.TriggerList
          aria-label={TEXT.heading}
          tabs={GROUP_RECOMMENDATION_ENTITY_TYPES.map((value) => ({ value, label: TEXT[value] }))}
        />
        {GROUP_RECOMMENDATION_ENTITY_TYPES.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === entity ? <RecommendationList group={group} entity={value} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
