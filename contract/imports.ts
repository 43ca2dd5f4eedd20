/**
 * Resume and LinkedIn imports (spec part 1 section 4): the request fields, paths and the
 * messages the spec does not word. Spec-worded messages stay in PROFILE_MESSAGES.
 */
import { endpoint } from './endpoint';
import { THUMBNAIL_WIDTHS } from './media';
import { IMPORT_SECTIONS, type ImportSection, UploadedFile } from './profile';

/** Multipart uploads (the linkedin import also takes JSON {url}); each handler reads its own form. */
export const IMPORT_ENDPOINTS = {
  fileUpload: endpoint({
    method: 'POST',
    path: '/api/v1/file-upload/',
    output: UploadedFile,
    auth: 'token',
    bodyLimit: 'upload',
  }),
  importResume: endpoint({
    method: 'POST',
    path: '/api/v1/profile/import-resume/',
    auth: 'token',
    bodyLimit: 'upload',
  }),
  importLinkedin: endpoint({
    method: 'POST',
    path: '/api/v1/profile/import-linkedin/',
    auth: 'token',
    bodyLimit: 'upload',
  }),
} as const;

export const UPLOAD_PURPOSES = ['picture', 'resume', 'video', 'attachment'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export { MEDIA_UPLOADS_PREFIX, THUMBNAIL_WIDTHS, type ThumbnailWidth } from './media';
/** Profile fields an upload can be set on in the same request (multipart `profile_field`). */
export const PROFILE_FILE_FIELDS = ['picture', 'resume', 'video'] as const;
export type ProfileFileField = (typeof PROFILE_FILE_FIELDS)[number];

export const IMPORT_MESSAGES = {
  noPdfText: 'We could not read any text in this PDF.',
  linkedinUrlNotConfigured:
    'Importing by profile address is not configured here. Download your data from LinkedIn (Settings > Data privacy > Get a copy of your data) and upload the .zip archive.',
  linkedinArchiveUnreadable: 'This is not a LinkedIn data export. Upload the .zip archive LinkedIn sent you.',
  linkedinImportFailed: 'The LinkedIn import service could not read this profile. Try again later.',
  pictureType: 'Upload a PNG, JPEG, WebP or GIF image.',
  videoType: 'Upload an MP4 video.',
  attachmentType: 'Upload an image or a PDF.',
  invalidPurpose: 'Choose picture, resume, video or attachment.',
  profileFieldMismatch: 'The profile field must be picture, resume or video and match the purpose.',
  noFile: 'No file was submitted.',
  thumbnailWidth: `The width w must be one of ${THUMBNAIL_WIDTHS.join(', ')}.`,
  thumbnailNotImage: 'Only an uploaded image has thumbnails.',
  unknownSection: 'Unknown section.',
} as const;

const SECTION_KEYS = new Set<string>(IMPORT_SECTIONS.map((s) => s.key));
export const isImportSection = (key: string): key is ImportSection => SECTION_KEYS.has(key);

/** The `sections` field: a comma list of IMPORT_SECTIONS keys; empty or missing means all nine. */
export function parseImportSections(value: string | null | undefined): ImportSection[] | null {
  const keys = (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0) return IMPORT_SECTIONS.map((s) => s.key);
  if (!keys.every(isImportSection)) return null;
  return [...new Set(keys)];
}

export const formatImportSections = (sections: readonly ImportSection[]) => sections.join(',');
