import { type FollowTargetType, GROUP_MESSAGES } from '../../../contract';
import { followSet } from '../../../sync/follows/follow-mutator';
import { saveHere } from '../sync/save-here';

/** Follow or unfollow a person or group: on screen at once, sent when the network allows. */
export async function setFollow(type: FollowTargetType, id: number, followed: boolean): Promise<void> {
  await saveHere(followSet, { type, id, followed }, GROUP_MESSAGES.couldNotFollow);
}
