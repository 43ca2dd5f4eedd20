/**
 * The sidebar profile card (spec part 1 section 2, Top bar and chrome): a ring showing how
 * complete the profile is, the name, the membership badge and the location, linking to
 * /profile. Loaded lazily by the shell.
 */
import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';
import { useMeta } from '../db/use-meta';
import { MembershipBanner } from '../features/membership/membership-banner';
import { useIdentity } from '../features/session/queries';
import { Badge } from '../ui/badge';

/** The country's name in the reader's language; the stored code when the browser cannot name it. */
function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const RING_RADIUS = 22;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function CompletionRing({ percent }: { percent: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <svg
      role="img"
      aria-label={`Profile ${clamped}% complete`}
      viewBox="0 0 52 52"
      width="52"
      height="52"
      className={css({ flexShrink: '0' })}
    >
      <circle cx="26" cy="26" r={RING_RADIUS} fill="none" strokeWidth="4" className={css({ stroke: 'bg.muted' })} />
      <circle
        cx="26"
        cy="26"
        r={RING_RADIUS}
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={`${(RING_LENGTH * clamped) / 100} ${RING_LENGTH}`}
        transform="rotate(-90 26 26)"
        className={css({ stroke: 'brand.solid' })}
      />
      <text
        x="26"
        y="26"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="11"
        fontWeight="600"
        fill="currentColor"
      >
        {clamped}%
      </text>
    </svg>
  );
}

export function ProfileCard() {
  const identity = useIdentity();
  // The own profile (meta 'profile') is fresher after an edit; the identity has it from sign-in.
  const ownProfile = useMeta('profile');
  if (!identity) return null;
  const { profile, user_subscription: subscription } = identity;
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const location = [ownProfile?.location ?? profile.location, countryName(ownProfile?.country ?? profile.country)]
    .filter(Boolean)
    .join(', ');
  const tier = subscription.is_institutional_membership
    ? 'Institutional'
    : `Tier ${subscription.applied_membership_tier}`;
  return (
    <>
      <Link
        to="/profile"
        className={css({
          display: 'flex',
          gap: '3',
          alignItems: 'center',
          m: '3',
          mb: '0',
          p: '3',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          _hover: { bg: 'bg.muted' },
        })}
      >
        <CompletionRing percent={ownProfile?.completion_percent ?? profile.completion_percent} />
        <span
          className={css({ minW: '0', display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}
        >
          <span className={css({ fontWeight: 'semibold', truncate: true, maxW: 'full' })}>{name}</span>
          <Badge tone="brand">{tier}</Badge>
          {location ? <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{location}</span> : null}
        </span>
      </Link>
      <MembershipBanner />
    </>
  );
}
