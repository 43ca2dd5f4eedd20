/**
 * Content writes from the UI (issue 7). SEAM: signatures agreed, bodies by the sync helper.
 * Votes go through the outbox with final-state coalescing ('vote.set'); contributions are
 * drafts in db.contentDrafts, queued as 'content.submit' (offline too); moderation and
 * deletes are online-only worker calls; saving for offline puts the item's files in the
 * service worker's 'saved-files' cache and marks the row.
 */
import type { AnyContent, ContentKind, ModerationAction, VoteContentType, VoteType } from '../../../contract';
import type { ContentDraft, DraftKind } from '../../../sync/db';

/** Clicking up or down: the same vote again returns to neutral; queued, shown at once. */
export async function castVote(_type: VoteContentType, _id: number, _clicked: VoteType): Promise<void> {}

/** Creates a draft (values: the kind's form payload; files as local file ids) and answers its id. */
export async function createDraft(
  _kind: DraftKind,
  _values: Record<string, unknown>,
  _editingId: number | null,
): Promise<string> {
  return '';
}

/** Keeps what is typed (call on every change; cheap). */
export async function updateDraft(_id: string, _values: Record<string, unknown>): Promise<void> {}

/** Queues the draft for the server ('content.submit'): files upload first, then POST or PATCH. */
export async function submitDraft(_id: string): Promise<void> {}

export async function discardDraft(_id: string): Promise<void> {}

/** Keeps a chosen file on this device (db.files) for a draft; answers the local file id. */
export async function keepDraftFile(_file: File): Promise<string> {
  return '';
}

/** Approve or reject (online only); answers the spec message to show. */
export async function moderateContent(
  _kind: ContentKind,
  _id: number,
  _action: ModerationAction,
): Promise<{ ok: boolean; message: string }> {
  return { ok: false, message: '' };
}

/** Delete a post or resource (online only). */
export async function removeContent(_kind: ContentKind, _id: number): Promise<{ ok: boolean; message: string }> {
  return { ok: false, message: '' };
}

/** Saves the item and its files for offline reading; `onProgress` gets 0..1. */
export async function saveForOffline(
  _kind: ContentKind,
  _item: AnyContent,
  _onProgress?: (fraction: number) => void,
): Promise<{ ok: boolean; message: string }> {
  return { ok: false, message: '' };
}

export async function removeFromOffline(_kind: ContentKind, _id: number): Promise<void> {}

export type { ContentDraft };
