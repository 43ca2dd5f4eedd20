import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings } from './s3-storage';
import { authorization, sha256Hex } from './sigv4';

describe('SigV4', () => {
  it('matches the GET Object example of the AWS S3 documentation', () => {
    const empty = sha256Hex('');
    const header = authorization(
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9', 'x-amz-content-sha256': empty, 'x-amz-date': '20130524T000000Z' },
        payloadHash: empty,
      },
    );
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 storage against a local S3 stand-in', () => {
  const objects = new Map<string, Buffer>();
  let server: Server;
  let settings: S3Settings;

  beforeAll(async () => {
    // Speaks the two calls of the S3 protocol the adapter uses, and refuses badly signed ones.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
        const signed = {
          'x-amz-content-sha256': String(req.headers['x-amz-content-sha256']),
          'x-amz-date': String(req.headers['x-amz-date']),
        };
        const expected = authorization(settings, {
          method: req.method ?? 'GET',
          url,
          headers: signed,
          payloadHash: sha256Hex(body),
        });
        if (req.headers.authorization !== expected) {
          res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        if (req.method === 'PUT') {
          objects.set(url.pathname, body);
          res.writeHead(200).end();
        } else {
          const found = objects.get(url.pathname);
          if (found) res.writeHead(200).end(found);
          else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    settings = {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      bucket: 'media',
      region: 'eu-west-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and gets objects under the prefix, null for a missing key, and fails on a bad key', async () => {
    const storage = createS3Storage(settings);
    const bytes = new TextEncoder().encode('%PDF-1.7 pretend');
    await storage.put('3/0b0c.pdf', bytes);
    expect([...objects.keys()]).toEqual(['/media/uploads/3/0b0c.pdf']);
    expect(await storage.get('3/0b0c.pdf')).toEqual(bytes);
    expect(await storage.get('3/none.pdf')).toBeNull();
    const wrong = createS3Storage({ ...settings, secretAccessKey: 'other' });
    await expect(wrong.put('3/x.pdf', bytes)).rejects.toThrow(/403/);
  });
});
