/**
 * 'content.submit' against the real server: a draft queued offline waits, then uploads its
 * kept files and POSTs the payload with their ids (accepted: the item is stored, the draft
 * and its files are gone); a refused one keeps every value with the server's field errors;
 * an edit PATCHes the item.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTENT_ENDPOINTS,
  CONTENT_FORM_MESSAGES,
  CONTENT_MESSAGES,
  contentKey,
  type Post,
  pathOf,
  type Resource,
} from '../../contract';
import { makeUseCaseForm } from '../../contract/fixtures';
import type { ContentDraft, PortalDb } from '../core/db';
import { mutate, needsAttention, pendingEntries } from '../core/outbox';
import { pushOutbox } from '../core/push';
import { MEMBER, mutations, storeTestPdf, syncedDevice } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { contributableGroupOf, contributionChoices, pixelPng } from '../testing/real-content';
import { realNetwork } from '../testing/real-network';

const api = realApiForFile();

async function putDraft(db: PortalDb, draft: Omit<ContentDraft, 'status' | 'errors' | 'updatedAt'>) {
  await db.contentDrafts.put({ ...draft, status: 'draft', errors: null, updatedAt: 1 });
}

const later = (ms: number) => () => Date.now() + ms;

/** A whole resource form contributed to a group of `MEMBER`, as the editor keeps it (files by their local ids). */
async function resourceValues(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  return {
    group: await contributableGroupOf(api(), MEMBER),
    type: 'other',
    security_level: 0,
    publish_to_khub: true,
    is_premium: false,
    ...(await contributionChoices(api())),
    country: null,
    source: null,
    ...values,
  };
}

/** What the server answers `email` for GET `path`. */
async function serverItem<T>(email: string, path: string): Promise<T> {
  const { access } = await api().login(email);
  const res = await api().call<T>('GET', path, { token: access });
  expect(res.status).toBe(200);
  return res.body;
}

