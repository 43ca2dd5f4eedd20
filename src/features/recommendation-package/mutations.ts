/**
 * Writes of the recommendation package: the draft (member, selection, step and the e-mail's
 * texts) in meta packageDraft, so a reload or a lost connection keeps it, and the send itself,
 * an online call through the worker.
 */
import type { PackageMember, PackageSendPayload, RecommendationItem } from '../../../contract';
import { getMeta, type PackageDraft, setMeta } from '../../../sync/core/db';
import { db } from '../../db/db';
import { callOnline } from '../sync/online';
import { EMPTY_DRAFT, toggleItem } from './selection';

/** Applies `change` to the stored draft in one transaction, so quick clicks never overwrite each other. */
async function changeDraft<R>(change: (draft: PackageDraft) => { draft: PackageDraft; result: R }): Promise<R> {
  return db.transaction('rw', db.meta, async () => {
    const stored = (await getMeta(db, 'packageDraft')) ?? { ...EMPTY_DRAFT, id: crypto.randomUUID() };
    const { draft, result } = change(stored);
    await setMeta(db, 'packageDraft', draft);
    return result;
  });
}

export function choosePackageMember(member: PackageMember | null): Promise<void> {
  return changeDraft((draft) => ({ draft: { ...draft, member, step: 'browse' }, result: undefined }));
}

/** Selects or unselects a candidate; answers the limit message when a sixth of its type is refused. */
export function togglePackageItem(item: RecommendationItem): Promise<string | null> {
  return changeDraft((draft) => {
    const { items, refusal } = toggleItem(draft.items, item);
    return { draft: { ...draft, items: [...items] }, result: refusal };
  });
}

export function setPackageStep(step: PackageDraft['step']): Promise<void> {
  return changeDraft((draft) => ({ draft: { ...draft, step }, result: undefined }));
}

export type PackageText = 'subject' | 'body' | 'footer';

export function setPackageText(field: PackageText, value: string): Promise<void> {
  return changeDraft((draft) => ({ draft: { ...draft, [field]: value }, result: undefined }));
}

/**
 * The send's Idempotency-Key: the draft's id with a digest of what is sent, so a retry after a
 * lost answer mails once, while a package changed after a refusal goes out under a new key.
 */
async function sendKey(payload: PackageSendPayload): Promise<string> {
  const draftId = await changeDraft((draft) => ({ draft, result: draft.id }));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(payload)));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `package-${draftId}-${hex}`;
}

/** Sends the package; the draft is dropped only once the server has accepted it. */
export async function sendPackage(payload: PackageSendPayload) {
  const result = await callOnline('sendRecommendationPackage', { payload, key: await sendKey(payload) });
  if (result.ok) await db.meta.delete('packageDraft');
  return result;
}
