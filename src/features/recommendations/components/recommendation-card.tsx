/** One recommendation (spec part 1 section 3, Recommendation item): picture, name, where, and why. */
import { Link } from '@tanstack/react-router';
import type { RecommendationItem } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { imageSources } from '../../../ui/image-sources';
import { itemName, recommendationHref } from './recommendation-links';

const avatarStyle = css({
  flexShrink: '0',
  w: '10',
  h: '10',
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'brand.subtle',
  color: 'brand.solid',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 'semibold',
});

export interface RecommendationCardProps {
  item: RecommendationItem;
  /** Called when the item's link is followed (the drawer closes). */
  onNavigate?: () => void;
}

export function RecommendationCard({ item, onNavigate }: RecommendationCardProps) {
  const name = itemName(item);
  const href = recommendationHref(item);
  const subtitle = item.type === 'user' ? (item.title ?? item.institution_name) : item.institution_name;
  const picture = item.image_path ? imageSources(item.image_path, 40) : null;
  return (
    <article className={css({ display: 'flex', gap: '3', py: '2' })}>
      {picture ? (
        <img {...picture} alt="" width={40} height={40} loading="lazy" className={avatarStyle} />
      ) : (
        <span aria-hidden="true" className={avatarStyle}>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={css({ minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <h4 className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: '2' })}>
          {href ? (
            <Link to={href} onClick={onNavigate} className={css({ _hover: { textDecoration: 'underline' } })}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h4>
        {subtitle ? <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>{subtitle}</p> : null}
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{item.reason}</p>
      </div>
    </article>
  );
}
