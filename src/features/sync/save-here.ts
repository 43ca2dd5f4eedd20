/**
 * The UI's way into the outbox: a change the device itself refuses (storage full, or any
 * other IndexedDB failure) is told to the member at once, on the screen where they acted,
 * instead of vanishing. The outbox's transaction has already rolled the optimistic change
 * back, so the screen, which reads Dexie, shows nothing changed.
 */
import { MESSAGES } from '../../../contract';
import { mutateWith } from '../../../sync/core/outbox';
import type { MutatorDef } from '../../../sync/mutators';
import { isQuotaError } from '../../../sync/storage/quota';
import { db } from '../../db/db';
import { notify } from '../../ui/notify';
import { sendQueued } from './send-queued';
import { syncClient } from './sync-client';

/** Tells the member a change was not saved: the spec's message for the action if it has one. */
export function reportLocalFailure(error: unknown, message?: string): void {
  const isFull = isQuotaError(error);
  // Cached copies make room, so the member's next try can succeed.
  if (isFull)
    syncClient()
      .storage.makeRoom()
      .catch(() => undefined);
  notify({
    type: 'error',
    title: message ?? (isFull ? MESSAGES.storageFull : MESSAGES.couldNotPerform),
    ...(message && isFull ? { description: MESSAGES.storageFull } : {}),
  });
}

/**
 * Applies and queues a change, and sends it (./send-queued.ts); when the device refuses it,
 * tells the member and throws the error on, so a form or dialog stops as if the action never
 * happened.
 */
export async function saveHereOrThrow<Args, Undo>(
  def: MutatorDef<Args, Undo>,
  args: Args,
  message?: string,
): Promise<void> {
  try {
    await mutateWith(db, def, args);
  } catch (error) {
    reportLocalFailure(error, message);
    throw error;
  }
  await sendQueued();
}

/** The same for one-click actions (a vote, a bookmark): answers false when it was not saved. */
export async function saveHere<Args, Undo>(
  def: MutatorDef<Args, Undo>,
  args: Args,
  message?: string,
): Promise<boolean> {
  try {
    await saveHereOrThrow(def, args, message);
    return true;
  } catch {
    return false;
  }
}

/** Drafts save on each keystroke: a refusal is told at most this often. */
const DRAFT_REPORT_EVERY_MS = 10_000;
let draftReportedAt = Number.NEGATIVE_INFINITY;

/** Tells the member a draft was not kept here (at most every few seconds), and makes room. */
export function reportDraftFailure(error: unknown): void {
  if (Date.now() - draftReportedAt < DRAFT_REPORT_EVERY_MS) return;
  draftReportedAt = Date.now();
  reportLocalFailure(error);
}

/**
 * Keeps a draft (what is typed, saved on every change). When the device refuses it, the text
 * stays on screen and the member is told that it is not kept here.
 */
export async function keepDraft(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    reportDraftFailure(error);
  }
}
