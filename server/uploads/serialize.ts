/**
 * Upload rows as the API shows them (UploadedFile, the file as a same-origin URL path).
 * The profile serializer owns the one implementation; uploads re-export it so a route
 * answering an upload and a profile showing one can never disagree.
 */
export { mediaUrl, toUploadedFile, type UploadedFileRow } from '../profiles/serialize';
