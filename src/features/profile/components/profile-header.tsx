/**
 * The top of a profile (own or someone's): picture or initials, name, title, location and
 * country, completion, social links and the influencer and certified-leader badges.
 * `actions` is the Edit profile or Follow button the page chooses.
 */
import type { ReactNode } from 'react';
import { CERTIFICATION_LEVELS, type Profile, SOCIAL_KINDS } from '../../../../contract';
import { css } from '../../../../styled-system/css';
import { Badge } from '../../../ui/badge';
import { countryName } from './country-name';
import { ProfileAvatar } from './profile-avatar';

/** The fields a header needs, shared by the own Profile and a PublicProfile. */
export type HeaderProfile = Pick<
  Profile,
  | 'first_name'
  | 'last_name'
  | 'title'
  | 'location'
  | 'country'
  | 'picture'
  | 'completion_percent'
  | 'is_influencer'
  | 'leadership_certification_details'
  | (typeof SOCIAL_KINDS)[number]['key']
>;

interface ProfileHeaderProps {
  profile: HeaderProfile;
  actions?: ReactNode;
  /** A change of the profile is queued and not yet confirmed. */
  pendingMark?: ReactNode;
}

export function ProfileHeader({ profile, actions, pendingMark }: ProfileHeaderProps) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const place = [profile.location, countryName(profile.country)].filter(Boolean).join(', ');
  const level = profile.leadership_certification_details?.level;
  const levelLabel = CERTIFICATION_LEVELS.find((item) => item.id === level)?.label;
  const links = SOCIAL_KINDS.filter((kind) => profile[kind.key]);
  return (
    <header
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        gap: '4',
        alignItems: { base: 'flex-start', sm: 'center' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        p: '4',
      })}
    >
      <ProfileAvatar name={name} picture={profile.picture} />
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}>{name}</h1>
          {profile.is_influencer ? <Badge tone="brand">Influencer</Badge> : null}
          {levelLabel ? <Badge tone="brand">Certified Leader: {levelLabel}</Badge> : null}
          {pendingMark}
        </div>
        {profile.title ? <p>{profile.title}</p> : null}
        {place ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{place}</p> : null}
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Profile {Math.round(profile.completion_percent)}% complete
        </p>
        {links.length > 0 ? (
          <ul
            aria-label="Social links"
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm' })}
          >
            {links.map((kind) => (
              <li key={kind.key}>
                <a
                  href={profile[kind.key] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css({ color: 'brand.solid', textDecoration: 'underline' })}
                >
                  {kind.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {actions ? <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div> : null}
    </header>
  );
}
