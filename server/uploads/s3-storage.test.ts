/**
 * The S3 adapter against s3rver, an S3 protocol implementation from npm, run in this
 * process (testing-s3.ts): objects round trip byte for byte under the prefix, requests are
 * signed for the configured region and service with the payload's hash, bad credentials
 * are refused; and the real upload path in S3 mode, where a file uploaded through one app
 * is served by a second app on the same database and bucket, as by another process.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../contract/profile';
import { createTestApi, type TestApi } from '../testing';
import { anotherProcess } from '../testing-processes';
import { type S3rverHandle, startS3rver } from '../testing-s3';
import { encodePng } from '../web/icons';
import { createS3Storage, describeS3, s3SettingsFromEnv } from './s3-storage';

let store: S3rverHandle;
beforeAll(async () => {
  store = await startS3rver();
});
afterAll(() => store?.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('S3 storage on s3rver', () => {
  it('puts and gets binary objects under the prefix; a missing key is null', async () => {
    const storage = createS3Storage(store.settings);
    const bytes = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...randomBytes(64 * 1024)]);
    await storage.put('3/0b0c-binary.bin', bytes);
    expect(await storage.get('3/0b0c-binary.bin')).toEqual(bytes);
    expect(await store.read('uploads/3/0b0c-binary.bin')).toEqual(bytes);
    expect(await storage.get('3/none.bin')).toBeNull();

    const other = createS3Storage({ ...store.settings, prefix: 'campus/' });
    const text = new TextEncoder().encode('%PDF-1.7 pretend');
    await other.put('4/cv.pdf', text);
    expect(await store.read('campus/4/cv.pdf')).toEqual(text);
    expect(await other.get('4/cv.pdf')).toEqual(text);
    expect(await storage.get('4/cv.pdf')).toBeNull();
  });

  it('signs for the configured region and service s3, with the hash of the payload', async () => {
    const bytes = new TextEncoder().encode('signed body');
    const before = store.seen.length;
    await createS3Storage(store.settings).put('5/signed.txt', bytes);
    expect(store.seen.slice(before)).toEqual([
      {
        method: 'PUT',
        path: '/media/uploads/5/signed.txt',
        region: 'eu-west-1',
        service: 's3',
        contentSha256: sha256(bytes),
      },
    ]);
  });

  it('is refused a wrong secret (by the signature check) and an unknown access key (by s3rver)', async () => {
    const bytes = new TextEncoder().encode('x');
    const wrongSecret = createS3Storage({ ...store.settings, secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put('6/x.txt', bytes)).rejects.toThrow('failed: 403 SignatureDoesNotMatch');
    await expect(wrongSecret.get('6/x.txt')).rejects.toThrow('S3 GET 6/x.txt failed: 403 SignatureDoesNotMatch');
    const unknownKey = createS3Storage({ ...store.settings, accessKeyId: 'NOBODY' });
    await expect(unknownKey.put('6/x.txt', bytes)).rejects.toThrow('failed: 403 InvalidAccessKeyId');
    expect(await store.read('uploads/6/x.txt')).toBeNull();
  });
});

describe('S3 settings from the environment', () => {
  const all = {
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off with no S3 variable, and complete with the four (region and prefix optional)', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_REGION: 'eu-west-1', S3_PREFIX: 'x/' })).toBeNull();
    const settings = s3SettingsFromEnv(all);
    expect(settings).toEqual({
      endpoint: 'http://127.0.0.1:9000/',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(s3SettingsFromEnv({ ...all, S3_REGION: 'eu-west-1', S3_PREFIX: '' })).toMatchObject({
      region: 'eu-west-1',
      prefix: '',
    });
    expect(describeS3(settings!)).toBe('s3:http://127.0.0.1:9000/media');
  });

  it('refuses a half configuration, naming what is missing, and an endpoint that is not an http(s) URL', () => {
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'media' })).toThrow(
      'S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set with S3_BUCKET',
    );
    expect(() => s3SettingsFromEnv({ ...all, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /^S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID/,
    );
    expect(() => s3SettingsFromEnv({ ...all, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => s3SettingsFromEnv({ ...all, S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
  });
});

describe('uploads in S3 mode', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ jobCount: 2, draftJobCount: 0, campusJobCount: 0, jobDemo: false }, null, {
      s3: store.settings,
    });
  });
  afterAll(() => api?.close());

  it('keeps a member’s upload in the bucket; this app and a second one on the same database serve it', async () => {
    const { access } = await api.login('member@example.org');
    const png = new Uint8Array(
      encodePng(
        3,
        2,
        new Uint8Array(24).map((_, i) => i * 10),
      ),
    );
    const form = new FormData();
    form.append('file', new File([png], 'me.png', { type: 'image/png' }));
    form.append('purpose', 'picture');
    const res = await api.app.request('/api/v1/file-upload/', {
      method: 'POST',
      headers: { Host: 'localhost:8080', Authorization: `Bearer ${access}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const uploaded = (await res.json()) as UploadedFile;
    expect(uploaded.file).toMatch(/^\/media\/uploads\/\d+\/[0-9a-f-]{36}\.png$/);
    expect(await store.read(uploaded.file.replace(/^\/media\//, ''))).toEqual(png);

    const second = anotherProcess(api, { s3: store.settings });
    for (const app of [api.app, second.app]) {
      const served = await app.request(uploaded.file, { headers: { Host: 'localhost:8080' } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    }
    const unknown = uploaded.file.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
    expect((await second.app.request(unknown, { headers: { Host: 'localhost:8080' } })).status).toBe(404);
  });
});
