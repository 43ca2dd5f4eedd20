/**
 * AWS Signature Version 4 for S3-compatible object stores (AWS S3, MinIO, R2, Ceph):
 * the Authorization header of one request with an unsigned-query, header-signed scheme.
 * Kept to what the storage adapter needs; checked against AWS's published example.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigningKey {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** @default 's3' */
  service?: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to sign besides host (lower-case names); x-amz-date and x-amz-content-sha256 included. */
  headers: Record<string, string>;
  payloadHash: string;
}

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as S3 wants it (only unreserved characters stay). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(decodeURIComponent(segment)).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** '20130524T000000Z' for a date. */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function authorization(key: SigningKey, request: SignableRequest): string {
  const service = key.service ?? 's3';
  const headers: Record<string, string> = { host: request.url.host };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value.trim();
  const names = Object.keys(headers).sort();
  const date = headers['x-amz-date'] ?? '';
  const scope = `${date.slice(0, 8)}/${key.region}/${service}/aws4_request`;
  const canonical = [
    request.method,
    request.url.pathname.split('/').map(encodeSegment).join('/'),
    [...request.url.searchParams]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&'),
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  let signing = hmac(`AWS4${key.secretAccessKey}`, date.slice(0, 8));
  for (const part of [key.region, service, 'aws4_request']) signing = hmac(signing, part);
  const signature = createHmac('sha256', signing).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${key.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}
