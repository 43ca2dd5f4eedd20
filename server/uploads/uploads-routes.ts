/**
 * File uploads (spec part 1 section 3): POST /api/v1/file-upload/ (multipart file,
 * purpose, optional profile_field) answers UploadedFile (201). With profile_field the
 * same transaction points the member's profile at the file and logs a 'profile' change,
 * so an upload queued offline lands on the profile in one request.
 * `mediaRoutes` serves GET /media/uploads/{key} (outside /api: no token, the key is an
 * unguessable UUID) with the stored type, cached for good since a key never changes; an
 * image's thumbnails are the same file at ?w=N (thumbnails.ts), cached for good too.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  IMPORT_ENDPOINTS,
  IMPORT_MESSAGES,
  MEDIA_UPLOADS_PREFIX,
  PROFILE_FILE_FIELDS,
  type ProfileFileField,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '../../contract/imports';
import { MESSAGES } from '../../contract/messages';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { register } from '../http/register';
import type { Logger } from '../logger';
import { logProfileChange } from '../profiles/changes';
import { uploads } from '../profiles/schema';
import { fileBytes, fileField, readForm, textField } from './form';
import { toUploadedFile } from './serialize';
import { checkUpload, isImageMime } from './sniff';
import type { MediaStorage } from './storage';
import { insertUpload, setProfileFile, writeUploadFile } from './store';
import { readOrMakeThumbnail, thumbnailWidthOf } from './thumbnails';

const isPurpose = (value: string): value is UploadPurpose => (UPLOAD_PURPOSES as readonly string[]).includes(value);
const isProfileField = (value: string): value is ProfileFileField =>
  (PROFILE_FILE_FIELDS as readonly string[]).includes(value);

export function uploadRoutes(deps: AppDeps, storage: MediaStorage) {
  const { db } = deps;
  return register(new Hono<AppEnv>(), IMPORT_ENDPOINTS.fileUpload, async (c) => {
    const { userId, tenantId } = callerOf(c);
    const form = await readForm(c);
    const purpose = textField(form, 'purpose')?.trim() ?? '';
    if (!purpose) throw new HttpError(400, { purpose: [MESSAGES.required] });
    if (!isPurpose(purpose)) throw new HttpError(400, { purpose: [IMPORT_MESSAGES.invalidPurpose] });
    const fieldText = textField(form, 'profile_field')?.trim() || null;
    let profileField: ProfileFileField | null = null;
    if (fieldText) {
      // The field's own type rule applies: a picture field only takes what a picture upload takes.
      if (!isProfileField(fieldText) || fieldText !== purpose) {
        throw new HttpError(400, { profile_field: [IMPORT_MESSAGES.profileFieldMismatch] });
      }
      profileField = fieldText;
    }
    const file = fileField(form, 'file');
    if (!file) throw new HttpError(400, { file: [IMPORT_MESSAGES.noFile] });
    const bytes = await fileBytes(file);
    const checked = await checkUpload(purpose, bytes);
    if (!checked.ok) throw new HttpError(400, { file: [checked.message] });

    const upload = { tenantId, userId, name: file.name, bytes, type: checked.type };
    const key = await writeUploadFile(storage, upload);
    const row = await db.transaction(async (tx) => {
      const inserted = await insertUpload(tx, upload, key);
      if (profileField) {
        await setProfileFile(tx, tenantId, userId, profileField, inserted.id);
        await logProfileChange(tx, tenantId, userId);
      }
      return inserted;
    });
    if (profileField) memberDataCommitted(deps, tenantId, userId);
    return c.json(toUploadedFile(row), 201);
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET {MEDIA_UPLOADS_PREFIX}{key}, and {key}?w=N for the WebP thumbnail of an image at a
 * width of THUMBNAIL_WIDTHS. A `w` outside that list, or on an upload that is not an image
 * (a PDF, a video), is a 400; an image sharp cannot read is answered as it is.
 */
export function mediaRoutes(db: Db, storage: MediaStorage, logger: Logger) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], `${MEDIA_UPLOADS_PREFIX}*`, async (c) => {
    const key = c.req.path.slice(MEDIA_UPLOADS_PREFIX.length);
    const asked = c.req.query('w');
    const width = asked === undefined ? null : thumbnailWidthOf(asked);
    if (asked !== undefined && !width) return c.json({ detail: IMPORT_MESSAGES.thumbnailWidth }, 400);
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, key), eq(uploads.tenantId, c.var.tenant.id)));
    if (!row) return c.text('Not found', 404);
    const isImage = isImageMime(row.mimeType);
    if (width && !isImage) return c.json({ detail: IMPORT_MESSAGES.thumbnailNotImage }, 400);
    const thumbnail = width ? await readOrMakeThumbnail(storage, row.key, width, logger) : null;
    const bytes = thumbnail ?? (await storage.get(row.key));
    if (!bytes) return c.text('Not found', 404);
    c.header('Content-Type', thumbnail ? 'image/webp' : row.mimeType);
    // Set here, not left to the adapter: a HEAD answer has no body to measure, and data
    // saver learns what an image it held back would have cost from it.
    c.header('Content-Length', String(bytes.byteLength));
    c.header('Cache-Control', IMMUTABLE);
    c.header('X-Content-Type-Options', 'nosniff');
    if (!isImage) {
      c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    }
    return c.body(bytes);
  });
}
