/**
 * Uploads in an S3-compatible bucket (DESIGN section 6: the real adapter of "files under
 * DATA_DIR/media"), path-style so MinIO and other self-hosted stores work too. Objects
 * are `{S3_PREFIX}{key}`; the app still serves them at /media/uploads/{key}, so the
 * bucket can stay private. Configured by S3_ENDPOINT, S3_BUCKET, S3_REGION,
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and optional S3_PREFIX (default 'uploads/').
 */
import { amzDate, authorization, sha256Hex } from './sigv4';
import type { MediaStorage } from './storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** @default 'uploads/' */
  prefix?: string;
}

const TIMEOUT_MS = 30_000;

export function s3SettingsFromEnv(env: Record<string, string | undefined>): S3Settings | null {
  const endpoint = env['S3_ENDPOINT']?.trim();
  const bucket = env['S3_BUCKET']?.trim();
  const accessKeyId = env['S3_ACCESS_KEY_ID']?.trim();
  const secretAccessKey = env['S3_SECRET_ACCESS_KEY']?.trim();
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  const prefix = env['S3_PREFIX'];
  return {
    endpoint,
    bucket,
    region: env['S3_REGION']?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    ...(prefix !== undefined ? { prefix } : {}),
  };
}

export function createS3Storage(settings: S3Settings): MediaStorage {
  const prefix = settings.prefix ?? 'uploads/';
  const base = settings.endpoint.replace(/\/+$/, '');

  async function send(method: 'GET' | 'PUT', key: string, body?: Uint8Array) {
    const url = new URL(`${base}/${settings.bucket}/${prefix}${key}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()) };
    headers['authorization'] = authorization(settings, { method, url, headers, payloadHash });
    return fetch(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  return {
    async put(key, bytes) {
      const res = await send('PUT', key, bytes);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
