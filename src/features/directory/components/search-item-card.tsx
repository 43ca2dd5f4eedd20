/**
 * One person or group of the directory as a card: picture or initials, name (cut at 20
 * characters, the full name on hover and for screen readers), what they do, why they are
 * shown, badges, and the follow button when the list allows it.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  CERTIFICATION_LEVELS,
  type DirectoryEntry,
  SEARCH_ITEM_TYPE_LABELS,
  type SearchItem,
  truncateName,
} from '../../../../contract';
import { css, cx } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { itemCard } from '../../../ui/card-styles';
import { imageSources } from '../../../ui/image-sources';
import { initials } from '../../../ui/initials';

export interface SearchItemCardProps {
  item: SearchItem & Partial<Pick<DirectoryEntry, 'certification_level'>>;
  /** The follow button or other actions; none on influencer lists. */
  actions?: ReactNode;
  /** Show the circle leader's certification level. @default false */
  showLevel?: boolean;
}

export function levelLabel(level: number | null | undefined): string | null {
  return CERTIFICATION_LEVELS.find((entry) => entry.id === level)?.label ?? null;
}

export function SearchItemCard({ item, actions, showLevel = false }: SearchItemCardProps) {
  const titleId = `directory-${item.type}-${item.id}`;
  const level = showLevel ? levelLabel(item.certification_level) : null;
  const name = truncateName(item.name);
  return (
    <li aria-labelledby={titleId} data-testid={`${item.type}:${item.id}`} className={cx(itemCard, css({ minW: '0' }))}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        {item.image ? (
          <img
            {...imageSources(item.image, 48)}
            alt=""
            loading="lazy"
            width={48}
            height={48}
            className={css({ w: '12', h: '12', borderRadius: 'full', objectFit: 'cover', flexShrink: '0' })}
          />
        ) : (
          <span
            aria-hidden="true"
            className={css({
              w: '12',
              h: '12',
              borderRadius: 'full',
              bg: 'brand.subtle',
              color: 'brand.solid',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 'semibold',
              flexShrink: '0',
            })}
          >
            {initials(item.name)}
          </span>
        )}
        <div className={css({ minW: '0', flex: '1' })}>
          <h3 id={titleId} title={item.name} aria-label={item.name} className={css({ fontWeight: 'semibold' })}>
            {item.type === 'user' ? (
              <Link
                to="/profile/$slug"
                params={{ slug: item.slug }}
                className={css({ _hover: { textDecoration: 'underline' } })}
              >
                {name}
              </Link>
            ) : item.type === 'circle' || item.type === 'event' ? (
              <Link
                to={item.type === 'event' ? '/event/$slug' : '/circle/$slug'}
                params={{ slug: item.slug }}
                className={css({ _hover: { textDecoration: 'underline' } })}
              >
                {name}
              </Link>
            ) : item.type === 'organization' || item.type === 'institution' ? (
              <Link
                to="/org/$nameSlug"
                params={{ nameSlug: item.slug }}
                className={css({ _hover: { textDecoration: 'underline' } })}
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '2' })}>
            {item.description || item.institution_name || SEARCH_ITEM_TYPE_LABELS[item.type]}
          </p>
        </div>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
        {item.type !== 'user' ? <Badge>{SEARCH_ITEM_TYPE_LABELS[item.type]}</Badge> : null}
        {item.is_influencer ? <Badge tone="brand">Influencer</Badge> : null}
        {level ? <Badge tone="brand">{`Certified leader: ${level}`}</Badge> : null}
      </div>
      {item.reason ? <p className={css({ fontSize: 'sm' })}>{item.reason}</p> : null}
      {actions ? <div className={css({ mt: 'auto' })}>{actions}</div> : null}
    </li>
  );
}
