/**
 * Group actions of the UI. Join, leave and cancel are queued mutations (offline too); everything an
 * administrator does is an online call through the worker (the typed calls of
 * sync/groups/online-calls.ts, through `callOnline`); what needs the worker's own transport
 * (uploads, CSV, payment marks) is declared here.
 */
import { proxy } from 'comlink';
import {
  type ConferenceRegistration,
  GROUP_MESSAGES,
  type Group,
  MESSAGES,
  type PaymentConfirmationInput,
} from '../../../contract';
import type { PaymentActionResult, PaymentChangeResult } from '../../../sync/core/api';
import { mutateWith } from '../../../sync/core/outbox';
import { groupJoin } from '../../../sync/groups/group-join-mutator';
import { groupLeave } from '../../../sync/groups/group-leave-mutator';
import { db } from '../../db/db';
import { checkoutUrls } from '../payments/checkout-urls';
import { type AnswerDraft, keepAnswerFiles } from '../sync/answer-drafts';
import { keepFile } from '../sync/keep-file';
import { saveHere } from '../sync/save-here';
import { sendQueued } from '../sync/send-queued';
import { syncClient } from '../sync/sync-client';

/** An answer as typed: a file answer carries the chosen File, kept in db.files until uploaded. */
export type JoinAnswerDraft = AnswerDraft;

export interface JoinInput {
  answers: JoinAnswerDraft[];
  /** The conference registration of an event; its abstract PDF travels as `abstractFile`. */
  registration: ConferenceRegistration | null;
  abstractFile?: File | null;
}

/** Queues 'group.join': on screen at once (membership pending), sent when the network allows. */
export async function joinGroup(group: Group, input: JoinInput): Promise<void> {
  const answers = await keepAnswerFiles(input.answers);
  const abstractFileId = input.registration && input.abstractFile ? await keepFile(input.abstractFile) : undefined;
  // The join dialog tells the member when this throws (storage full included).
  await mutateWith(db, groupJoin, {
    groupId: group.id,
    kind: group.group_type,
    answers,
    registration: input.registration,
    ...(abstractFileId ? { abstractFileId } : {}),
  });
  await sendQueued();
}

/** Queues 'group.leave': leaves an accepted membership or cancels a pending request. */
export async function leaveGroup(group: Group): Promise<void> {
  const leave = { groupId: group.id, kind: group.group_type };
  await saveHere(groupLeave, leave, GROUP_MESSAGES.couldNotLeave(group.group_type));
}

export type UploadResult = { ok: true; group: Group } | { ok: false; message: string };

/** POST /api/v1/groups/{id}/logo/ or /cover-image/ (multipart, online); `onProgress` gets 0..1. */
export async function uploadGroupImage(
  groupId: number,
  kind: 'logo' | 'cover_image',
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  try {
    return await syncClient().groups.uploadImage(groupId, kind, file, file.name, proxy(onProgress));
  } catch {
    return {
      ok: false,
      message: kind === 'logo' ? GROUP_MESSAGES.couldNotUpdateLogo : GROUP_MESSAGES.couldNotUpdateCover,
    };
  }
}

/** After an administrator's call changed a group: fetch it again into db.groups. */
export async function refreshGroup(slug: string): Promise<void> {
  await syncClient().groups.bySlug(slug);
}

/** GET a CSV through the worker (token attached) and answer it as a Blob, or an error message. */
export async function downloadCsv(path: string): Promise<{ ok: true; blob: Blob } | { ok: false; message: string }> {
  try {
    const answer = await syncClient().groups.csv(path);
    if (!answer.ok) return answer;
    return { ok: true, blob: new Blob([answer.text], { type: 'text/csv' }) };
  } catch {
    return { ok: false, message: MESSAGES.couldNotComplete };
  }
}

/** A paid group's payment mark for a member (online only); the member's row is updated in db.groupMembers. */
export function confirmGroupPayment(groupId: number, input: PaymentConfirmationInput): Promise<PaymentChangeResult> {
  return syncClient()
    .payments.confirmGroupPayment(groupId, input)
    .catch((): PaymentChangeResult => ({ kind: 'failed', message: '', errors: {} }));
}

/** A paid circle or event: the checkout address to go to (online only). */
export function payForGroup(groupId: number): Promise<PaymentActionResult> {
  return syncClient().payments.payForGroup({
    entity_type: 'group',
    group_id: groupId,
    ...checkoutUrls('payment', groupId),
  });
}
