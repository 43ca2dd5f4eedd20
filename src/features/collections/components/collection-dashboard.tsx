/**
 * The /favorites and /my dashboards: a section per collection type, each with at most three
 * items and View More to its table. Read from what is stored (offline too) and refreshed online.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  COLLECTION_LABELS,
  COLLECTION_SEGMENTS,
  type CollectionItem,
  type CollectionType,
  DASHBOARD_SECTION_SIZE,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { useTenant } from '../../../tenant/use-tenant';
import { useCollectionSections } from '../../content/queries';
import { CollectionCard } from './collection-card';
import { CollectionNote } from './collection-note';
import { COLLECTION_PAGE_TITLES, type CollectionPage, EMPTY_COLLECTION, visibleSections } from './collection-sections';

const gridStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
});

interface CollectionDashboardProps {
  which: CollectionPage;
  /** Extra panels under the heading (the saved-for-offline panel on /favorites). */
  children?: ReactNode;
}

export function CollectionDashboard({ which, children }: CollectionDashboardProps) {
  const showJobs = useTenant()?.ui.show_job_menu ?? false;
  const { sections, status } = useCollectionSections(which);
  const types = visibleSections(which, showJobs);
  const hasAny = types.some((type) => sections[type] !== undefined);
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{COLLECTION_PAGE_TITLES[which]}</h1>
      <CollectionNote status={status} />
      {children}
      {status === 'loading' && !hasAny ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        types.map((type) => <DashboardSection key={type} which={which} type={type} section={sections[type]} />)
      )}
    </section>
  );
}

interface DashboardSectionProps {
  which: CollectionPage;
  type: CollectionType;
  section: { items: CollectionItem[]; count: number } | undefined;
}

function DashboardSection({ which, type, section }: DashboardSectionProps) {
  const label = COLLECTION_LABELS[type];
  const items = section?.items.slice(0, DASHBOARD_SECTION_SIZE) ?? [];
  const to = which === 'favorites' ? '/favorites/$section' : '/my/$section';
  return (
    <section aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '2' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {label}
          {section ? (
            <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> ({section.count})</span>
          ) : null}
        </h2>
        {items.length > 0 ? (
          <Link
            to={to}
            params={{ section: COLLECTION_SEGMENTS[type] }}
            aria-label={`View More ${label}`}
            className={css({ fontSize: 'sm', color: 'brand.solid', whiteSpace: 'nowrap' })}
          >
            View More
          </Link>
        ) : null}
      </header>
      {items.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{EMPTY_COLLECTION[type]}</p>
      ) : (
        <ul aria-label={label} className={gridStyle}>
          {items.map((item) => (
            <CollectionCard key={`${item.type}:${item.id}`} item={item} showStatus={which === 'my'} />
          ))}
        </ul>
      )}
    </section>
  );
}
