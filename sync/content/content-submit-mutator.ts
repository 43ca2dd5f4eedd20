/**
 * 'content.submit': sends a contribution written in a draft (db.contentDrafts): the files
 * chosen on this device (db.files, local ids as strings in the values) are uploaded first
 * (POST /api/v1/file-upload/: 'picture' for thumbnails and logos, 'attachment' otherwise),
 * then the kind's payload is POSTed (new) or PATCHed (editing). Accepted -> the item lands in
 * db.contents and the draft (and its kept files) are deleted. Refused -> the draft keeps every
 * value, status 'failed' with the server's field errors; the entry waits in needs-attention.
 */
import * as v from 'valibot';
import {
  type AnyContent,
  CONTENT_ENDPOINTS,
  CONTENT_MESSAGES,
  CONTENT_SCHEMAS,
  type ContentKind,
  pathOf,
  UploadedFile,
  type UploadPurpose,
} from '../../contract';
import { rejectionMessage } from '../ama/answer-files';
import type { ContentDraft, DraftKind, PortalDb } from '../core/db';
import type { Outcome } from '../core/http';
import { defineMutator, type SendContext } from '../core/mutator-types';
import { uploadStoredFile } from '../core/upload';
import { putServerContents } from './content-local';

const DRAFT_KINDS = ['resource', 'post', 'newsletter', 'careertip', 'usecase', 'aitool'] as const;

export const ContentSubmitArgs = v.object({
  draftId: v.string(),
  /** The draft's kind, for messages and the needs-attention list. */
  kind: v.picklist(DRAFT_KINDS),
});
export type ContentSubmitArgs = v.InferOutput<typeof ContentSubmitArgs>;

export interface ContentSubmitUndo {
  draftId: string;
}

export const draftOutboxKey = (draftId: string) => `draft:${draftId}`;

/** The stored kind a draft becomes (newsletters are posts). */
export const contentKindOf = (kind: DraftKind): ContentKind => (kind === 'newsletter' ? 'post' : kind);

/** The fields of each kind's payload that hold uploaded file ids (a list, or one id), and their upload purpose. */
export const DRAFT_FILE_FIELDS: Record<DraftKind, readonly { field: string; purpose: UploadPurpose }[]> = {
  resource: [
    { field: 'files', purpose: 'attachment' },
    { field: 'thumbnail_image', purpose: 'picture' },
  ],
  post: [{ field: 'files', purpose: 'attachment' }],
  newsletter: [{ field: 'files', purpose: 'attachment' }],
  careertip: [],
  usecase: [
    { field: 'thumbnail_image', purpose: 'picture' },
    { field: 'document', purpose: 'attachment' },
  ],
  aitool: [{ field: 'logo', purpose: 'picture' }],
};

/** The local file ids (strings) a draft's values name. */
export function localFileIds(draft: Pick<ContentDraft, 'kind' | 'values'>): string[] {
  const found: string[] = [];
  for (const { field } of DRAFT_FILE_FIELDS[draft.kind]) {
    const value = draft.values[field];
    for (const entry of Array.isArray(value) ? value : [value]) if (typeof entry === 'string') found.push(entry);
  }
  return found;
}

/** The message of a refused submission. */
export function submitFailure(kind: DraftKind, isEdit: boolean): string {
  if (kind === 'post' || kind === 'newsletter')
    return isEdit ? CONTENT_MESSAGES.couldNotUpdate : CONTENT_MESSAGES.couldNotCreatePost;
  return isEdit ? CONTENT_MESSAGES.couldNotUpdate : CONTENT_MESSAGES.couldNotSubmit;
}

/** A refusal's body as field errors: {field: [messages]} (a bare detail goes under 'detail'). */
export function fieldErrorsOf(body: unknown, fallback: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (body && typeof body === 'object') {
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string') errors[field] = [value];
      else if (Array.isArray(value)) {
        const messages = value.filter((message): message is string => typeof message === 'string');
        if (messages.length > 0) errors[field] = messages;
      }
    }
  }
  return Object.keys(errors).length > 0 ? errors : { detail: [fallback] };
}

type FileUpload = { kind: 'id'; id: number } | { kind: 'stop'; outcome: Outcome; field: string; message: string };

/** Uploads one kept file (or answers the id of an earlier upload of it). */
async function uploadDraftFile(
  ctx: SendContext,
  fileId: string,
  field: string,
  purpose: UploadPurpose,
  idempotencyKey: string,
  fallback: string,
): Promise<FileUpload> {
  const file = await ctx.db.files.get(fileId);
  if (file?.uploadedId != null) return { kind: 'id', id: file.uploadedId };
  if (!file || file.blob.size === 0) {
    return {
      kind: 'stop',
      outcome: { kind: 'rejected', status: 400, body: null, message: fallback },
      field,
      message: fallback,
    };
  }
  const outcome = await uploadStoredFile(ctx, file, { purpose }, idempotencyKey);
  if (outcome.kind === 'ok') {
    const parsed = v.safeParse(UploadedFile, outcome.body);
    if (parsed.success) {
      await ctx.db.files.update(fileId, { sent: parsed.output.size, uploadedId: parsed.output.id, error: null });
      return { kind: 'id', id: parsed.output.id };
    }
    return {
      kind: 'stop',
      outcome: { kind: 'rejected', status: 400, body: null, message: fallback },
      field,
      message: fallback,
    };
  }
  if (outcome.kind === 'rejected') {
    const message = rejectionMessage(outcome.body, fallback);
    const fileMessage = outcome.body && typeof outcome.body === 'object' ? fieldErrorsOf(outcome.body, message) : null;
    const first = fileMessage ? (Object.values(fileMessage)[0]?.[0] ?? message) : message;
    await ctx.db.files.update(fileId, { sent: 0, error: first });
    return { kind: 'stop', outcome: { ...outcome, message }, field, message: first };
  }
  return { kind: 'stop', outcome, field, message: fallback };
}

