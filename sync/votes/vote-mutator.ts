/**
 * 'vote.set': the member's vote on a career tip, AI tool, use case or agent builder, with
 * final-state semantics (the key is voteKey: three clicks offline send one request carrying
 * the vote the member ended on; null = neutral). On screen at once: db.votes and the item's
 * vote_score / user_vote_type in db.contents. Refused -> the vote neutral over the score as
 * it was, with CONTENT_MESSAGES.couldNotPerform in the needs-attention list.
 */
import * as v from 'valibot';
import {
  CONTENT_MESSAGES,
  contentKey,
  pathOf,
  scoreAfter,
  VOTE_ENDPOINTS,
  type VoteContentType,
  VotePayload,
  VoteResult,
  type VoteState,
  voteKey,
} from '../../contract';
import { isVoteKind, type VoteFields, voteFieldsOf } from '../content/content-local';
import type { LocalVote, PortalDb } from '../core/db';
import { defineMutator } from '../core/mutator-types';

/** The mutator's arguments are the call's body as the contract declares it. */
export type VoteSetArgs = VotePayload;

/** What the optimistic change replaced: the vote row and the item's vote fields (null: none stored). */
export interface VoteUndo {
  key: string;
  content_type: VoteContentType;
  object_id: number;
  vote: LocalVote | null;
  item: VoteFields | null;
}

async function writeItemVote(db: PortalDb, args: Pick<VoteSetArgs, 'content_type' | 'object_id'>, fields: VoteFields) {
  if (!isVoteKind(args.content_type)) return;
  const key = contentKey(args.content_type, args.object_id);
  const row = await db.contents.get(key);
  if (row && voteFieldsOf(row.data)) await db.contents.update(key, { data: { ...row.data, ...fields } });
}

/** The member's current vote on an item: the db.votes row, else the stored item's. */
export async function currentVote(db: PortalDb, type: VoteContentType, objectId: number): Promise<VoteState> {
  const row = await db.votes.get(voteKey(type, objectId));
  if (row) return row.vote_type;
  if (!isVoteKind(type)) return null;
  const item = await db.contents.get(contentKey(type, objectId));
  return (item && voteFieldsOf(item.data)?.user_vote_type) ?? null;
}

export const voteSet = defineMutator<VoteSetArgs, VoteUndo>({
  name: 'vote.set',
  version: 1,
  priority: 5,
  args: VotePayload,
  tables: ['votes', 'contents'],
  key: (args) => voteKey(args.content_type, args.object_id),
  async apply(db, args) {
    const key = voteKey(args.content_type, args.object_id);
    const vote = (await db.votes.get(key)) ?? null;
    const row = isVoteKind(args.content_type)
      ? await db.contents.get(contentKey(args.content_type, args.object_id))
      : undefined;
    const item = row ? voteFieldsOf(row.data) : null;
    const from = vote ? vote.vote_type : (item?.user_vote_type ?? null);
    await db.votes.put({ key, content_type: args.content_type, object_id: args.object_id, vote_type: args.vote_type });
    if (item) {
      await writeItemVote(db, args, {
        vote_score: scoreAfter(item.vote_score, from, args.vote_type),
        user_vote_type: args.vote_type,
      });
    }
    return { key, content_type: args.content_type, object_id: args.object_id, vote, item };
  },
  // Refused: the vote resets to neutral (spec part 1 section 4) over the last score the
  // server gave; the item's next fetch brings the server's own user_vote_type back.
  async revert(db, undo) {
    await db.votes.put({ key: undo.key, content_type: undo.content_type, object_id: undo.object_id, vote_type: null });
    if (undo.item) await writeItemVote(db, undo, { vote_score: undo.item.vote_score, user_vote_type: null });
  },
  request: (args) => ({ method: VOTE_ENDPOINTS.set.method, path: pathOf(VOTE_ENDPOINTS.set), body: args }),
  async send(ctx, args, idempotencyKey) {
    const { method } = VOTE_ENDPOINTS.set;
    const outcome = await ctx.api.request(method, pathOf(VOTE_ENDPOINTS.set), { body: args, idempotencyKey });
    return outcome.kind === 'rejected' ? { ...outcome, message: CONTENT_MESSAGES.couldNotPerform } : outcome;
  },
  async accepted(db, args, body) {
    const parsed = v.safeParse(VoteResult, body);
    const vote_type = parsed.success ? parsed.output.user_vote : args.vote_type;
    await db.votes.put({
      key: voteKey(args.content_type, args.object_id),
      content_type: args.content_type,
      object_id: args.object_id,
      vote_type,
    });
    if (parsed.success) {
      await writeItemVote(db, args, { vote_score: parsed.output.total_score, user_vote_type: vote_type });
    }
  },
});
