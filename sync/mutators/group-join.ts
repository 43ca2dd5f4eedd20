/**
 * 'group.join': asks to join a group (answers to its join questions, an event's conference
 * registration). On screen at once as a pending request; sent when the network allows.
 * Files chosen as answers (and an abstract PDF) wait in db.files and are uploaded first
 * (POST /api/v1/file-upload/ purpose 'attachment'), then the join carries their ids.
 */
import * as v from 'valibot';
import {
  ConferenceRegistration,
  firstErrorMessage,
  GROUP_MESSAGES,
  GROUP_PATHS,
  Group,
  GroupKind,
  isFull,
  UploadedFile,
} from '../../contract';
import type { PortalDb } from '../db';
import { type MembershipFields, membershipOf } from '../groups-local';
import type { Outcome } from '../http';
import { sendMultipart } from '../upload';
import { defineMutator, type SendContext } from './types';

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

/** Progress writes are chained so the last one lands last, and at most one per this many ms. */
const PROGRESS_EVERY_MS = 200;

function progressWriter(db: PortalDb, fileId: string) {
  let chain: Promise<unknown> = Promise.resolve();
  let lastAt = 0;
  return {
    report(sent: number): void {
      const now = Date.now();
      if (now - lastAt < PROGRESS_EVERY_MS) return;
      lastAt = now;
      chain = chain.then(() => db.files.update(fileId, { sent })).catch(() => undefined);
    },
    flush: () => chain,
  };
}

/** The group's kind as stored, for messages. */
export async function kindOf(db: PortalDb, groupId: number, fallback?: GroupKind): Promise<GroupKind> {
  return fallback ?? (await db.groups.get(groupId))?.group_type ?? 'circle';
}

/** The catalogue's rejection message: the server's first non_field_errors / detail, else `fallback`. */
export function rejectionMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  if (record['detail'] !== undefined) picked['detail'] = record['detail'];
  if (record['non_field_errors'] !== undefined) picked['non_field_errors'] = record['non_field_errors'];
  return firstErrorMessage(picked, fallback);
}

export function withMessage(outcome: Outcome, fallback: string): Outcome {
  return outcome.kind === 'rejected' ? { ...outcome, message: rejectionMessage(outcome.body, fallback) } : outcome;
}

type Upload = { kind: 'id'; id: number } | { kind: 'stop'; outcome: Outcome };

/** Uploads one waiting file (or answers the id of an earlier upload of it). */
async function uploadFile(ctx: SendContext, fileId: string, idempotencyKey: string, fallback: string): Promise<Upload> {
  const file = await ctx.db.files.get(fileId);
  if (file?.uploadedId != null) return { kind: 'id', id: file.uploadedId };
  if (!file || file.blob.size === 0) {
    return { kind: 'stop', outcome: { kind: 'rejected', status: 400, body: null, message: fallback } };
  }
  const form = new FormData();
  form.append('file', file.blob, file.name);
  form.append('purpose', 'attachment');
  const progress = progressWriter(ctx.db, fileId);
  const outcome = await sendMultipart(ctx, '/api/v1/file-upload/', form, {
    idempotencyKey,
    onProgress: (sent) => progress.report(sent),
  });
  await progress.flush();
  if (outcome.kind !== 'ok') {
    if (outcome.kind === 'rejected') {
      const message = rejectionMessage(outcome.body, fallback);
      await ctx.db.files.update(fileId, { sent: 0, error: message });
      return { kind: 'stop', outcome: { ...outcome, message } };
    }
    return { kind: 'stop', outcome };
  }
  const parsed = v.safeParse(UploadedFile, outcome.body);
  if (!parsed.success) {
    return { kind: 'stop', outcome: { kind: 'rejected', status: 400, body: null, message: fallback } };
  }
  await ctx.db.files.update(fileId, { sent: parsed.output.size, uploadedId: parsed.output.id, error: null });
  return { kind: 'id', id: parsed.output.id };
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
  tables: ['groups', 'files'],
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
  },
  request: (args) => ({ method: 'POST', path: GROUP_PATHS.join(args.groupId), body: args }),
  async send(ctx, args, idempotencyKey) {
    const fallback = GROUP_MESSAGES.couldNotJoin(await kindOf(ctx.db, args.groupId, args.kind));
    const answers = [];
    for (const answer of args.answers) {
      let fileId: number | null = null;
      if (answer.fileId) {
        const upload = await uploadFile(ctx, answer.fileId, `${idempotencyKey}:file:${answer.question_id}`, fallback);
        if (upload.kind === 'stop') return upload.outcome;
        fileId = upload.id;
      }
      answers.push(
        fileId === null
          ? { question_id: answer.question_id, value: answer.value }
          : { question_id: answer.question_id, value: answer.value, file_id: fileId },
      );
    }
    let registration = args.registration;
    if (registration && args.abstractFileId) {
      const upload = await uploadFile(ctx, args.abstractFileId, `${idempotencyKey}:file:abstract_file`, fallback);
      if (upload.kind === 'stop') return upload.outcome;
      registration = { ...registration, abstract_file: upload.id };
    }
    const body = { answers, extra_info: registration };
    const outcome = await ctx.api.request('POST', GROUP_PATHS.join(args.groupId), { body, idempotencyKey });
    return withMessage(outcome, fallback);
  },
  async accepted(db, args, body) {
    const parsed = v.safeParse(Group, body);
    if (parsed.success) await db.groups.put({ ...parsed.output, seenAt: Date.now() });
    await db.files.bulkDelete(fileIdsOf(args));
  },
});
