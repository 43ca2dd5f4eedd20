/**
 * Uploads in an S3-compatible bucket (DESIGN section 6: the real adapter of "files under
 * DATA_DIR/media"), path-style so MinIO and other self-hosted stores work too. Objects
 * are `{S3_PREFIX}{key}`; the app still serves them at /media/uploads/{key}, so the
 * bucket can stay private. Configured by S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY (all four, or none), optional S3_REGION (default us-east-1) and
 * S3_PREFIX (default 'uploads/'). Requests are signed by aws4fetch (SigV4).
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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
/** A store answering 5xx or 429 is asked again, with backoff, within the one timeout. */
const RETRIES = 3;
const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Null when no S3 variable is set (uploads stay on local disk); throws a one-line reason when
 * only some are set or S3_ENDPOINT is not an http(s) URL, so a deployment never falls back
 * silently to one machine's disk.
 */
export function s3SettingsFromEnv(env: Record<string, string | undefined>): S3Settings | null {
  const value = (name: string) => env[name]?.trim() || '';
  const missing = REQUIRED.filter((name) => value(name) === '');
  if (missing.length === REQUIRED.length) return null;
  if (missing.length > 0) {
    const set = REQUIRED.filter((name) => !missing.includes(name));
    throw new Error(`${missing.join(', ')} must be set with ${set.join(', ')} (uploads in an S3-compatible bucket)`);
  }
  const endpoint = value('S3_ENDPOINT');
  if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com (got "${endpoint}")`);
  }
  const prefix = env['S3_PREFIX'];
  return {
    endpoint,
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION') || 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    ...(prefix !== undefined ? { prefix } : {}),
  };
}

/** 's3:{endpoint}/{bucket}' for the start log and the instance registry (no credentials). */
export function describeS3(settings: S3Settings): string {
  const url = new URL(settings.endpoint);
  return `s3:${url.origin}${url.pathname.replace(/\/+$/, '')}/${settings.bucket}`;
}

/** One log line for a refused request: the status and S3's error code (the body is an XML document). */
async function failure(method: string, key: string, res: Response): Promise<Error> {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(await res.text())?.[1] ?? res.statusText;
  return new Error(`S3 ${method} ${key} failed: ${res.status} ${code}`);
}

export function createS3Storage(settings: S3Settings): MediaStorage {
  const prefix = settings.prefix ?? 'uploads/';
  const base = settings.endpoint.replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: RETRIES,
  });

  function send(method: 'GET' | 'PUT', key: string, body?: Uint8Array) {
    // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD), so a body
    // altered on the way is refused by the store.
    const payloadHash = createHash('sha256')
      .update(body ?? new Uint8Array())
      .digest('hex');
    return client.fetch(`${base}/${settings.bucket}/${prefix}${key}`, {
      method,
      headers: { 'x-amz-content-sha256': payloadHash },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  return {
    async put(key, bytes) {
      const res = await send('PUT', key, bytes);
      if (!res.ok) throw await failure('PUT', key, res);
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await failure('GET', key, res);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
