/**
 * Files that travel with a request (answers to a group's join questions or a job's screening
 * questions, an event's abstract, a resume): the blobs wait in db.files and are uploaded first
 * (POST /api/v1/file-upload/), then the request carries their ids. Progress and errors go to db.files.
 * A resume also becomes the profile's (profile_field 'resume').
 */
import * as v from 'valibot';
import { firstErrorMessage, UploadedFile } from '../../contract';
import { getMeta, setMeta } from '../core/db';
import type { Outcome } from '../core/http';
import type { SendContext } from '../core/mutator-types';
import { uploadStoredFile } from '../core/upload';

export type AnswerFileUpload = { kind: 'id'; id: number } | { kind: 'stop'; outcome: Outcome };
export type AnswerFilePurpose = 'resume' | 'attachment';

/** The catalogue's rejection message: the server's first non_field_errors / detail, else `fallback`. */
export function rejectionMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  if (record['detail'] !== undefined) picked['detail'] = record['detail'];
  if (record['non_field_errors'] !== undefined) picked['non_field_errors'] = record['non_field_errors'];
  return firstErrorMessage(picked, fallback);
}

/** Uploads one waiting file (or answers the id of an earlier upload of it). */
export async function uploadAnswerFile(
  ctx: SendContext,
  fileId: string,
  purpose: AnswerFilePurpose,
  idempotencyKey: string,
  fallback: string,
): Promise<AnswerFileUpload> {
  const file = await ctx.db.files.get(fileId);
  if (file?.uploadedId != null) return { kind: 'id', id: file.uploadedId };
  if (!file || file.blob.size === 0) {
    return { kind: 'stop', outcome: { kind: 'rejected', status: 400, body: null, message: fallback } };
  }
  const fields = purpose === 'resume' ? { purpose, profile_field: 'resume' } : { purpose };
  const outcome = await uploadStoredFile(ctx, file, fields, idempotencyKey);
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
  const uploaded = parsed.output;
  await ctx.db.files.update(fileId, { sent: uploaded.size, uploadedId: uploaded.id, error: null });
  if (purpose === 'resume') {
    const profile = await getMeta(ctx.db, 'profile');
    if (profile) await setMeta(ctx.db, 'profile', { ...profile, resume: uploaded });
  }
  return { kind: 'id', id: uploaded.id };
}

/** An answer as queued: a file answer names its waiting blob in db.files. */
export interface QueuedAnswer {
  question_id: string;
  value: string;
  fileId?: string | undefined;
}

/** An answer as the request carries it: a file answer names the uploaded file. */
export type SentAnswer =
  | { question_id: string; value: string }
  | { question_id: string; value: string; file_id: number };

/** Uploads the answers' waiting files in turn (idempotency key `${key}:file:${question_id}`) and answers them as sent. */
export async function uploadAnswers(
  ctx: SendContext,
  answers: readonly QueuedAnswer[],
  idempotencyKey: string,
  fallback: string,
): Promise<{ kind: 'answers'; answers: SentAnswer[] } | { kind: 'stop'; outcome: Outcome }> {
  const sent: SentAnswer[] = [];
  for (const answer of answers) {
    if (!answer.fileId) {
      sent.push({ question_id: answer.question_id, value: answer.value });
      continue;
    }
    const key = `${idempotencyKey}:file:${answer.question_id}`;
    const upload = await uploadAnswerFile(ctx, answer.fileId, 'attachment', key, fallback);
    if (upload.kind === 'stop') return upload;
    sent.push({ question_id: answer.question_id, value: answer.value, file_id: upload.id });
  }
  return { kind: 'answers', answers: sent };
}
