/**
 * Multipart requests (file uploads, imports). fetch cannot report upload progress, so the
 * worker uses XMLHttpRequest; elsewhere (tests, no XHR) a fetch transport without
 * progress. The session's token and its one refresh on 401 work as in http.ts.
 */
import { ACCOUNT_ENDPOINTS, IMPORT_ENDPOINTS, pathOf } from '../../contract';
import type { SyncContext } from './context';
import { getMeta, type LocalFile, type PortalDb } from './db';
import { classify, type FetchFn, type Outcome } from './http';

export interface UploadRequest {
  path: string;
  form: FormData;
  token: string | null;
  idempotencyKey?: string;
  /** Bytes sent so far. */
  onProgress?: (sent: number) => void;
}

/** Answers the status and parsed body, or null when the server could not be reached. */
export type UploadFn = (request: UploadRequest) => Promise<{ status: number; body: unknown } | null>;

const TIMEOUT_MS = 5 * 60_000;

function headersOf(request: UploadRequest): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.token) headers['Authorization'] = `Bearer ${request.token}`;
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  return headers;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function xhrUpload(baseUrl: string): UploadFn {
  return (request) =>
    new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', new URL(request.path, baseUrl).href);
      xhr.timeout = TIMEOUT_MS;
      for (const [name, value] of Object.entries(headersOf(request))) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => request.onProgress?.(event.loaded);
      xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
      xhr.onerror = () => resolve(null);
      xhr.ontimeout = () => resolve(null);
      xhr.onabort = () => resolve(null);
      xhr.send(request.form);
    });
}

/** Without XHR: one progress report at the end. */
export function fetchUpload(baseUrl: string, fetch: FetchFn): UploadFn {
  return async (request) => {
    try {
      const response = await fetch(new URL(request.path, baseUrl).href, {
        method: 'POST',
        headers: headersOf(request),
        body: request.form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = parseBody(await response.text());
      if (response.ok) {
        const file = request.form.get('file');
        request.onProgress?.(typeof file === 'string' || file === null ? 0 : file.size);
      }
      return { status: response.status, body };
    } catch {
      return null;
    }
  };
}

export function defaultUpload(baseUrl: string, fetch: FetchFn): UploadFn {
  return typeof XMLHttpRequest === 'undefined' ? fetchUpload(baseUrl, fetch) : xhrUpload(baseUrl);
}

/** POSTs the form with the session's token, refreshing it once on 401 (through the API client). */
export async function sendMultipart(
  ctx: Pick<SyncContext, 'db' | 'api'> & { upload?: UploadFn },
  path: string,
  form: FormData,
  options: { idempotencyKey?: string; onProgress?: (sent: number) => void } = {},
): Promise<Outcome> {
  if (!ctx.upload) return { kind: 'transient', status: null, isUnreachable: true };
  const attempt = async () => {
    const session = await getMeta(ctx.db, 'session');
    if (!session) return 'no-session' as const;
    return ctx.upload?.({ path, form, token: session.access, ...options }) ?? null;
  };
  const first = await attempt();
  if (first === 'no-session') return { kind: 'unauthenticated' };
  if (first?.status !== 401) return classify(first);
  // The API client owns the serialised refresh: a cheap authenticated read triggers it.
  const probe = await ctx.api.request('GET', pathOf(ACCOUNT_ENDPOINTS.identity));
  if (probe.kind === 'unauthenticated') return probe;
  const second = await attempt();
  if (second === 'no-session' || second?.status === 401) return { kind: 'unauthenticated' };
  return classify(second);
}

/** Progress writes are chained so the last one lands last, and at most one per this many ms. */
const PROGRESS_EVERY_MS = 200;

/** Writes an upload's bytes sent into db.files (the UI's progress bar), throttled. */
export function fileProgressWriter(db: PortalDb, fileId: string) {
  let chain: Promise<unknown> = Promise.resolve();
  let lastAt = 0;
  return {
    report(sent: number): void {
      const now = Date.now();
      if (now - lastAt < PROGRESS_EVERY_MS) return;
      lastAt = now;
      chain = chain.then(() => db.files.update(fileId, { sent })).catch(() => undefined);
    },
    flush: () => chain,
  };
}

/**
 * POSTs a file kept on this device (db.files) to the file upload endpoint with the form's
 * other fields, writing the bytes sent into the file's row as they go.
 */
export async function uploadStoredFile(
  ctx: Pick<SyncContext, 'db' | 'api'> & { upload?: UploadFn },
  file: Pick<LocalFile, 'id' | 'blob' | 'name'>,
  fields: Record<string, string>,
  idempotencyKey: string,
): Promise<Outcome> {
  const form = new FormData();
  form.append('file', file.blob, file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const progress = fileProgressWriter(ctx.db, file.id);
  const outcome = await sendMultipart(ctx, pathOf(IMPORT_ENDPOINTS.fileUpload), form, {
    idempotencyKey,
    onProgress: (sent) => progress.report(sent),
  });
  await progress.flush();
  return outcome;
}
