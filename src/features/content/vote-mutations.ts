/**
 * Votes from the UI: through the outbox with final-state coalescing ('vote.set'). Apart from
 * the other content writes (mutations.ts), so a list of cards loads no draft or file handling.
 */
import { nextVote, type VoteContentType, type VoteType } from '../../../contract';
import { currentVote, voteSet } from '../../../sync/votes/vote-mutator';
import { db } from '../../db/db';
import { saveHere } from '../sync/save-here';

/** Clicks are applied one after another, so a quick second click reads the first one's vote. */
let voting: Promise<unknown> = Promise.resolve();

/**
 * Clicking up or down: the same vote again returns to neutral; queued, shown at once.
 * Answers false when the device could not store it (the member has been told).
 */
export function castVote(type: VoteContentType, id: number, clicked: VoteType): Promise<boolean> {
  const next = voting.then(async () => {
    const vote_type = nextVote(await currentVote(db, type, id), clicked);
    return saveHere(voteSet, { content_type: type, object_id: id, vote_type });
  });
  voting = next.catch(() => undefined);
  return next;
}
