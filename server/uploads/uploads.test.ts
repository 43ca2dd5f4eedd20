import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../contract/imports';
import { PROFILE_MESSAGES, type Profile, UPLOAD_MAX_BYTES, type UploadedFile } from '../../contract/profile';
import type { ChangesResponse } from '../../contract/sync';
import { makeResumePdf } from '../../tests/fixtures/resume-pdf';
import { users } from '../db/schema';
import { profiles, uploads } from '../profiles/schema';
import { createTestApi, type TestApi } from '../testing';
import { encodePng } from '../web/icons';

let api: TestApi;
let token: string;
let userId: number;
let png: Uint8Array;
let pdf: Uint8Array;
/** The smallest MP4 file-type recognises: an ftyp box of brand mp42. */
const mp4 = new Uint8Array([
  ...[0, 0, 0, 0x18],
  ...new TextEncoder().encode('ftypmp42'),
  ...[0, 0, 0, 0],
  ...new TextEncoder().encode('mp42isom'),
  ...[0, 0, 0, 8],
  ...new TextEncoder().encode('mdat'),
]);

beforeAll(async () => {
  api = await createTestApi({ jobCount: 5 });
  token = (await api.login('member@example.org')).access;
  const [user] = await api.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'member@example.org'))
    .orderBy(users.id);
  userId = user!.id;
  png = new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(200)));
  pdf = await makeResumePdf();
});
afterAll(() => api?.close());

