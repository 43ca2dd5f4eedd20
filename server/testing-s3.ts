/**
 * An S3 store for tests: s3rver (an S3 protocol implementation from npm) in this process, on
 * a free loopback port, over a fresh temporary directory, with one bucket. Not a test itself.
 *
 * s3rver refuses an unknown access key id but accepts any SigV4 signature (its
 * authentication middleware: "Signature version 4 calculation is unimplemented"), so a gate
 * in front of it checks each signature the way S3 does: recomputed from the request as it
 * arrived (the headers it names as signed, its Host and path) with the key's secret, and a
 * mismatch refused with 403 SignatureDoesNotMatch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import type { S3Settings } from './uploads/s3-storage';

/** s3rver's one account. */
const KEYS: Record<string, string> = { S3RVER: 'S3RVER' };
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export interface SignedRequest {
  method: string;
  path: string;
  region: string;
  service: string;
  contentSha256: string;
}

/** True when the request is unsigned, signed by an unknown key (s3rver answers that) or signed right. */
async function isSignedRight(req: IncomingMessage, seen: SignedRequest[]): Promise<boolean> {
  const authorization = req.headers.authorization;
  if (authorization === undefined) return true;
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return false;
  const [, accessKeyId = '', , region = '', service = '', signedHeaders = '', signature] = match;
  const secretAccessKey = KEYS[accessKeyId];
  if (secretAccessKey === undefined) return true;
  const headers = new Headers();
  for (const name of signedHeaders.split(';')) {
    const value = req.headers[name];
    if (name !== 'host' && typeof value === 'string') headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const path = req.url ?? '/';
  const expected = await new AwsV4Signer({
    method,
    url: `http://${req.headers.host}${path}`,
    headers,
    accessKeyId,
    secretAccessKey,
    region,
    service,
    datetime: headers.get('x-amz-date') ?? '',
    allHeaders: true,
  }).signature();
  seen.push({ method, path, region, service, contentSha256: headers.get('x-amz-content-sha256') ?? '' });
  return expected === signature;
}

export async function startS3rver(bucket = 'media') {
  const directory = mkdtempSync(join(tmpdir(), 'career-portal-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const seen: SignedRequest[] = [];
  const server = createServer((req, res) => {
    isSignedRight(req, seen).then(
      (ok) => {
        if (ok) return handle(req, res);
        res.writeHead(403, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code></Error>');
      },
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    region: 'eu-west-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: KEYS['S3RVER'] ?? '',
  };
  return {
    settings,
    /** The signed requests that reached the store, in order. */
    seen,
    /** An object's bytes as the store holds them (read unsigned: s3rver serves its buckets to anyone). */
    async read(path: string): Promise<Uint8Array | null> {
      const res = await fetch(`${settings.endpoint}/${bucket}/${path}`);
      return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3rverHandle = Awaited<ReturnType<typeof startS3rver>>;
