/**
 * Group actions of the UI (issue 5). SEAM between the sync helper (implements) and the
 * screens (use). Join, leave and cancel are queued mutations (offline too); everything an
 * administrator does is an online call through the worker (`callFor` of
 * features/account/mutations.ts covers plain JSON calls: screens use it directly with
 * GROUP_PATHS); only what needs the worker's own transport is declared here.
 */
import type { ConferenceRegistration, Group } from '../../../contract';

/** An answer as typed: a file answer carries the chosen File, kept in db.files until uploaded. */
export interface JoinAnswerDraft {
  question_id: string;
  value: string;
  file?: File | null;
}

export interface JoinInput {
  answers: JoinAnswerDraft[];
  /** The conference registration of an event; its abstract PDF travels as `abstractFile`. */
  registration: ConferenceRegistration | null;
  abstractFile?: File | null;
}

/** Queues 'group.join': on screen at once (membership pending), sent when the network allows. */
export function joinGroup(_group: Group, _input: JoinInput): Promise<void> {
  throw new Error('joinGroup: implemented by the sync work of issue 5');
}

/** Queues 'group.leave': leaves an accepted membership or cancels a pending request. */
export function leaveGroup(_group: Group): Promise<void> {
  throw new Error('leaveGroup: implemented by the sync work of issue 5');
}

export type UploadResult = { ok: true; group: Group } | { ok: false; message: string };

/** POST /api/v1/groups/{id}/logo/ or /cover-image/ (multipart, online); `onProgress` gets 0..1. */
export function uploadGroupImage(
  _groupId: number,
  _kind: 'logo' | 'cover_image',
  _file: File,
  _onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  throw new Error('uploadGroupImage: implemented by the sync work of issue 5');
}

/** After an administrator's call changed a group: fetch it again into db.groups. */
export function refreshGroup(_slug: string): Promise<void> {
  throw new Error('refreshGroup: implemented by the sync work of issue 5');
}

/** GET a CSV through the worker (token attached) and answer it as a Blob, or an error message. */
export function downloadCsv(_path: string): Promise<{ ok: true; blob: Blob } | { ok: false; message: string }> {
  throw new Error('downloadCsv: implemented by the sync work of issue 5');
}
