/** A circle or event card of the browse lists (spec part 2 section 2, Lists). */
import { Link } from '@tanstack/react-router';
import { type Group, LIFECYCLE_LABELS, lifecycleOf, membershipBadge, REMOVED_BADGE } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { CARD_COVER_WIDTH, tileCard } from '../../../ui/card-styles';
import { SavedDataImage } from '../../../ui/saved-data-image';
import { CountryCode } from '../../profile/components/country-code';
import { countryName } from '../../profile/components/country-name';
import { dateRange, truncate } from './format';

export const DESCRIPTION_MAX = 200;

const coverStyle = css({ w: 'full', h: '32', objectFit: 'cover', bg: 'bg.muted' });
const bodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3' });
const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', alignItems: 'center' });

export function GroupCard({ group, now }: { group: Group; now: number }) {
  const stage = lifecycleOf(group, now);
  const isRemoved = group.membership_status === 'rejected' && group.removal_reason != null;
  const badge = isRemoved ? REMOVED_BADGE : membershipBadge(group.group_type, group.membership_status);
  const image = group.cover_image ?? group.logo;
  const kind = group.group_type === 'event' ? 'event' : 'circle';
  return (
    <li className={tileCard} data-testid="group-card">
      {image ? (
        <SavedDataImage src={image} alt="" className={coverStyle} displayWidth={CARD_COVER_WIDTH} />
      ) : (
        <div className={coverStyle} aria-hidden="true" />
      )}
      <div className={bodyStyle}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Link to={kind === 'event' ? '/event/$slug' : '/circle/$slug'} params={{ slug: group.name_slug }}>
            {group.name}
          </Link>
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{dateRange(group.start_date, group.end_date)}</p>
        <div className={rowStyle}>
          {stage ? <Badge tone="brand">{LIFECYCLE_LABELS[stage]}</Badge> : null}
          {badge ? <Badge tone="neutral">{badge}</Badge> : null}
          {group.is_paid && (group.price ?? 0) > 0 ? <Badge tone="neutral">${group.price}</Badge> : null}
        </div>
        {group.topics_detailed.length > 0 ? (
          <ul aria-label="Topics" className={rowStyle}>
            {group.topics_detailed.slice(0, 2).map((topic) => (
              <li key={topic.id}>
                <Badge tone="neutral">{topic.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {group.countries.length > 0 ? (
          <ul aria-label="Countries" className={rowStyle}>
            {group.countries.slice(0, 4).map((code) => (
              <li key={code} title={countryName(code)}>
                <span aria-hidden="true">
                  <CountryCode code={code} />
                </span>
                <span className={css({ srOnly: true })}>{countryName(code)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={css({ fontSize: 'sm' })}>{truncate(group.description, DESCRIPTION_MAX)}</p>
      </div>
    </li>
  );
}
