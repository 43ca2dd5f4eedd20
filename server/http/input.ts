/** Request input parsed with the contract's valibot schemas; failures become DRF-shaped 400s. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { isRowId } from '../../contract/ids';
import { HttpError, notFound, SERVER_MESSAGES, validationFailed } from './errors';

/**
 * Missing keys become explicit `undefined`, so a missing field gets the field's own
 * message ("Please enter a password") rather than valibot's generic "Invalid key".
 */
function withEveryKey(schema: v.GenericSchema, input: unknown): unknown {
  if (!('entries' in schema) || !input || typeof input !== 'object' || Array.isArray(input)) return input;
  const entries: unknown = schema.entries;
  if (!entries || typeof entries !== 'object') return input;
  const out: Record<string, unknown> = { ...input };
  for (const key of Object.keys(entries)) if (!(key in out)) out[key] = undefined;
  return out;
}

export function parseInput<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, withEveryKey(schema, input));
  if (!result.success) throw validationFailed(result.issues);
  return result.output;
}

/** The JSON body as an object (an empty body is `{}`), or a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, { detail: SERVER_MESSAGES.malformedJson });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, { non_field_errors: ['Invalid data. Expected a dictionary.'] });
  }
  return body as Record<string, unknown>;
}

/**
 * A row id path segment, else 404 (DRF answers unknown ids with Not found): one past the
 * int4 range names no row, so it is simply not found rather than a query the database refuses.
 */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!isRowId(id) || String(id) !== value) throw notFound();
  return id;
}

/** `1,4, 7` -> [1, 4, 7]; anything that cannot be a row id is dropped. */
export function idList(value: string | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter(isRowId);
}
