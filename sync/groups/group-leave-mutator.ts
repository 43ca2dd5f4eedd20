/**
 * 'group.leave': leaves an accepted membership or cancels a pending request
 * (POST /api/v1/groups/{id}/leave/). On screen at once; sent when the network allows.
 */
import * as v from 'valibot';
import { GROUP_MEMBER_ENDPOINTS, GROUP_MESSAGES, Group, GroupKind, pathOf } from '../../contract';
import { defineMutator } from '../core/mutator-types';
import { kindOf, type MembershipUndo, withMessage } from './group-join-mutator';
import { membershipOf } from './groups-local';

export const GroupLeaveArgs = v.object({
  groupId: v.pipe(v.number(), v.integer()),
  /** The group's kind, for the rejection message and the needs-attention list. */
  kind: v.optional(GroupKind),
});
export type GroupLeaveArgs = v.InferOutput<typeof GroupLeaveArgs>;

export const groupLeave = defineMutator<GroupLeaveArgs, MembershipUndo>({
  name: 'group.leave',
  version: 1,
  priority: 1,
  args: GroupLeaveArgs,
  tables: ['groups', 'meta'],
  key: () => null,
  async apply(db, args) {
    const row = await db.groups.get(args.groupId);
    if (!row) return { groupId: args.groupId, previous: null };
    await db.groups.update(args.groupId, {
      membership_status: null,
      role: null,
      is_waitlisted: false,
    });
    return { groupId: args.groupId, previous: membershipOf(row) };
  },
  async revert(db, undo) {
    if (undo.previous) await db.groups.update(undo.groupId, { ...undo.previous });
    // As for a refused join: the next pull reloads the member's groups.
    await db.meta.delete('groupsLoaded');
  },
  request: (args) => ({ method: 'POST', path: pathOf(GROUP_MEMBER_ENDPOINTS.leave, { id: args.groupId }), body: {} }),
  async send(ctx, args, idempotencyKey) {
    const fallback = GROUP_MESSAGES.couldNotLeave(await kindOf(ctx.db, args.groupId, args.kind));
    const outcome = await ctx.api.request('POST', pathOf(GROUP_MEMBER_ENDPOINTS.leave, { id: args.groupId }), {
      body: {},
      idempotencyKey,
    });
    return withMessage(outcome, fallback);
  },
  async accepted(db, _args, body) {
    const parsed = v.safeParse(Group, body);
    if (parsed.success) await db.groups.put({ ...parsed.output, seenAt: Date.now() });
  },
});
