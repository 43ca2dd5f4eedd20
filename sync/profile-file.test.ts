import { describe, expect, it } from 'vitest';
import { getMeta } from './db';
import { mutate } from './outbox';
import { pull } from './pull';
import { pushOutbox } from './push';
import { createFakeServer } from './testing/fake-server';
import { BASE_URL, signIn, testContext, testDb } from './testing/fixtures';
import { fetchUpload } from './upload';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('profile.file', () => {
  it('uploads the kept file as multipart with its key, records progress and sets the picture', async () => {
    const server = createFakeServer();
    const db = testDb();
    await signIn(db, server);
    const progress: number[] = [];
    const upload = fetchUpload(BASE_URL, server.fetch);
    const ctx = {
      ...testContext(db, server),
      upload: (request: Parameters<typeof upload>[0]) =>
        upload({
          ...request,
          onProgress: (sent) => {
            progress.push(sent);
            request.onProgress?.(sent);
          },
        }),
    };
    await pull(ctx, { withMeta: false });
    const blob = new Blob([PNG], { type: 'image/png' });
    await db.files.put({
      id: 'f1',
      name: 'me.png',
      type: 'image/png',
      size: blob.size,
      blob,
      sent: 0,
      uploadedId: null,
      error: null,
      createdAt: 0,
    });
    await mutate(db, 'profile.file', { fileId: 'f1', field: 'picture' });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });

    const request = server.requests.find((r) => r.path === '/api/v1/file-upload/');
    expect(request?.body).toEqual({
      file: { name: 'me.png', size: PNG.length, type: 'image/png' },
      purpose: 'picture',
      profile_field: 'picture',
    });
    expect(request?.idempotencyKey).toEqual(expect.any(String));
    expect(progress).toEqual([PNG.length]);
    const file = await db.files.get('f1');
    expect(file).toMatchObject({ sent: PNG.length, uploadedId: 501 });
    expect(file?.blob.size).toBe(0);
    expect((await getMeta(db, 'profile'))?.picture).toBe('/media/me.png');
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the entry for later when the server cannot be reached', async () => {
    const server = createFakeServer();
    const db = testDb();
    await signIn(db, server);
    const ctx = { ...testContext(db, server), upload: fetchUpload(BASE_URL, server.fetch) };
    await pull(ctx, { withMeta: false });
    await db.files.put({
      id: 'f2',
      name: 'cv.pdf',
      type: 'application/pdf',
      size: 4,
      blob: new Blob(['%PDF']),
      sent: 0,
      uploadedId: null,
      error: null,
      createdAt: 0,
    });
    await mutate(db, 'profile.file', { fileId: 'f2', field: 'resume' });
    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.files.get('f2'))?.blob.size).toBe(4);
  });
});
