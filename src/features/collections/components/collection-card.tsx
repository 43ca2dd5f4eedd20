import { Link } from '@tanstack/react-router';
import { CARD_DESCRIPTION_CHARS, type CollectionItem } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { rowThumb, THUMB_SIZE } from '../../../ui/card-styles';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { CollectionStatusBadge } from './status-badge';

export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** One item of a dashboard section: picture, title linking to its page, short description, status. */
export function CollectionCard({ item, showStatus }: { item: CollectionItem; showStatus: boolean }) {
  return (
    <li
      className={css({
        display: 'flex',
        gap: '3',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '3',
        minW: '0',
      })}
    >
      {item.image ? (
        <SavedDataImage
          src={item.image}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading="lazy"
          className={rowThumb}
        />
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <Link to={item.href} className={css({ fontWeight: 'semibold', _hover: { textDecoration: 'underline' } })}>
          {item.title}
        </Link>
        {item.description ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {truncate(item.description, CARD_DESCRIPTION_CHARS)}
          </p>
        ) : null}
        {showStatus ? (
          <span>
            <CollectionStatusBadge status={item.status} />
          </span>
        ) : null}
      </div>
    </li>
  );
}
