/**
 * Refuses text Postgres cannot store, once for the whole app (API, /media, pages): U+0000
 * anywhere (DRF refuses it the same way), and in JSON bodies a lone surrogate escape. One that
 * got through would fail deep inside a query. Looked at: the decoded path, the query string,
 * and the body (JSON after parsing, form fields and file names; an upload's file bytes may
 * hold NULs).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { readBoundedBody } from './bounded-body';

export const NULL_CHARACTERS_MESSAGE = 'Null characters are not allowed.';
/** A JSON `\ud800` escape with no partner: no UTF-8 (and so no Postgres text or jsonb) can hold it. */
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode.';

const NUL = '\u0000';
/** JSON escapes of a NUL or of a surrogate; only a parse tells whether they are (or an escaped backslash). */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f])/i;
/** In a `u` regex a surrogate matches only when it is not half of a pair. */
const LONE_SURROGATE = /\p{Surrogate}/u;

type TextFault = typeof NULL_CHARACTERS_MESSAGE | typeof LONE_SURROGATE_MESSAGE;

const hasNul = (text: string) => text.includes(NUL);
const faultOf = (text: string): TextFault | null =>
  hasNul(text) ? NULL_CHARACTERS_MESSAGE : LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;

/** The first fault of any string or key in a parsed JSON value (iterative: bodies may nest deeply). */
function jsonFault(root: unknown): TextFault | null {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      const fault = faultOf(value);
      if (fault) return fault;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const fault = faultOf(key);
        if (fault) return fault;
        stack.push(item);
      }
    }
  }
  return null;
}

function textFault(text: string): TextFault | null {
  if (hasNul(text)) return NULL_CHARACTERS_MESSAGE;
  if (!SUSPECT_ESCAPE.test(text)) return null;
  try {
    return jsonFault(JSON.parse(text));
  } catch {
    return null; // not JSON: the route answers the parse error
  }
}

async function formHasNul(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<boolean> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return false; // not a form: the route answers that
  }
  let found = false;
  form.forEach((value, key) => {
    if (hasNul(key) || hasNul(typeof value === 'string' ? value : value.name)) found = true;
  });
  return found;
}

/** Decoded from UTF-8, form fields cannot hold a lone surrogate: only NULs are looked for. */
async function bodyFault(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<TextFault | null> {
  const type = contentType.toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    return (await formHasNul(bytes, contentType)) ? NULL_CHARACTERS_MESSAGE : null;
  }
  const text = new TextDecoder().decode(bytes);
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const params = [...new URLSearchParams(text)].flat();
    return hasNul(text) || params.some(hasNul) ? NULL_CHARACTERS_MESSAGE : null;
  }
  // Any other body is read as JSON text by the routes, whatever its Content-Type says.
  return textFault(text);
}

/**
 * @param maxBodyBytes the largest body any route accepts; a bigger one is passed on unread,
 *   for the routes' body limits to refuse.
 */
export function nullCharacterGuard({ maxBodyBytes }: { maxBodyBytes: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A NUL in a URL is always sent as %00 (once decoded by Hono for the path and params).
    if (hasNul(c.req.path) || c.req.url.includes('%00')) {
      return c.json({ detail: NULL_CHARACTERS_MESSAGE }, 400);
    }
    if (!c.req.raw.body) return next();
    const read = await readBoundedBody(c.req.raw, maxBodyBytes);
    c.req.raw = read.request;
    const fault = read.bytes ? await bodyFault(read.bytes, c.req.header('content-type') ?? '') : null;
    if (fault) return c.json({ detail: fault }, 400);
    return next();
  });
}
