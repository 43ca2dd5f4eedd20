/**
 * 'content.submit' against a stand-in server: a draft queued offline waits, then
 * uploads its kept files and POSTs the payload with their ids (accepted: the item is stored,
 * the draft and its files are gone); a refused one keeps every value with the server's field
 * errors; an edit PATCHes the item.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, contentKey, type Post, type Resource, type UploadedFile } from '../contract';
import type { ContentDraft, PortalDb } from './db';
import { mutate, needsAttention, pendingEntries } from './outbox';
import { pushOutbox } from './push';
import { mutations, syncedDevice } from './testing/fake-fixtures';
import { createFakeServer } from './testing/fake-server';
import { storeTestPdf } from './testing/fixtures';

const author = { id: 1, name: 'Ada', name_slug: 'ada', image: null };

function resource(id: number, files: UploadedFile[], thumbnail: UploadedFile | null): Resource {
  return {
    id,
    title: 'Interview checklist',
    title_slug: 'interview-checklist',
    content: '<p>Prepare</p>',
    group: 4,
    group_detail: null,
    security_level: 0,
    publish_to_khub: true,
    files,
    topics: [],
    topics_detailed: [],
    topic_area: null,
    is_premium: false,
    is_locked: false,
    career_stages: [],
    career_goals: [],
    thumbnail_image: thumbnail,
    country: null,
    roles: [],
    type: 'other',
    sub_type: null,
    source: null,
    is_trending: false,
    is_pinned: false,
    vote_score: 0,
    status: 'pending',
    created_by: author,
    created_at: '2026-04-01T00:00:00.000Z',
    can_edit: true,
    can_moderate: false,
    is_bookmarked: false,
  };
}

async function putDraft(db: PortalDb, draft: Omit<ContentDraft, 'status' | 'errors' | 'updatedAt'>) {
  await db.contentDrafts.put({ ...draft, status: 'draft', errors: null, updatedAt: 1 });
}

const later = (ms: number) => () => Date.now() + ms;

describe('content.submit', () => {
  it('queued offline, then uploads the files first and posts their ids; the draft becomes the item', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await storeTestPdf(db, 'local-pdf', '%PDF-1.4\n%guide\n', 'guide.pdf');
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await db.files.put({
      ...(await db.files.get('local-pdf'))!,
      id: 'local-png',
      name: 'cover.png',
      type: 'image/png',
      size: png.size,
      blob: png,
    });
    const values = {
      title: 'Interview checklist',
      content: '<p>Prepare</p>',
      group: 4,
      type: 'other',
      security_level: 0,
      publish_to_khub: true,
      is_premium: false,
      files: ['local-pdf'],
      thumbnail_image: 'local-png',
      topics: [],
      topic_area: null,
      career_stages: [],
      country: null,
      source: null,
    };
    await putDraft(db, { id: 'd1', kind: 'resource', editingId: null, values });
    await mutate(db, 'content.submit', { draftId: 'd1', kind: 'resource' });
    expect((await db.contentDrafts.get('d1'))?.status).toBe('queued');

    // No network: nothing lost, still queued.
    server.failNext('network');
    expect((await pushOutbox(ctx)).kind).toBe('transient');
    expect((await db.contentDrafts.get('d1'))?.status).toBe('queued');
    expect(await pendingEntries(db)).toHaveLength(1);

    // Back online: the two uploads (ids 501 and 502 from the server), then the resource with their ids.
    const uploaded = (id: number, name: string, mime_type: string): UploadedFile => ({
      id,
      file: `/media/${name}`,
      mime_type,
      thumbnail_image: null,
      name,
      size: 4,
    });
    const item = resource(77, [uploaded(501, 'guide.pdf', 'application/pdf')], uploaded(502, 'cover.png', 'image/png'));
    server.failNext({ status: 201, body: item }, (request) => request.path === '/api/v1/resources/');
    const answered = { ...ctx, now: later(60 * 60_000) };
    expect(await pushOutbox(answered)).toEqual({ kind: 'done' });
    const sent = mutations(server).filter((request) => request.path === '/api/v1/resources/');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ files: [501], thumbnail_image: 502, title: 'Interview checklist' });
    const uploads = mutations(server).filter((request) => request.path === '/api/v1/file-upload/');
    // The first try never reached the server; then the PDF as an attachment, the thumbnail as a picture.
    expect(uploads.map((request) => (request.body as { purpose: string }).purpose)).toEqual([
      'attachment',
      'attachment',
      'picture',
    ]);
    expect((await db.contents.get(contentKey('resource', 77)))?.data).toEqual(item);
    expect(await db.contentDrafts.get('d1')).toBeUndefined();
    expect(await db.files.bulkGet(['local-pdf', 'local-png'])).toEqual([undefined, undefined]);
    expect(await pendingEntries(db)).toEqual([]);
  });

  it('accepted: the server item is stored in db.contents', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    await putDraft(db, {
      id: 'd2',
      kind: 'resource',
      editingId: null,
      values: { title: 'Checklist', content: '<p>x</p>', group: 4, files: [], thumbnail_image: null },
    });
    await mutate(db, 'content.submit', { draftId: 'd2', kind: 'resource' });
    server.failNext({ status: 201, body: resource(78, [], null) }, (request) => request.path === '/api/v1/resources/');
    expect(await pushOutbox(ctx)).toEqual({ kind: 'done' });
    expect(await db.contents.get(contentKey('resource', 78))).toMatchObject({
      kind: 'resource',
      slug: 'interview-checklist',
      status: 'pending',
      savedAt: null,
    });
    expect(await db.contentDrafts.get('d2')).toBeUndefined();
  });

  it('refused: the draft keeps every value with the field errors; the entry needs attention', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    const values = { title: '', description: '<p>Long enough</p>', reason: 'Because', topics: [3] };
    await putDraft(db, { id: 'd3', kind: 'usecase', editingId: null, values });
    await mutate(db, 'content.submit', { draftId: 'd3', kind: 'usecase' });
    server.failNext(
      { status: 400, body: { title: ['This field is required.'] } },
      (request) => request.path === '/api/v1/use-cases/',
    );
    await pushOutbox(ctx);
    expect(await db.contentDrafts.get('d3')).toMatchObject({
      status: 'failed',
      values,
      errors: { title: ['This field is required.'] },
    });
    expect((await needsAttention(db)).map((entry) => [entry.name, entry.error])).toEqual([
      ['content.submit', CONTENT_MESSAGES.couldNotSubmit],
    ]);
  });

  it('an edit of a newsletter is a PATCH of the post with its type', async () => {
    const server = createFakeServer();
    const { db, ctx } = await syncedDevice(server);
    const post: Post = {
      id: 9,
      slug: 'march-news',
      title: 'March news',
      content: '<p>News</p>',
      group: null,
      group_detail: null,
      security_level: 0,
      files: [],
      send_email: false,
      types: 'newsletter',
      created_by: author,
      created_at: '2026-03-01T00:00:00.000Z',
      can_edit: true,
      can_moderate: false,
      is_bookmarked: false,
    };
    await putDraft(db, {
      id: 'd4',
      kind: 'newsletter',
      editingId: 9,
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
    server.failNext({ status: 200, body: post }, (request) => request.path === '/api/v1/contents/9/');
    await pushOutbox(ctx);
    const sent = mutations(server).filter((request) => request.path === '/api/v1/contents/9/');
    expect(sent.map((request) => request.method)).toEqual(['PATCH']);
    expect(sent[0]?.body).toMatchObject({ types: 'newsletter', title: 'March news' });
    expect((await db.contents.get(contentKey('post', 9)))?.slug).toBe('march-news');
    expect(await db.contentDrafts.get('d4')).toBeUndefined();
  });
});
