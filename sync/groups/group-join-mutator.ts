/**
 * 'group.join': asks to join a group (answers to its join questions, an event's conference
 * registration). On screen at once as a pending request; sent when the network allows.
 * Files chosen as answers (and an abstract PDF) wait in db.files and are uploaded first
 * (POST /api/v1/file-upload/ purpose 'attachment'), then the join carries their ids.
 */
import * as v from 'valibot';
import {
  ConferenceRegistration,
  GROUP_MEMBER_ENDPOINTS,
  GROUP_MESSAGES,
  Group,
  GroupKind,
  isFull,
  pathOf,
} from '../../contract';
import { rejectionMessage, uploadAnswerFile, uploadAnswers } from '../ama/answer-files';
import type { PortalDb } from '../core/db';
import type { Outcome } from '../core/http';
import { defineMutator } from '../core/mutator-types';
import { type MembershipFields, membershipOf } from './groups-local';

export const GroupJoinArgs = v.object({
  groupId: v.pipe(v.number(), v.integer()),
  /** The group's kind, for the rejection message and the needs-attention list. */
  kind: v.optional(GroupKind),
  answers: v.array(
    v.object({ question_id: v.string(), value: v.pipe(v.string(), v.maxLength(4000)), fileId: v.optional(v.string()) }),
  ),
  registration: v.nullable(ConferenceRegistration),
  abstractFileId: v.optional(v.string()),
});
export type GroupJoinArgs = v.InferOutput<typeof GroupJoinArgs>;

export interface MembershipUndo {
  groupId: number;
  previous: MembershipFields | null;
}

/** The group's kind as stored, for messages. */
export async function kindOf(db: PortalDb, groupId: number, fallback?: GroupKind): Promise<GroupKind> {
  return fallback ?? (await db.groups.get(groupId))?.group_type ?? 'circle';
}

export function withMessage(outcome: Outcome, fallback: string): Outcome {
  return outcome.kind === 'rejected' ? { ...outcome, message: rejectionMessage(outcome.body, fallback) } : outcome;
}

function fileIdsOf(args: GroupJoinArgs): string[] {
  const ids = args.answers.flatMap((answer) => (answer.fileId ? [answer.fileId] : []));
  return args.abstractFileId ? [...ids, args.abstractFileId] : ids;
}

export const groupJoin = defineMutator<GroupJoinArgs, MembershipUndo>({
  name: 'group.join',
  version: 1,
  priority: 1,
  args: GroupJoinArgs,
  tables: ['groups', 'files', 'meta'],
  key: () => null,
  async apply(db, args) {
    const row = await db.groups.get(args.groupId);
    for (const fileId of fileIdsOf(args)) await db.files.update(fileId, { error: null });
    if (!row) return { groupId: args.groupId, previous: null };
    await db.groups.update(args.groupId, {
      membership_status: 'pending',
      is_waitlisted: isFull(row),
    });
    return { groupId: args.groupId, previous: membershipOf(row) };
  },
  async revert(db, undo) {
    // The files stay for a retry from the needs-attention list.
    if (undo.previous) await db.groups.update(undo.groupId, { ...undo.previous });
    // The server's row may have changed while this waited (its feed entry was held off): reload on the next pull.
    await db.meta.delete('groupsLoaded');
  },
  request: (args) => ({ method: 'POST', path: pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: args.groupId }), body: args }),
  async send(ctx, args, idempotencyKey) {
    const fallback = GROUP_MESSAGES.couldNotJoin(await kindOf(ctx.db, args.groupId, args.kind));
    const uploaded = await uploadAnswers(ctx, args.answers, idempotencyKey, fallback);
    if (uploaded.kind === 'stop') return uploaded.outcome;
    const { answers } = uploaded;
    let registration = args.registration;
    if (registration && args.abstractFileId) {
      const upload = await uploadAnswerFile(
        ctx,
        args.abstractFileId,
        'attachment',
        `${idempotencyKey}:file:abstract_file`,
        fallback,
      );
      if (upload.kind === 'stop') return upload.outcome;
      registration = { ...registration, abstract_file: upload.id };
    }
    const body = { answers, extra_info: registration };
    const outcome = await ctx.api.request('POST', pathOf(GROUP_MEMBER_ENDPOINTS.join, { id: args.groupId }), {
      body,
      idempotencyKey,
    });
    return withMessage(outcome, fallback);
  },
  async accepted(db, args, body) {
    const parsed = v.safeParse(Group, body);
    if (parsed.success) await db.groups.put({ ...parsed.output, seenAt: Date.now() });
    await db.files.bulkDelete(fileIdsOf(args));
  },
});
