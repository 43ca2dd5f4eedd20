/**
 * Follow a person or a group (spec part 1 section 4, Follow: idle, busy, Followed and
 * disabled). The change is queued and shown at once; while it waits online the button
 * is busy, while it waits offline a Pending mark says so. Hidden on the member's own
 * profile and on influencers (part 1 section 6); visitors are sent to sign up.
 */
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FollowTargetType } from '../../../contract';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { Button } from '../../ui/button';
import { PendingMark } from '../../ui/pending-mark';
import { useIdentity, useIsLoggedIn, useMemberClick } from '../session/queries';
import { useIsOnline } from '../sync/queries';
import { setFollow } from './mutations';
import { useFollowed, usePendingFollow } from './queries';

export interface FollowButtonProps {
  type: FollowTargetType;
  id: number;
  /** The person's or group's name, for the accessible name ('Follow Jane Doe'). */
  name: string;
  /** Influencers show no follow button. @default false */
  isInfluencer?: boolean;
  /** The server's `followed` when nothing is stored locally yet. @default false */
  initiallyFollowed?: boolean;
}

export function FollowButton({ type, id, name, isInfluencer = false, initiallyFollowed = false }: FollowButtonProps) {
  const isLoggedIn = useIsLoggedIn();
  const identity = useIdentity();
  const isFollowedLocally = useFollowed(type, id);
  const isPending = usePendingFollow(type, id);
  const isOnline = useIsOnline();
  const [isSending, setIsSending] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const memberClick = useMemberClick();

  if (isInfluencer || (type === 'user' && identity?.id === id)) return null;
  if (isLoggedIn === false) {
    return (
      <Link
        to="/signup"
        search={{ next: location.href }}
        aria-label={`Follow ${name}`}
        className={button({ variant: 'outline', size: 'sm' })}
      >
        Follow
      </Link>
    );
  }
  const isFollowed = isFollowedLocally || (initiallyFollowed && !isPending);
  const isBusy = isSending || (isPending && isOnline);
  if (!isFollowed) {
    return (
      <Button
        variant="solid"
        size="sm"
        aria-label={`Follow ${name}`}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() =>
          memberClick(
            () => {
              setIsSending(true);
              void setFollow(type, id, true).finally(() => setIsSending(false));
            },
            // Shown before the page knew there is no session: the visitor's Follow signs up.
            () => void navigate({ to: '/signup', search: { next: location.href } }),
          )
        }
      >
        Follow
      </Button>
    );
  }
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
      <Button variant="outline" size="sm" aria-label={`Followed ${name}`} aria-busy={isBusy || undefined} disabled>
        Followed
      </Button>
      <PendingMark isPending={isPending && !isOnline} />
    </span>
  );
}
