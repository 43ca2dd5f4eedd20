/**
 * Content writes from the UI (votes are in vote-mutations.ts). Contributions are drafts in
 * db.contentDrafts, queued as 'content.submit' (offline too); moderation and deletes are
 * online-only worker calls; saving for offline puts the item's files in the service worker's
 * 'saved-files' cache and marks the row.
 */
import {
  type AnyContent,
  CONTENT_MESSAGES,
  type ContentKind,
  MESSAGES,
  type ModerationAction,
} from '../../../contract';
import { contentSubmit, draftOutboxKey, localFileIds } from '../../../sync/content/content-submit-mutator';
import type { ContentDraft, DraftKind } from '../../../sync/core/db';
import { db } from '../../db/db';
import { keepFile } from '../sync/keep-file';
import { keepDraft, saveHereOrThrow } from '../sync/save-here';
import { syncClient } from '../sync/sync-client';
import { removeItemFromOffline, saveItemForOffline } from './offline';

/** Creates a draft (values: the kind's form payload; files as local file ids) and answers its id. */
export async function createDraft(
  kind: DraftKind,
  values: Record<string, unknown>,
  editingId: number | null,
): Promise<string> {
  const id = crypto.randomUUID();
  await keepDraft(() =>
    db.contentDrafts.put({ id, kind, editingId, values, status: 'draft', errors: null, updatedAt: Date.now() }),
  );
  return id;
}

/** Keeps what is typed (call on every change; cheap). */
export function updateDraft(id: string, values: Record<string, unknown>): Promise<void> {
  return keepDraft(() => db.contentDrafts.update(id, { values, updatedAt: Date.now() }));
}

/** Queues the draft for the server ('content.submit'): files upload first, then POST or PATCH. */
export async function submitDraft(id: string): Promise<void> {
  const draft = await db.contentDrafts.get(id);
  if (!draft) return;
  await db.transaction('rw', db.outbox, async () => {
    // An earlier refused submission of this draft is replaced by this one.
    await db.outbox
      .where('key')
      .equals(draftOutboxKey(id))
      .filter((entry) => entry.status === 'failed')
      .delete();
  });
  await saveHereOrThrow(contentSubmit, { draftId: id, kind: draft.kind });
}

export async function discardDraft(id: string): Promise<void> {
  await db.transaction('rw', [db.contentDrafts, db.files, db.outbox], async () => {
    const draft = await db.contentDrafts.get(id);
    await db.outbox
      .where('key')
      .equals(draftOutboxKey(id))
      .filter((entry) => entry.sendingSince === null)
      .delete();
    if (draft) await db.files.bulkDelete(localFileIds(draft));
    await db.contentDrafts.delete(id);
  });
}

/** Keeps a chosen file on this device (db.files) for a draft; answers the local file id. */
export async function keepDraftFile(file: File): Promise<string> {
  return keepFile(file);
}

/** Approve or reject (online only); answers the spec message to show. */
export async function moderateContent(
  kind: ContentKind,
  id: number,
  action: ModerationAction,
): Promise<{ ok: boolean; message: string }> {
  try {
    const result = await syncClient().content.moderate(kind, id, action);
    if (!result.ok) return result;
    return {
      ok: true,
      message: kind === 'resource' ? CONTENT_MESSAGES.resourceModerated(action) : CONTENT_MESSAGES.moderated(action),
    };
  } catch {
    return { ok: false, message: CONTENT_MESSAGES.couldNotPerform };
  }
}

/** Delete a post or resource (online only). */
export async function removeContent(kind: ContentKind, id: number): Promise<{ ok: boolean; message: string }> {
  try {
    const result = await syncClient().content.remove(kind, id);
    if (!result.ok) return result;
    // The spec words posts'; the same words for the other kinds are ours.
    const noun = kind === 'post' ? 'post' : kind === 'resource' ? 'resource' : 'item';
    return {
      ok: true,
      message: kind === 'post' ? CONTENT_MESSAGES.postDeleted : `Your ${noun} has been successfully deleted`,
    };
  } catch {
    return { ok: false, message: MESSAGES.couldNotComplete };
  }
}

/** Saves the item and its files for offline reading; `onProgress` gets 0..1. */
export async function saveForOffline(
  kind: ContentKind,
  item: AnyContent,
  onProgress?: (fraction: number) => void,
): Promise<{ ok: boolean; message: string }> {
  return saveItemForOffline(db, kind, item, onProgress);
}

export async function removeFromOffline(kind: ContentKind, id: number): Promise<void> {
  await removeItemFromOffline(db, kind, id);
}

export type { ContentDraft };
