/** Reading multipart fields: a file part, and text parts (a file given for a text field counts as missing). */
import type { Context } from 'hono';
import { HttpError } from '../http/errors';

export type FormFields = Record<string, string | File>;

export async function readForm(c: Context): Promise<FormFields> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return {};
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, { detail: 'Multipart form parse error.' });
  }
}

export function fileField(form: FormFields, name: string): File | null {
  const value = form[name];
  return value instanceof File && value.size > 0 ? value : null;
}

export function textField(form: FormFields, name: string): string | null {
  const value = form[name];
  return typeof value === 'string' ? value : null;
}

export const fileBytes = async (file: File) => new Uint8Array(await file.arrayBuffer());
