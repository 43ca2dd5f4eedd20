/**
 * Files given to a run: a resume (PDF) for the profile source, or a custom form's file
 * (images or PDF). A member's file is an ordinary `uploads` row of theirs. A visitor has no
 * user row, and uploads.user_id is required, so a visitor's file is written to storage and
 * recorded as the run's 'file' log line (its id is the file id; detail keeps the type):
 * visitors never get a report, so nothing reads those bytes back.
 */
import { and, eq } from 'drizzle-orm';
import type { UploadedFile } from '../../contract/profile';
import type { Db } from '../db/client';
import { pdfPages } from '../imports/pdf-text';
import { uploads } from '../profiles/schema';
import { toUploadedFile } from '../uploads/serialize';
import type { SniffedType } from '../uploads/sniff';
import type { MediaStorage } from '../uploads/storage';
import { displayName, insertUpload, writeUploadFile } from '../uploads/store';
import { agentRunLogs } from './schema';
import type { RunRow } from './serialize';

export const FILE_LOG_STEP = 'file';
const PDF = 'application/pdf';

export async function storeRunFile(
  db: Db,
  storage: MediaStorage,
  run: RunRow,
  file: { name: string; bytes: Uint8Array; type: SniffedType },
): Promise<UploadedFile> {
  const upload = { tenantId: run.tenantId, userId: run.userId ?? 0, ...file };
  const key = await writeUploadFile(storage, upload);
  if (run.userId !== null) return toUploadedFile(await insertUpload(db, { ...upload, userId: run.userId }, key));
  const name = displayName(file.name, `file.${file.type.ext}`);
  const [line] = await db
    .insert(agentRunLogs)
    .values({
      tenantId: run.tenantId,
      agentId: run.agentId,
      runId: run.id,
      stepKey: FILE_LOG_STEP,
      status: 'ok',
      detail: `${file.type.mime} ${name}`.slice(0, 240),
    })
    .returning({ id: agentRunLogs.id });
  return {
    id: line!.id,
    file: '',
    mime_type: file.type.mime,
    thumbnail_image: null,
    name,
    size: file.bytes.byteLength,
  };
}

/** The MIME type of the run's file `id`, or null when it is not a file of this run. */
export async function runFileType(db: Db, run: RunRow, id: number): Promise<string | null> {
  if (run.userId !== null) {
    const [row] = await db
      .select({ mime: uploads.mimeType })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.tenantId, run.tenantId), eq(uploads.userId, run.userId)));
    return row?.mime ?? null;
  }
  const [line] = await db
    .select({ detail: agentRunLogs.detail })
    .from(agentRunLogs)
    .where(and(eq(agentRunLogs.id, id), eq(agentRunLogs.runId, run.id), eq(agentRunLogs.stepKey, FILE_LOG_STEP)));
  return line ? (line.detail.split(' ')[0] ?? null) : null;
}

export const isPdf = (mime: string | null) => mime === PDF;

/** The text of a member's resume upload (empty when unreadable). */
export async function resumeText(db: Db, storage: MediaStorage, run: RunRow, id: number): Promise<string> {
  if (run.userId === null) return '';
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.tenantId, run.tenantId), eq(uploads.userId, run.userId)));
  const bytes = row ? await storage.get(row.key) : null;
  const pages = bytes ? await pdfPages(bytes) : null;
  return (pages ?? []).join('\n').trim();
}
