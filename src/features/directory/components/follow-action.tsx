/**
 * The follow button a directory card shows: people (not influencers) and groups the
 * member is not a member of (spec part 1 section 4: a group is followable when there is no
 * membership or it was rejected; the organizations the member belongs to are known locally).
 */
import type { SearchItem } from '../../../../contract';
import { FollowButton } from '../../follows/follow-button';
import { useIdentity } from '../../session/queries';

/** Ids of the organizations the member is an accepted member of. */
export function useMemberGroupIds(): ReadonlySet<number> {
  const identity = useIdentity();
  const ids = new Set((identity?.switchable_orgs ?? []).map((org) => org.id));
  if (identity?.organization) ids.add(identity.organization.id);
  return ids;
}

export function followAction(item: SearchItem, memberGroupIds: ReadonlySet<number>) {
  if (item.type === 'job') return null;
  if (item.type !== 'user' && memberGroupIds.has(item.id)) return null;
  return (
    <FollowButton
      type={item.type === 'user' ? 'user' : 'group'}
      id={item.id}
      name={item.name}
      isInfluencer={item.type === 'user' && item.is_influencer}
      initiallyFollowed={item.followed}
    />
  );
}
