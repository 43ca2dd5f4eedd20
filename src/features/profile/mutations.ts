/**
 * Profile writes: patches and file uploads go through the outbox (on screen at once,
 * sent when the network allows); the public profile fetch is an online call to the worker.
 */
import { type ProfilePatch, validateProfilePatch } from '../../../contract';
import { rulesContextOf } from '../../../contract/profile-state';
import type { PublicProfileStatus } from '../../../sync/core/api';
import { getMeta } from '../../../sync/core/db';
import { profileFile } from '../../../sync/profiles/profile-file-mutator';
import { profileUpdate } from '../../../sync/profiles/profile-mutator';
import { db } from '../../db/db';
import { keepFile } from '../sync/keep-file';
import { saveHereOrThrow } from '../sync/save-here';
import { syncClient } from '../sync/sync-client';
import { sniffUpload, type UploadField } from './upload-check';

export type UpdateProfileResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

/**
 * Validates the patch with the tenant's rules (excluded fields pruned) and queues it.
 * Errors are keyed by dotted field path (`extra_info.career_stage`), for the form.
 */
export async function updateProfile(patch: ProfilePatch): Promise<UpdateProfileResult> {
  const [profile, tenant] = await Promise.all([getMeta(db, 'profile'), getMeta(db, 'tenant')]);
  const result = validateProfilePatch(patch, profile ?? null, rulesContextOf(tenant));
  if (!result.success) return { ok: false, errors: result.errors };
  await saveHereOrThrow(profileUpdate, result.output);
  return { ok: true };
}

export type QueueUploadResult = { ok: true; fileId: string } | { ok: false; error: string };

/**
 * Keeps the chosen file on this device and queues its upload into the profile field.
 * Too large or of the wrong kind (judged by its first bytes) is refused before queuing.
 */
export async function queueUpload(file: File, field: UploadField): Promise<QueueUploadResult> {
  const error = await sniffUpload(file, field);
  if (error) return { ok: false, error };
  const fileId = await keepFile(file);
  await saveHereOrThrow(profileFile, { fileId, field });
  return { ok: true, fileId };
}

/** Refreshes db.profiles[slug] from the server; answers what it found. */
export async function fetchPublicProfile(slug: string): Promise<PublicProfileStatus> {
  return syncClient().profiles.fetchPublic(slug);
}