/** The draft's values with every local file id replaced by its uploaded id. */
async function uploadedValues(
  ctx: SendContext,
  draft: ContentDraft,
  idempotencyKey: string,
  fallback: string,
): Promise<{ kind: 'values'; values: Record<string, unknown> } | Extract<FileUpload, { kind: 'stop' }>> {
  const values = { ...draft.values };
  for (const { field, purpose } of DRAFT_FILE_FIELDS[draft.kind]) {
    const value = values[field];
    const list = Array.isArray(value) ? value : [value];
    const sent: unknown[] = [];
    for (const entry of list) {
      if (typeof entry !== 'string') {
        sent.push(entry);
        continue;
      }
      const upload = await uploadDraftFile(ctx, entry, field, purpose, `${idempotencyKey}:file:${entry}`, fallback);
      if (upload.kind === 'stop') return upload;
      sent.push(upload.id);
    }
    values[field] = Array.isArray(value) ? sent : (sent[0] ?? null);
  }
  if (draft.kind === 'newsletter') values['types'] = 'newsletter';
  else if (draft.kind === 'post' && values['types'] === undefined) values['types'] = 'post';
  return { kind: 'values', values };
}

async function markFailed(db: PortalDb, draftId: string, errors: Record<string, string[]>): Promise<void> {
  await db.contentDrafts.update(draftId, { status: 'failed', errors, updatedAt: Date.now() });
}

export const contentSubmit = defineMutator<ContentSubmitArgs, ContentSubmitUndo>({
  name: 'content.submit',
  version: 1,
  priority: 2,
  args: ContentSubmitArgs,
  tables: ['contentDrafts', 'contents', 'votes', 'bookmarks', 'files'],
  key: (args) => draftOutboxKey(args.draftId),
  async apply(db, args) {
    await db.contentDrafts.update(args.draftId, { status: 'queued', errors: null });
    for (const fileId of localFileIds((await db.contentDrafts.get(args.draftId)) ?? { kind: args.kind, values: {} })) {
      await db.files.update(fileId, { error: null });
    }
    return { draftId: args.draftId };
  },
  async revert(db, undo) {
    // Every value stays; the errors were written by `send` when the server refused.
    const draft = await db.contentDrafts.get(undo.draftId);
    if (draft && draft.status !== 'failed') await db.contentDrafts.update(undo.draftId, { status: 'failed' });
  },
  request: (args) => ({ method: 'POST', path: pathOf(CONTENT_ENDPOINTS[contentKindOf(args.kind)].create) }),
  async send(ctx, args, idempotencyKey) {
    const draft = await ctx.db.contentDrafts.get(args.draftId);
    // Discarded meanwhile: nothing to send.
    if (!draft) return { kind: 'ok', status: 204, body: null };
    const isEdit = draft.editingId !== null;
    const fallback = submitFailure(draft.kind, isEdit);
    const prepared = await uploadedValues(ctx, draft, idempotencyKey, fallback);
    if (prepared.kind === 'stop') {
      if (prepared.outcome.kind === 'rejected')
        await markFailed(ctx.db, draft.id, { [prepared.field]: [prepared.message] });
      return prepared.outcome;
    }
    const endpoints = CONTENT_ENDPOINTS[contentKindOf(draft.kind)];
    const path =
      draft.editingId === null ? pathOf(endpoints.create) : pathOf(endpoints.update, { id: draft.editingId });
    const outcome = await ctx.api.request(isEdit ? 'PATCH' : 'POST', path, {
      body: prepared.values,
      idempotencyKey,
    });
    if (outcome.kind !== 'rejected') return outcome;
    await markFailed(ctx.db, draft.id, fieldErrorsOf(outcome.body, fallback));
    return { ...outcome, message: rejectionMessage(outcome.body, fallback) };
  },
  async accepted(db, args, body) {
    const draft = await db.contentDrafts.get(args.draftId);
    const kind = contentKindOf(draft?.kind ?? args.kind);
    const parsed = v.safeParse(CONTENT_SCHEMAS[kind] as unknown as v.GenericSchema<unknown, AnyContent>, body);
    if (parsed.success) await putServerContents(db, kind, [parsed.output as never], Date.now());
    if (!draft) return;
    await db.files.bulkDelete(localFileIds(draft));
    await db.contentDrafts.delete(args.draftId);
  },
});
