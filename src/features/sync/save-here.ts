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

/** Tells the member a change was not saved: the spec's message for the action if it has one. */
export function reportLocalFailure(error: unknown, message?: string): void {
  const isFull = isQuotaError(error);
  notify({
    type: 'error',
    title: message ?? (isFull ? MESSAGES.storageFull : MESSAGES.couldNotPerform),
    ...(message && isFull ? { description: MESSAGES.storageFull } : {}),
  });
}

/**
 * Applies and queues a change; when the device refuses it, tells the member and throws the
 * error on, so a form or dialog stops as if the action never happened.
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
