/**
 * Follow a person (spec part 1 section 4): idle 'Follow', then 'Followed' (disabled). The
 * follow is queued, so it shows at once and carries a Pending mark until the server has it.
 */

import { setFollow } from '../../../../features/follows/mutations';
import { useFollowed, usePendingFollow } from '../../../../features/follows/queries';
import { PendingMark } from '../../../../features/profile/components/pending-mark';
import { Button } from '../../../../ui/button';

export function FollowButton({ userId }: { userId: number }) {
  const isFollowed = useFollowed('user', userId);
  const isPending = usePendingFollow('user', userId);
  return (
    <>
      <Button
        variant={isFollowed ? 'outline' : 'solid'}
        disabled={isFollowed}
        onClick={() => void setFollow('user', userId, true)}
      >
        {isFollowed ? 'Followed' : 'Follow'}
      </Button>
      <PendingMark isPending={isPending} />
    </>
  );
}
