/**
 * 'profile.file': uploads a file chosen on this device (kept in db.files) into a profile
 * field. The server stores it and sets the field in the same request, so the answer (an
 * UploadedFile) also updates the local profile. Sent as multipart with progress.
 */
import * as v from 'valibot';
import { IMPORT_ENDPOINTS, MESSAGES, PROFILE_FILE_FIELDS, pathOf, UploadedFile } from '../../contract';
import { getMeta, type PortalDb, pendingEntriesOf, setMeta } from '../core/db';
import { defineMutator } from '../core/mutator-types';
import { uploadStoredFile } from '../core/upload';

export const ProfileFileArgs = v.object({
  fileId: v.string(),
  field: v.picklist(PROFILE_FILE_FIELDS),
});
export type ProfileFileArgs = v.InferOutput<typeof ProfileFileArgs>;

export interface ProfileFileUndo {
  fileId: string;
}

export const profileFileKey = (field: string) => `profile.file:${field}`;

async function dropSupersededFile(db: PortalDb, field: string, fileId: string): Promise<void> {
  // A newer choice for the same field replaces a waiting one (they coalesce): its blob is dead weight.
  const waiting = await pendingEntriesOf(db, profileFileKey(field))
    .filter((entry) => entry.sendingSince === null)
    .first();
  const old = v.safeParse(ProfileFileArgs, waiting?.args);
  if (old.success && old.output.fileId !== fileId) await db.files.delete(old.output.fileId);
}

export const profileFile = defineMutator<ProfileFileArgs, ProfileFileUndo>({
  name: 'profile.file',
  version: 1,
  priority: 4,
  args: ProfileFileArgs,
  tables: ['files', 'meta'],
  key: (args) => profileFileKey(args.field),
  async apply(db, args) {
    await dropSupersededFile(db, args.field, args.fileId);
    await db.files.update(args.fileId, { sent: 0, error: null });
    return { fileId: args.fileId };
  },
  async revert(db, undo) {
    // The blob stays for a retry from the needs-attention list.
    await db.files.update(undo.fileId, { sent: 0 });
  },
  request: (args) => ({ method: 'POST', path: pathOf(IMPORT_ENDPOINTS.fileUpload), body: args }),
  async send(ctx, args, idempotencyKey) {
    const file = await ctx.db.files.get(args.fileId);
    if (!file || file.blob.size === 0) {
      return { kind: 'rejected', status: 400, body: null, message: MESSAGES.couldNotComplete };
    }
    return uploadStoredFile(ctx, file, { purpose: args.field, profile_field: args.field }, idempotencyKey);
  },
  async accepted(db, args, body) {
    const parsed = v.safeParse(UploadedFile, body);
    if (!parsed.success) return;
    const uploaded = parsed.output;
    // Kept as a small record (no blob) so the UI can tell the upload finished.
    await db.files.update(args.fileId, { blob: new Blob([]), sent: uploaded.size, uploadedId: uploaded.id });
    const profile = await getMeta(db, 'profile');
    if (!profile) return;
    if (args.field === 'picture') await setMeta(db, 'profile', { ...profile, picture: uploaded.file });
    else await setMeta(db, 'profile', { ...profile, [args.field]: uploaded });
  },
});
