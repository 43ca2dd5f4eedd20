/**
 * Keeping an upload: the bytes go to storage first, then the row is inserted in the
 * caller's transaction. A failed transaction can leave an unreferenced file behind,
 * never a row without its file.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ProfileFileField } from '../../contract/imports';
import type { Db, Tx } from '../db/client';
import { profiles, type UploadRow, uploads } from '../profiles/schema';
import type { SniffedType } from './sniff';
import type { MediaStorage } from './storage';

export interface NewUpload {
  tenantId: number;
  userId: number;
  /** The name the member's device gave the file (shown only, never trusted for the type). */
  name: string;
  bytes: Uint8Array;
  type: SniffedType;
}

const MAX_NAME_CHARS = 200;

/** The shown name: the last path segment, without control characters, shortened. */
export function displayName(name: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(0, MAX_NAME_CHARS);
}

export async function writeUploadFile(storage: MediaStorage, upload: NewUpload): Promise<string> {
  const key = `${upload.tenantId}/${randomUUID()}.${upload.type.ext}`;
  await storage.put(key, upload.bytes);
  return key;
}

export async function insertUpload(tx: Tx | Db, upload: NewUpload, key: string): Promise<UploadRow> {
  const [row] = await tx
    .insert(uploads)
    .values({
      tenantId: upload.tenantId,
      userId: upload.userId,
      key,
      name: displayName(upload.name, `file.${upload.type.ext}`),
      mimeType: upload.type.mime,
      size: upload.bytes.byteLength,
    })
    .returning();
  return row!;
}

const FILE_COLUMNS = { picture: 'pictureId', resume: 'resumeId', video: 'videoId' } as const;

/** Points the member's profile at an upload, creating the profiles row (defaults) when missing. */
export async function setProfileFile(
  tx: Tx,
  tenantId: number,
  userId: number,
  field: ProfileFileField,
  uploadId: number,
): Promise<void> {
  const column = FILE_COLUMNS[field];
  await tx
    .insert(profiles)
    .values({ userId, tenantId, [column]: uploadId })
    .onConflictDoUpdate({ target: profiles.userId, set: { [column]: uploadId, updatedAt: sql`now()` } });
}