async function upload(fields: Record<string, string | File>, auth: string | null = token) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers: Record<string, string> = { Host: 'localhost:8080' };
  if (auth) headers['Authorization'] = `Bearer ${auth}`;
  const res = await api.app.request('/api/v1/file-upload/', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('POST /api/v1/file-upload/', () => {
  it('stores a picture and answers UploadedFile (201); the file is served with its type and headers', async () => {
    const res = await upload({ file: file(png, 'me.png', 'image/png'), purpose: 'picture' });
    expect(res.status).toBe(201);
    const uploaded = res.body as UploadedFile;
    expect(uploaded).toMatchObject({
      mime_type: 'image/png',
      name: 'me.png',
      size: png.byteLength,
      thumbnail_image: null,
    });
    expect(uploaded.file).toMatch(/^\/media\/uploads\/\d+\/[0-9a-f-]{36}\.png$/);

    const served = await api.app.request(uploaded.file, { headers: { Host: 'localhost:8080' } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    // Another tenant's host does not reach it, and an unknown key is a 404.
    expect((await api.app.request(uploaded.file, { headers: { Host: 'campus.localhost' } })).status).toBe(404);
    const unknown = uploaded.file.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000');
    expect((await api.app.request(unknown, { headers: { Host: 'localhost:8080' } })).status).toBe(404);
  });

  it('serves a PDF as an attachment under its name', async () => {
    const res = await upload({ file: file(pdf, 'My CV.pdf', 'application/pdf'), purpose: 'resume' });
    expect(res.status).toBe(201);
    const served = await api.app.request((res.body as UploadedFile).file, { headers: { Host: 'localhost:8080' } });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''My%20CV.pdf`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('checks the type by content, not by name or claimed type', async () => {
    const pdfAsPng = await upload({ file: file(pdf, 'photo.png', 'image/png'), purpose: 'picture' });
    expect(pdfAsPng).toEqual({ status: 400, body: { file: [IMPORT_MESSAGES.pictureType] } });
    const pngAsPdf = await upload({ file: file(png, 'cv.pdf', 'application/pdf'), purpose: 'resume' });
    expect(pngAsPdf).toEqual({ status: 400, body: { file: [PROFILE_MESSAGES.resumeNotPdf] } });
    const pngAsVideo = await upload({ file: file(png, 'clip.mp4', 'video/mp4'), purpose: 'video' });
    expect(pngAsVideo).toEqual({ status: 400, body: { file: [IMPORT_MESSAGES.videoType] } });
    const text = await upload({ file: file(new TextEncoder().encode('hello'), 'a.pdf'), purpose: 'attachment' });
    expect(text).toEqual({ status: 400, body: { file: [IMPORT_MESSAGES.attachmentType] } });

    const video = await upload({ file: file(mp4, 'clip.bin'), purpose: 'video' });
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({ mime_type: 'video/mp4' });
    expect((await upload({ file: file(pdf, 'x'), purpose: 'attachment' })).status).toBe(201);
    expect((await upload({ file: file(png, 'x'), purpose: 'attachment' })).status).toBe(201);
  });

  it('refuses files over 10 MB with the spec messages, and bodies far over it', async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(png);
    expect(await upload({ file: file(big, 'big.png'), purpose: 'picture' })).toEqual({
      status: 400,
      body: { file: [PROFILE_MESSAGES.uploadTooLarge] },
    });
    expect(await upload({ file: file(big, 'big.pdf'), purpose: 'resume' })).toEqual({
      status: 400,
      body: { file: [PROFILE_MESSAGES.resumeTooLarge] },
    });
    const huge = new Uint8Array(UPLOAD_MAX_BYTES * 2);
    expect(await upload({ file: file(huge, 'huge.png'), purpose: 'picture' })).toEqual({
      status: 400,
      body: { file: [PROFILE_MESSAGES.uploadTooLarge] },
    });
    // Exactly 10 MB is allowed.
    const limit = new Uint8Array(UPLOAD_MAX_BYTES);
    limit.set(png);
    expect((await upload({ file: file(limit, 'limit.png'), purpose: 'picture' })).status).toBe(201);
  });

  it('answers field errors for a missing file or purpose, and 401 without a token', async () => {
    expect(await upload({ purpose: 'picture' })).toEqual({ status: 400, body: { file: [IMPORT_MESSAGES.noFile] } });
    expect((await upload({ file: file(png, 'a.png') })).body).toEqual({ purpose: ['Required'] });
    expect((await upload({ file: file(png, 'a.png'), purpose: 'song' })).body).toEqual({
      purpose: [IMPORT_MESSAGES.invalidPurpose],
    });
    expect((await upload({ file: file(png, 'a.png'), purpose: 'picture', profile_field: 'resume' })).body).toEqual({
      profile_field: [IMPORT_MESSAGES.profileFieldMismatch],
    });
    expect((await upload({ file: file(png, 'a.png'), purpose: 'picture' }, null)).status).toBe(401);
  });

  it('with profile_field sets the file on the profile (row created when missing) and logs a profile change', async () => {
    const student = (await api.login('student@example.org')).access;
    const [studentUser] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'student@example.org'))
      .orderBy(users.id);
    await api.database.db.delete(profiles).where(eq(profiles.userId, studentUser!.id));
    const head = await api.call<ChangesResponse>('GET', '/api/v1/sync/changes/', { token: student });

    const res = await upload({ file: file(png, 'face.png'), purpose: 'picture', profile_field: 'picture' }, student);
    expect(res.status).toBe(201);
    const uploaded = res.body as UploadedFile;
    const [row] = await api.database.db.select().from(profiles).where(eq(profiles.userId, studentUser!.id));
    expect(row?.pictureId).toBe(uploaded.id);

    const own = await api.call<Profile>('GET', '/api/v1/profile/', { token: student });
    expect(own.body.picture).toBe(uploaded.file);
    const feed = await api.call<ChangesResponse>('GET', `/api/v1/sync/changes/?cursor=${head.body.cursor}`, {
      token: student,
    });
    const change = feed.body.changes.find((c) => c.entity === 'profile');
    expect(change).toMatchObject({ entity: 'profile', op: 'upsert', id: String(studentUser!.id) });
    // The member's own feed does not carry it.
    const memberFeed = await api.call<ChangesResponse>('GET', `/api/v1/sync/changes/?cursor=${head.body.cursor}`, {
      token,
    });
    expect(memberFeed.body.changes.some((c) => c.entity === 'profile' && c.id === String(studentUser!.id))).toBe(false);

    const resume = await upload({ file: file(pdf, 'cv.pdf'), purpose: 'resume', profile_field: 'resume' }, student);
    const after = await api.call<Profile>('GET', '/api/v1/profile/', { token: student });
    expect(after.body.resume).toEqual(resume.body);
    expect(after.body.picture).toBe(uploaded.file);
  });

  it('keeps each upload as a row of its owner and tenant', async () => {
    const rows = await api.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.mimeType, 'image/png')));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key.startsWith(`${row.tenantId}/`)).toBe(true);
  });
});
