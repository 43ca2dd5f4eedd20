/** Follow a group: the shared follow button for members; visitors go to login and come back. */
import { useLocation, useRouter } from '@tanstack/react-router';
import type { Group } from '../../../../contract';
import { button } from '../../../../styled-system/recipes/button';
import { FollowButton } from '../../follows/follow-button';
import { useIsLoggedIn } from '../../session/queries';
import { loginHref } from './format';

export function GroupFollow({ group }: { group: Group }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const router = useRouter();
  if (isLoggedIn === undefined) return null;
  if (isLoggedIn === false) {
    const href = loginHref(location.href, 'follow');
    return (
      <a
        href={href}
        aria-label={`Follow ${group.name}`}
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={(event) => {
          event.preventDefault();
          void router.navigate({ href });
        }}
      >
        Follow
      </a>
    );
  }
  return (
    <FollowButton
      type="group"
      id={group.id}
      name={group.name}
      isInfluencer={group.is_influencer}
      initiallyFollowed={group.followed}
    />
  );
}
