/**
 * Profile imports (spec part 1 section 4): POST /api/v1/profile/import-resume/ (multipart
 * file = a PDF, or resume_id of the member's uploaded resume) and POST
 * /api/v1/profile/import-linkedin/ (multipart archive = LinkedIn's data-export zip, or
 * JSON {url} through the configured adapter). `sections` picks what is written (default
 * all nine). Both answer the member's whole Profile after the import committed.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ID_MESSAGES } from '../../contract/ids';
import { IMPORT_ENDPOINTS, IMPORT_MESSAGES, parseImportSections } from '../../contract/imports';
import { type ImportSection, PROFILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../contract/profile';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf } from '../auth/middleware';
import { memberDataCommitted } from '../changes/committed';
import { HttpError } from '../http/errors';
import { readJsonObject } from '../http/input';
import { register } from '../http/register';
import { readOwnProfile } from '../profiles/read';
import { uploads } from '../profiles/schema';
import { fileBytes, fileField, readForm, textField } from '../uploads/form';
import { checkUpload } from '../uploads/sniff';
import type { MediaStorage } from '../uploads/storage';
import { insertUpload, type NewUpload, writeUploadFile } from '../uploads/store';
import { applyImport } from './apply-import';
import type { ImportedProfile } from './imported-profile';
import { fetchLinkedinProfile, type LinkedinApiSettings } from './linkedin-api';
import { parseLinkedinExport } from './linkedin-export';
import { hasText, pdfPages } from './pdf-text';
import { parseResume } from './resume-parser';

export interface ImportOptions {
  storage: MediaStorage;
  /** LINKEDIN_IMPORT_URL / _KEY; null: URL imports answer "not configured". */
  linkedin: LinkedinApiSettings | null;
}

/** The resume an import keeps: a new upload (written, not yet a row) or one the member uploaded before. */
type KeptResume = { kind: 'new'; upload: NewUpload; key: string } | { kind: 'stored'; id: number };

function sectionsOf(value: unknown): ImportSection[] {
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const sections = parseImportSections(text);
  if (!sections) throw new HttpError(400, { sections: [IMPORT_MESSAGES.unknownSection] });
  return sections;
}

export function importRoutes(deps: AppDeps, options: ImportOptions) {
  const { db } = deps;
  const { storage } = options;

  /** Applies an import (keeping `resume` as the member's resume) and answers the Profile. */
  async function commit(
    c: { var: AppEnv['Variables'] },
    imported: ImportedProfile,
    sections: ImportSection[],
    resume?: KeptResume,
  ) {
    const { tenantId, userId } = callerOf(c);
    await db.transaction(async (tx) => {
      let resumeUploadId: number | null = null;
      if (resume?.kind === 'stored') resumeUploadId = resume.id;
      if (resume?.kind === 'new') resumeUploadId = (await insertUpload(tx, resume.upload, resume.key)).id;
      await applyImport(tx, { tenantId, userId, imported, sections, resumeUploadId });
    });
    memberDataCommitted(deps, tenantId, userId);
    return readOwnProfile(db, c.var.tenant, userId);
  }

  /** The PDF bytes of resume_id: the member's own earlier upload. */
  async function uploadedResume(tenantId: number, userId: number, idText: string) {
    const id = Number(idText);
    const [row] = Number.isSafeInteger(id)
      ? await db
          .select()
          .from(uploads)
          .where(and(eq(uploads.id, id), eq(uploads.tenantId, tenantId), eq(uploads.userId, userId)))
      : [];
    if (!row) throw new HttpError(400, { resume_id: [ID_MESSAGES.doesNotExist(idText)] });
    if (row.mimeType !== 'application/pdf') throw new HttpError(400, { file: [PROFILE_MESSAGES.resumeNotPdf] });
    const bytes = await storage.get(row.key);
    if (!bytes) throw new HttpError(400, { resume_id: [ID_MESSAGES.doesNotExist(idText)] });
    return { id: row.id, bytes };
  }

  const router = new Hono<AppEnv>();
  register(router, IMPORT_ENDPOINTS.importResume, async (c) => {
    const { tenantId, userId } = callerOf(c);
    const form = await readForm(c);
    const sections = sectionsOf(textField(form, 'sections'));
    const file = fileField(form, 'file');
    const resumeId = textField(form, 'resume_id')?.trim();
    if (!file && !resumeId) throw new HttpError(400, { file: [PROFILE_MESSAGES.uploadResume] });

    let upload: NewUpload | null = null;
    let stored: { id: number; bytes: Uint8Array } | null = null;
    if (file) {
      const bytes = await fileBytes(file);
      const checked = await checkUpload('resume', bytes);
      if (!checked.ok) throw new HttpError(400, { file: [checked.message] });
      upload = { tenantId, userId, name: file.name, bytes, type: checked.type };
    } else {
      stored = await uploadedResume(tenantId, userId, resumeId!);
    }
    const pages = await pdfPages(upload?.bytes ?? stored!.bytes);
    if (!pages) throw new HttpError(400, { file: [PROFILE_MESSAGES.resumeNotPdf] });
    if (!hasText(pages)) throw new HttpError(400, { detail: IMPORT_MESSAGES.noPdfText });
    const imported = parseResume(pages);
    // A new file is kept only once it proved readable.
    const resume: KeptResume = upload
      ? { kind: 'new', upload, key: await writeUploadFile(storage, upload) }
      : { kind: 'stored', id: stored!.id };
    return c.json(await commit(c, imported, sections, resume));
  });
  return register(router, IMPORT_ENDPOINTS.importLinkedin, async (c) => {
    const isJson = (c.req.header('content-type') ?? '').includes('application/json');
    const form = isJson ? null : await readForm(c);
    const json = isJson ? await readJsonObject(c) : null;
    const sections = sectionsOf(json ? json['sections'] : form && textField(form, 'sections'));
    // `file` too: a generic upload form names its part that way.
    const archive = form && (fileField(form, 'archive') ?? fileField(form, 'file'));

    let imported: ImportedProfile | null;
    if (archive) {
      if (archive.size > UPLOAD_MAX_BYTES) throw new HttpError(400, { archive: [PROFILE_MESSAGES.uploadTooLarge] });
      imported = parseLinkedinExport(await fileBytes(archive));
      if (!imported) throw new HttpError(400, { archive: [IMPORT_MESSAGES.linkedinArchiveUnreadable] });
    } else {
      const rawUrl = json ? json['url'] : form && textField(form, 'url');
      const url = typeof rawUrl === 'string' ? rawUrl.trim() : '';
      if (!url) throw new HttpError(400, { url: [PROFILE_MESSAGES.enterLinkedinUrl] });
      if (!options.linkedin) throw new HttpError(400, { detail: IMPORT_MESSAGES.linkedinUrlNotConfigured });
      imported = await fetchLinkedinProfile(options.linkedin, url);
    }
    return c.json(await commit(c, imported, sections));
  });
}
