/**
 * One collection as a table of 10 per page (/favorites/{segment}, /my/{segment}) with paging
 * and an empty state; an unknown segment is not found. Offline it pages what is stored.
 */
import { Link } from '@tanstack/react-router';
import {
  CARD_DESCRIPTION_CHARS,
  COLLECTION_LABELS,
  COLLECTION_PAGE_SIZE,
  type CollectionType,
} from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { dataTable } from '../../../../styled-system/recipes/data-table';
import { NotFound } from '../../../app/not-found';
import { useTenant } from '../../../tenant/use-tenant';
import { Pagination } from '../../../ui/pagination';
import { useCollectionPage } from '../../content/queries';
import { truncate } from './collection-card';
import { CollectionNote } from './collection-note';
import { COLLECTION_PAGE_TITLES, type CollectionPage, EMPTY_COLLECTION, sectionOfSegment } from './collection-sections';
import { CollectionStatusBadge } from './status-badge';

interface CollectionTableProps {
  which: CollectionPage;
  segment: string;
  page: number;
  onPage: (page: number) => void;
}

// Long unbroken words (links, names) wrap inside the cell rather than widen the table.
const wrapStyle = css({ overflowWrap: 'anywhere' });

export function CollectionTable({ which, segment, page, onPage }: CollectionTableProps) {
  const tenant = useTenant();
  const type = sectionOfSegment(which, segment, tenant?.ui.show_job_menu ?? false);
  if (!type) return tenant === undefined ? <p aria-busy="true">Loading…</p> : <NotFound />;
  return <CollectionTableOf which={which} type={type} page={page} onPage={onPage} />;
}

function CollectionTableOf({
  which,
  type,
  page,
  onPage,
}: Omit<CollectionTableProps, 'segment'> & { type: CollectionType }) {
  const { items, count, status } = useCollectionPage(which, type, page);
  const label = COLLECTION_LABELS[type];
  const pageCount = Math.max(1, Math.ceil(count / COLLECTION_PAGE_SIZE));
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Link
          to={which === 'favorites' ? '/favorites' : '/my'}
          className={css({ fontSize: 'sm', color: 'brand.solid', alignSelf: 'flex-start' })}
        >
          ← {COLLECTION_PAGE_TITLES[which]}
        </Link>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{label}</h1>
      </header>
      <CollectionNote status={status} />
      {items.length === 0 ? (
        status === 'loading' ? (
          <p aria-busy="true">Loading…</p>
        ) : (
          <p className={css({ py: '10', textAlign: 'center', color: 'fg.muted' })}>{EMPTY_COLLECTION[type]}</p>
        )
      ) : (
        <>
          {/* A table from md up; below md each row is a card with every cell under its column name. */}
          <table aria-label={label} className={dataTable()}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Description</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.type}:${item.id}`}>
                  <td data-label="Title" className={wrapStyle}>
                    <Link
                      to={item.href}
                      className={css({ fontWeight: 'medium', _hover: { textDecoration: 'underline' } })}
                    >
                      {item.title}
                    </Link>
                  </td>
                  <td data-label="Description" className={wrapStyle}>
                    {truncate(item.description, CARD_DESCRIPTION_CHARS)}
                  </td>
                  <td data-label="Status">
                    <CollectionStatusBadge status={item.status} />
                  </td>
                  <td data-label="Date">
                    <time dateTime={item.created_at}>{item.created_at.slice(0, 10)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} pageCount={pageCount} onPage={onPage} />
        </>
      )}
    </section>
  );
}
