/**
 * Votes (spec part 1 sections 3, 4 and 9; part 2 section 7): career tips, AI tools, agent
 * builders and use cases. The client keeps final-state semantics (DESIGN section 2): the
 * outbox sends the vote the member ended on, so POST /api/v1/vote/ takes `vote_type` null
 * to return to neutral (our addition to the spec's upvote and downvote) and is idempotent.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Id } from './ids';
import { PageParam, PageSizeParam, paged } from './paging';

export const VOTE_CONTENT_TYPES = ['careertip', 'aitool', 'agentbuilder', 'usecase'] as const;
export const VoteContentType = v.picklist(VOTE_CONTENT_TYPES);
export type VoteContentType = v.InferOutput<typeof VoteContentType>;
export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export const VoteType = v.picklist(VOTE_TYPES);
export type VoteType = v.InferOutput<typeof VoteType>;
/** A member's vote on an item: upvote, downvote or none (neutral). */
export type VoteState = VoteType | null;

export const VotePayload = v.object({
  content_type: VoteContentType,
  object_id: Id,
  vote_type: v.nullable(VoteType),
});
export type VotePayload = v.InferOutput<typeof VotePayload>;

export const VoteResult = v.object({
  total_score: v.number(),
  user_vote: v.nullable(VoteType),
});
export type VoteResult = v.InferOutput<typeof VoteResult>;

/** The member's own votes (id voteKey): a vote made on another device shows here too. */
export const MemberVote = v.object({
  content_type: VoteContentType,
  object_id: v.number(),
  vote_type: v.nullable(VoteType),
  total_score: v.number(),
});
export type MemberVote = v.InferOutput<typeof MemberVote>;

export const VoteListQuery = v.object({ page: PageParam, page_size: PageSizeParam(100, 500) });

/**
 * GET is ours (the spec lists no read path): the member's own votes, paged, so a fresh
 * device's bootstrap starts with every vote in place.
 */
export const VOTE_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/vote/',
    query: VoteListQuery,
    output: paged(MemberVote),
    auth: 'token',
  }),
  set: endpoint({
    method: 'POST',
    path: '/api/v1/vote/',
    body: VotePayload,
    output: VoteResult,
    auth: 'token',
    batch: true,
  }),
} as const;

export const voteKey = (type: VoteContentType, objectId: number) => `vote:${type}:${objectId}`;

/** Clicking `clicked` when the member's vote is `current`: the same vote again returns to neutral. */
export function nextVote(current: VoteState, clicked: VoteType): VoteState {
  return current === clicked ? null : clicked;
}

const weight = (vote: VoteState) => (vote === 'upvote' ? 1 : vote === 'downvote' ? -1 : 0);

/** The score after the member's vote moves from `from` to `to` (switching moves it by 2). */
export function scoreAfter(score: number, from: VoteState, to: VoteState): number {
  return score - weight(from) + weight(to);
}

/** Vote counts: k above 1000, M above 1,000,000 (spec part 1 section 9). */
export function formatCount(n: number): string {
  const size = Math.abs(n);
  const short = (value: number, unit: string) => `${Number.parseFloat(value.toFixed(1))}${unit}`;
  if (size > 1_000_000) return short(n / 1_000_000, 'M');
  if (size > 1000) return short(n / 1000, 'k');
  return String(n);
}
