import { db } from '../../db/db';

/** Keeps a chosen file on this device (db.files) until its upload is confirmed; answers its local id. */
export async function keepFile(file: File): Promise<string> {
  const id = crypto.randomUUID();
  await db.files.put({
    id,
    name: file.name,
    type: file.type,
    size: file.size,
    blob: file,
    sent: 0,
    uploadedId: null,
    error: null,
    createdAt: Date.now(),
  });
  return id;
}
