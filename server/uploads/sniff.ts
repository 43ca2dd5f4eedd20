/**
 * Upload checks by content (DESIGN section 9): the type comes from the file's magic bytes
 * (file-type), never from its name or the browser's claim, and each purpose accepts its
 * own short list. The messages are the spec's (PROFILE_MESSAGES) where it words them.
 */
import { fileTypeFromBuffer } from 'file-type';
import { IMPORT_MESSAGES, type UploadPurpose } from '../../contract/imports';
import { PROFILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../contract/profile';

export interface SniffedType {
  ext: string;
  mime: string;
}

const IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
const PDF = 'application/pdf';
const MP4 = 'video/mp4';

const ACCEPTS: Record<UploadPurpose, (mime: string) => boolean> = {
  picture: (mime) => IMAGES.has(mime),
  resume: (mime) => mime === PDF,
  video: (mime) => mime === MP4,
  attachment: (mime) => IMAGES.has(mime) || mime === PDF,
};

const WRONG_TYPE: Record<UploadPurpose, string> = {
  picture: IMPORT_MESSAGES.pictureType,
  resume: PROFILE_MESSAGES.resumeNotPdf,
  video: IMPORT_MESSAGES.videoType,
  attachment: IMPORT_MESSAGES.attachmentType,
};

export const isImageMime = (mime: string) => IMAGES.has(mime);

/** The size message: a resume has its own wording in the spec. */
export const tooLargeMessage = (purpose: UploadPurpose) =>
  purpose === 'resume' ? PROFILE_MESSAGES.resumeTooLarge : PROFILE_MESSAGES.uploadTooLarge;

export type UploadCheck = { ok: true; type: SniffedType } | { ok: false; message: string };

/** Size first (cheap), then the content type against the purpose's list. */
export async function checkUpload(purpose: UploadPurpose, bytes: Uint8Array): Promise<UploadCheck> {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) return { ok: false, message: tooLargeMessage(purpose) };
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !ACCEPTS[purpose](found.mime)) return { ok: false, message: WRONG_TYPE[purpose] };
  return { ok: true, type: { ext: found.ext, mime: found.mime } };
}