describe('content.submit', { timeout: 60_000 }, () => {
  it('queued offline, then uploads the files first and posts their ids; the draft becomes the item', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    await storeTestPdf(db, 'local-pdf', '%PDF-1.4\n%guide\n', 'guide.pdf');
    const png = pixelPng();
    await db.files.put({
      ...(await db.files.get('local-pdf'))!,
      id: 'local-png',
      name: 'cover.png',
      type: 'image/png',
      size: png.size,
      blob: png,
    });
    const values = await resourceValues({
      title: 'Interview checklist',
      content: '<p>Prepare</p>',
      files: ['local-pdf'],
      thumbnail_image: 'local-png',
    });
    await putDraft(db, { id: 'd1', kind: 'resource', editingId: null, values });
    await mutate(db, 'content.submit', { draftId: 'd1', kind: 'resource' });
    expect((await db.contentDrafts.get('d1'))?.status).toBe('queued');

    // No network: nothing lost, still queued.
    server.failNext('network');
    expect((await pushOutbox(ctx)).kind).toBe('transient');
    expect((await db.contentDrafts.get('d1'))?.status).toBe('queued');
    expect(await pendingEntries(db)).toHaveLength(1);

    // Back online: the two uploads, then the resource with the ids the server gave them.
    const answered = { ...ctx, now: later(60 * 60_000) };
    expect(await pushOutbox(answered)).toEqual({ kind: 'done' });
    const stored = await db.contents
      .where('kind')
      .equals('resource')
      .filter((row) => (row.data as Resource).title === 'Interview checklist')
      .toArray();
    expect(stored).toHaveLength(1);
    const item = stored[0]!.data as Resource;
    expect(item.files.map((file) => file.name)).toEqual(['guide.pdf']);
    expect(item.thumbnail_image?.mime_type).toBe('image/png');
    const sent = mutations(server).filter((request) => request.path === '/api/v1/resources/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      files: [item.files[0]?.id],
      thumbnail_image: item.thumbnail_image?.id,
      title: 'Interview checklist',
    });
    const uploads = mutations(server).filter((request) => request.path === '/api/v1/file-upload/');
    // The first try never reached the server; then the PDF as an attachment, the thumbnail as a picture.
    expect(uploads.map((request) => (request.body as { purpose: string }).purpose)).toEqual([
      'attachment',
      'attachment',
      'picture',
    ]);
    expect((await db.contents.get(contentKey('resource', item.id)))?.data).toEqual(
      await serverItem<Resource>(MEMBER, pathOf(CONTENT_ENDPOINTS.resource.byId, { id: item.id })),
    );
    expect(await db.contentDrafts.get('d1')).toBeUndefined();
    expect(await db.files.bulkGet(['local-pdf', 'local-png'])).toEqual([undefined, undefined]);
    expect(await pendingEntries(db)).toEqual([]);
  });

  it('accepted: the server item is stored in db.contents', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    await putDraft(db, {
      id: 'd2',
      kind: 'resource',
      editingId: null,
      values: await resourceValues({ title: 'Checklist', content: '<p>x</p>', files: [], thumbnail_image: null }),
    });
    await mutate(db, 'content.submit', { draftId: 'd2', kind: 'resource' });
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    const [row] = await db.contents
      .where('kind')
      .equals('resource')
      .filter((stored) => (stored.data as Resource).title === 'Checklist')
      .toArray();
    expect(row).toMatchObject({ kind: 'resource', slug: 'checklist', status: 'pending', savedAt: null });
    expect(await db.contents.get(contentKey('resource', row!.id))).toMatchObject({ data: { title: 'Checklist' } });
    expect(await db.contentDrafts.get('d2')).toBeUndefined();
  });

  it('refused: the draft keeps every value with the field errors; the entry needs attention', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    const values = makeUseCaseForm({ description: '<p>Long enough</p>', reason: 'Because' });
    await putDraft(db, { id: 'd3', kind: 'usecase', editingId: null, values });
    await mutate(db, 'content.submit', { draftId: 'd3', kind: 'usecase' });
    await pushOutbox(ctx);
    expect(mutations(server).filter((request) => request.path === '/api/v1/use-cases/')).toHaveLength(1);
    expect(await db.contentDrafts.get('d3')).toMatchObject({
      status: 'failed',
      values,
      errors: { title: [CONTENT_FORM_MESSAGES.required] },
    });
    expect((await needsAttention(db)).map((entry) => [entry.name, entry.error])).toEqual([
      ['content.submit', CONTENT_MESSAGES.couldNotSubmit],
    ]);
  });

  it('an edit of a newsletter is a PATCH of the post with its type', async () => {
    const server = realNetwork(api());
    const admin = 'admin@example.org';
    const { access } = await api().login(admin);
    const created = await api().call<Post>('POST', pathOf(CONTENT_ENDPOINTS.post.create), {
      token: access,
      body: {
        title: 'March news',
        content: '<p>Old news</p>',
        group: null,
        types: 'newsletter',
        security_level: 0,
        send_email: false,
        files: [],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const { db, ctx } = await syncedDevice(server, admin);
    await putDraft(db, {
      id: 'd4',
      kind: 'newsletter',
      editingId: id,
      values: {
        title: 'March news',
        content: '<p>News</p>',
        group: null,
        security_level: 0,
        send_email: false,
        files: [],
      },
    });
    await mutate(db, 'content.submit', { draftId: 'd4', kind: 'newsletter' });
    await pushOutbox(ctx);
    const sent = mutations(server).filter((request) => request.path === pathOf(CONTENT_ENDPOINTS.post.update, { id }));
    expect(sent.map((request) => request.method)).toEqual(['PATCH']);
    expect(sent[0]?.body).toMatchObject({ types: 'newsletter', title: 'March news' });
    expect((await db.contents.get(contentKey('post', id)))?.slug).toBe(created.body.slug);
    expect((await db.contents.get(contentKey('post', id)))?.data).toMatchObject({ content: '<p>News</p>' });
    expect(await db.contentDrafts.get('d4')).toBeUndefined();
  });
});
