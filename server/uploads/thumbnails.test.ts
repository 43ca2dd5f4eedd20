import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MEDIA_UPLOADS_PREFIX } from '../../contract/imports';
import type { UploadedFile } from '../../contract/profile';
import { makeResumePdf } from '../../tests/fixtures/resume-pdf';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';
import { createMediaStorage, type MediaStorage } from './storage';
import { thumbnailKey } from './thumbnails';

const HOST = { Host: 'localhost:8080' };
let api: TestApi;
let token: string;
let mediaDir: string;
let storage: MediaStorage;

/** A photo-like PNG (noise compresses badly, as photos do). */
const noisePng = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'thumbnails-test-'));
  api = await createTestApi({ jobCount: 5 }, null, { mediaDir });
  storage = createMediaStorage(mediaDir);
  token = (await api.login('member@example.org')).access;
});
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function upload(bytes: Uint8Array, name: string, purpose = 'attachment'): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  form.append('purpose', purpose);
  const res = await api.app.request('/api/v1/file-upload/', {
    method: 'POST',
    headers: { ...HOST, Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadedFile;
}

const get = (path: string, host: Record<string, string> = HOST) => api.app.request(path, { headers: host });
const keyOf = (file: UploadedFile) => file.file.slice(MEDIA_UPLOADS_PREFIX.length);

describe('GET /media/uploads/{key}?w=N', () => {
  it('answers a WebP thumbnail at that width, stored on first request and read from storage after', async () => {
    const png = await noisePng(400, 300);
    const uploaded = await upload(png, 'photo.png', 'picture');

    const first = await get(`${uploaded.file}?w=160`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const body = new Uint8Array(await first.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 160, height: 120 });
    expect(body.byteLength).toBeLessThan(png.byteLength);

    // Kept under the derived key; a second request answers what storage holds.
    const key = thumbnailKey(keyOf(uploaded), 160);
    expect(key).toMatch(/^thumbs\/160\/\d+\/[0-9a-f-]{36}\.webp$/);
    expect(await storage.get(key)).toEqual(body);
    const planted = new Uint8Array(
      await sharp({ create: { width: 8, height: 6, channels: 3, background: '#f00' } })
        .webp()
        .toBuffer(),
    );
    await storage.put(key, planted);
    const second = await get(`${uploaded.file}?w=160`);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(planted);

    // The original is unchanged, and another tenant reaches neither.
    expect(new Uint8Array(await (await get(uploaded.file)).arrayBuffer())).toEqual(new Uint8Array(png));
    expect((await get(`${uploaded.file}?w=160`, { Host: CAMPUS_HOST })).status).toBe(404);
  });

  it('never enlarges a smaller image, and takes the first frame of a GIF', async () => {
    const small = await upload(await noisePng(100, 80), 'small.png', 'picture');
    const res = await get(`${small.file}?w=640`);
    expect(res.status).toBe(200);
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 80 });

    const gif = await sharp({ create: { width: 480, height: 240, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const fromGif = await get(`${(await upload(gif, 'still.gif', 'picture')).file}?w=320`);
    expect(await sharp(new Uint8Array(await fromGif.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 160,
    });
  });

  it('refuses a width outside THUMBNAIL_WIDTHS with 400', async () => {
    const uploaded = await upload(await noisePng(50, 50), 'a.png', 'picture');
    for (const w of ['999', '0', '-160', '160.0', 'abc', '']) {
      const res = await get(`${uploaded.file}?w=${w}`);
      expect(res.status, `w=${w}`).toBe(400);
      expect(await res.json()).toEqual({ detail: IMPORT_MESSAGES.thumbnailWidth });
    }
  });

  it('refuses a thumbnail of a PDF with 400; the PDF itself is still served', async () => {
    const pdf = await upload(await makeResumePdf(), 'cv.pdf', 'resume');
    const res = await get(`${pdf.file}?w=160`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: IMPORT_MESSAGES.thumbnailNotImage });
    expect((await get(pdf.file)).headers.get('content-type')).toBe('application/pdf');
  });

  it('answers the original of an image it cannot read, with no 5xx', async () => {
    const png = new Uint8Array(await noisePng(300, 200));
    const truncated = png.slice(0, 400);
    const garbled = png.slice();
    garbled.fill(0xff, 16, 33);
    for (const bytes of [truncated, garbled]) {
      const uploaded = await upload(bytes, 'broken.png', 'picture');
      const res = await get(`${uploaded.file}?w=160`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      expect(await storage.get(thumbnailKey(keyOf(uploaded), 160))).toBeNull();
    }
  });

  it('answers 404 for an unknown key, with or without w', async () => {
    const unknown = `${MEDIA_UPLOADS_PREFIX}1/00000000-0000-4000-8000-000000000000.png`;
    expect((await get(unknown)).status).toBe(404);
    expect((await get(`${unknown}?w=160`)).status).toBe(404);
    expect((await get(`${MEDIA_UPLOADS_PREFIX}thumbs/160/1/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(
      404,
    );
  });
});
