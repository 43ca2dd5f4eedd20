import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { getMeta } from '../core/db';
import { mutate } from '../core/outbox';
import { pull } from '../core/pull';
import { pushOutbox } from '../core/push';
import { fetchUpload } from '../core/upload';
import { BASE_URL, signIn, storeTestFile, syncedDevice, testContext, testDb } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { realNetwork } from '../testing/real-network';

const api = realApiForFile();

describe('profile.file', { timeout: 30_000 }, () => {
  it('uploads the kept file as multipart with its key, records progress and sets the picture', async () => {
    const server = realNetwork(api());
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
    const png = await pngBytes();
    await storeTestFile(db, 'f1', new Blob([png.slice()], { type: 'image/png' }), 'me.png');
    await mutate(db, 'profile.file', { fileId: 'f1', field: 'picture' });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });

    const request = server.requests.find((r) => r.path === '/api/v1/file-upload/');
    expect(request?.body).toEqual({
      file: { name: 'me.png', size: png.length, type: 'image/png' },
      purpose: 'picture',
      profile_field: 'picture',
    });
    expect(request?.idempotencyKey).toEqual(expect.any(String));
    expect(progress).toEqual([png.length]);
    const file = await db.files.get('f1');
    expect(file).toMatchObject({ sent: png.length, uploadedId: expect.any(Number) });
    expect(file?.blob.size).toBe(0);
    const picture = (await getMeta(db, 'profile'))?.picture;
    expect(picture).toMatch(/^\/media\/.+/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the entry for later when the server cannot be reached', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    await storeTestFile(db, 'f2', new Blob(['%PDF'], { type: 'application/pdf' }), 'cv.pdf');
    await mutate(db, 'profile.file', { fileId: 'f2', field: 'resume' });
    server.failNext('network');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'transient', isUnreachable: true });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.files.get('f2'))?.blob.size).toBe(4);
  });
});

/** A real, decodable 2x2 PNG (the server checks an image's content, not only its type). */
async function pngBytes(): Promise<Uint8Array> {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return new Uint8Array(PNG.sync.write(png));
}
