/**
 * The client-side upload checks (spec part 1 section 5): at most 10 MB, and the kind the
 * field takes, judged by the file's first bytes rather than its name or declared type.
 */
import { IMPORT_MESSAGES, PROFILE_MESSAGES, type ProfileFileField, UPLOAD_MAX_BYTES } from '../../../contract';

export type UploadField = ProfileFileField;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function isImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF8')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/** PDF: '%PDF'; MP4 and its kin: an 'ftyp' box at byte 4; images: PNG, JPEG, GIF, WebP. */
export function matchesField(bytes: Uint8Array, field: UploadField): boolean {
  if (field === 'resume') return startsWith(bytes, ascii('%PDF'));
  if (field === 'video') return startsWith(bytes, ascii('ftyp'), 4);
  return isImage(bytes);
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/** The spec message refusing the file, or null when it may be queued. */
export async function sniffUpload(file: Blob, field: UploadField): Promise<string | null> {
  if (field === 'resume') {
    if (!matchesField(await headOf(file), field)) return PROFILE_MESSAGES.resumeNotPdf;
    return file.size > UPLOAD_MAX_BYTES ? PROFILE_MESSAGES.resumeTooLarge : null;
  }
  if (file.size > UPLOAD_MAX_BYTES) return PROFILE_MESSAGES.uploadTooLarge;
  if (matchesField(await headOf(file), field)) return null;
  return field === 'video' ? IMPORT_MESSAGES.videoType : IMPORT_MESSAGES.pictureType;
}
