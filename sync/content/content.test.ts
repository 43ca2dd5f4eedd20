/**
 * The content area of the worker against a stand-in server, and the local rules:
 * pages land in db.contents, a 404 forgets the row, the offline list filters and pages like
 * the server, eviction never drops a saved row or the member's own, the feed keeps savedAt.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type AiTool,
  type CareerTip,
  COLLECTION_ENDPOINTS,
  CONTENT_ENDPOINTS,
  contentKey,
  type Post,
  pathOf,
  type Resource,
  type UploadedFile,
  type UseCase,
} from '../../contract';
import { makeUseCaseForm } from '../../contract/fixtures';
import { useCases } from '../../server/content/schema';
import { saveItemForOffline } from '../../src/features/content/offline';
import { type LocalContent, setMeta } from '../core/db';
import { pageCacheKey } from '../core/page-cache';
import { pull } from '../core/pull';
import type { SearchMatches } from '../search/matches';
import { createSearchIndex } from '../search/search-index';
import { MEMBER, syncedDevice, testContext, testDb } from '../testing/fixtures';
import { realApiForFile } from '../testing/real-api';
import { contributableGroupOf } from '../testing/real-content';
import { realNetwork } from '../testing/real-network';
import { createContent } from './content';
import { evictContents, filterContents, pageOf, putServerContents, toLocalContent } from './content-local';

const api = realApiForFile();
const ADMIN = 'admin@example.org';

interface Paged<T> {
  data: T[];
  pagination: { count: number; next: string | null };
}

/** A whole use case form. */
const useCaseForm = (title: string, group: number) =>
  makeUseCaseForm({
    title,
    description: '<p>Summarise meetings</p>',
    reason: 'Saves time',
    group,
    business_value: 'high',
    complexity: 'low',
    innovation_category: 'incremental',
  });

const author = (id: number) => ({ id, name: `User ${id}`, name_slug: `user-${id}`, image: null });
const rights = { can_edit: false, can_moderate: false, is_bookmarked: false };
const pdf: UploadedFile = {
  id: 40,
  file: '/media/uploads/guide.pdf',
  mime_type: 'application/pdf',
  thumbnail_image: null,
  name: 'guide.pdf',
  size: 10,
};

function resource(id: number, patch: Partial<Resource> = {}): Resource {
  return {
    id,
    title: `Resource ${id}`,
    title_slug: `resource-${id}`,
    content: '<p>About interviews</p>',
    group: null,
    group_detail: null,
    security_level: 0,
    publish_to_khub: false,
    files: [],
    topics: [],
    topics_detailed: [],
    topic_area: null,
    is_premium: false,
    is_locked: false,
    career_stages: [],
    career_goals: [],
    thumbnail_image: null,
    country: null,
    roles: [],
    type: 'other',
    sub_type: null,
    source: null,
    is_trending: false,
    is_pinned: false,
    vote_score: 0,
    status: 'approved',
    created_by: author(2),
    created_at: `2026-01-${String(10 + (id % 20)).padStart(2, '0')}T00:00:00.000Z`,
    ...rights,
    ...patch,
  };
}

function useCase(id: number, patch: Partial<UseCase> = {}): UseCase {
  return {
    id,
    slug: `use-case-${id}`,
    title: `Use case ${id}`,
    description: '<p>Summarise meetings</p>',
    reason: 'Saves time',
    group: null,
    group_detail: null,
    ai_tools: [],
    ai_tools_detailed: [],
    thumbnail_image: null,
    document: null,
    video_link: null,
    topic_area: null,
    topics: [],
    topics_detailed: [],
    career_stages: [],
    professional_fields: [],
    job_functions: [],
    categories: [],
    roles: [],
    business_value: 'high',
    complexity: 'low',
    innovation_category: 'incremental',
    status: 'approved',
    vote_score: 0,
    user_vote_type: null,
    created_by: author(2),
    default_group: null,
    related_circles: [],
    agent_responses: [],
    created_at: `2026-02-${String(10 + (id % 15)).padStart(2, '0')}T00:00:00.000Z`,
    ...rights,
    ...patch,
  };
}

const aiTool = (id: number, patch: Partial<AiTool> = {}): AiTool => ({
  id,
  slug: `tool-${id}`,
  name: `Tool ${id}`,
  description: 'Writes drafts',
  logo: null,
  categories: [],
  status: 'approved',
  group: null,
  group_detail: null,
  created_by: author(2),
  created_at: '2026-02-01T00:00:00.000Z',
  website: null,
  roles: [],
  use_cases: [],
  vote_score: 0,
  user_vote_type: null,
  ...rights,
  ...patch,
});

const post = (id: number, types: Post['types']): Post => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  content: '<p>Hello</p>',
  group: null,
  group_detail: null,
  security_level: 0,
  files: [],
  send_email: false,
  types,
  created_by: author(2),
  created_at: `2026-03-0${id}T00:00:00.000Z`,
  ...rights,
});

/** The device's search index over these rows: what it matches for a text. */
async function searchedIn(stored: LocalContent[]) {
  const db = testDb();
  await db.contents.bulkPut(stored);
  const index = createSearchIndex(db);
  await index.warm();
  return async (text: string): Promise<SearchMatches> => new Map(await index.match('contents', text));
}

const rows = (kind: Parameters<typeof toLocalContent>[0], items: Parameters<typeof toLocalContent>[1][]) =>
  items.map((item) => toLocalContent(kind, item, 1, null));

describe('the offline list', () => {
  it('shows approved resources only, prompts apart, pinned first, then newest', () => {
    const stored = rows('resource', [
      resource(1),
      resource(2, { status: 'pending' }),
      resource(3, { type: 'prompt' }),
      resource(4, { is_pinned: true }),
      resource(5),
    ]);
    expect(filterContents('resource', stored, { type: 'resource' }).map((item) => item.id)).toEqual([4, 5, 1]);
    expect(filterContents('resource', stored, { type: 'prompt' }).map((item) => item.id)).toEqual([3]);
    // A moderator's review list.
    expect(filterContents('resource', stored, { status: 'pending' }).map((item) => item.id)).toEqual([2]);
  });

  it('searches titles and text through the search index, titles first, and filters by topic area, stage and country', async () => {
    const stored = rows('resource', [
      resource(1, { title: 'Salary negotiation', topic_area: 7, career_stages: [1, 2], country: 'KE' }),
      resource(2, { content: '<p>Negotiation <b>tips</b></p>', topic_area: 8, country: 'NG' }),
      resource(3, { title: 'Networking' }),
    ]);
    const matching = await searchedIn(stored);
    const ids = (params: Parameters<typeof filterContents>[2], matches: SearchMatches | null = null) =>
      filterContents('resource', stored, params, matches).map((item) => item.id);
    expect(ids({}, await matching('negotiation'))).toEqual([1, 2]);
    expect(ids({}, await matching('negotation'))).toEqual([1, 2]);
    expect(ids({}, await matching('tips'))).toEqual([2]);
    expect(ids({ country: 'NG' }, await matching('negotiation'))).toEqual([2]);
    expect(ids({})).toEqual([3, 2, 1]);
    expect(ids({ topic_area: '7' })).toEqual([1]);
    expect(ids({ topic_areas: '7,8' })).toEqual([2, 1]);
    expect(ids({ career_stage: '2' })).toEqual([1]);
    expect(ids({ country: 'NG' })).toEqual([2]);
  });

  it('filters use cases, AI tools and posts by their own fields', async () => {
    const cases = rows('usecase', [
      useCase(1, { categories: [2], professional_fields: [5], career_stages: [3] }),
      useCase(2, { categories: [1], status: 'rejected' }),
      useCase(3, { categories: [1, 2], title: 'Meeting notes' }),
    ]);
    expect(filterContents('usecase', cases, { categories: '2' }).map((item) => item.id)).toEqual([3, 1]);
    expect(filterContents('usecase', cases, { professional_field: '5', career_stage: '3' }).map((i) => i.id)).toEqual([
      1,
    ]);
    const meetings = await (await searchedIn(cases))('meetings');
    expect(filterContents('usecase', cases, {}, meetings).map((item) => item.id)).toEqual([3, 1]);
    const tools = rows('aitool', [
      aiTool(1, { categories: [8] }),
      aiTool(2, { name: 'Copilot' }),
      aiTool(3, { status: 'pending' }),
    ]);
    expect(filterContents('aitool', tools, { categories: '8' }).map((item) => item.id)).toEqual([1]);
    const copi = await (await searchedIn(tools))('copi');
    expect(filterContents('aitool', tools, {}, copi).map((item) => item.id)).toEqual([2]);
    const posts = rows('post', [post(1, 'post'), post(2, 'newsletter'), post(3, 'post')]);
    expect(filterContents('post', posts, { types: 'newsletter' }).map((item) => item.id)).toEqual([2]);
    expect(filterContents('post', posts, {}).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('pages the filtered list', () => {
    const items = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(pageOf(items, 2, 9)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageOf(items, 3, 9)).toEqual([19, 20]);
    expect(pageOf(items, 4, 9)).toEqual([]);
  });
});

describe('content over the wire', { timeout: 60_000 }, () => {
  it('stores a page, keeps a saved row saved, and a 404 forgets the row', async () => {
    const server = realNetwork(api());
    const db = testDb();
    const content = createContent(testContext(db, server));
    const query = '/api/v1/resources/?type=resource&page=1&page_size=12';
    const expected = (await api().call<Paged<Resource>>('GET', query)).body;
    const first = expected.data[0]!;
    await db.contents.put(toLocalContent('resource', { ...first, title: 'Old title' }, 1, 555));
    const page = await content.list('resource', { type: 'resource', search: 'a', page: 1, page_size: 12 });
    expect(page).toEqual({
      kind: 'done',
      keys: expected.data.map((item) => contentKey('resource', item.id)),
      count: expected.pagination.count,
      next: expected.pagination.next,
    });
    // A visitor's read goes without a token; a one-letter search is not sent.
    const request = server.requests.at(-1);
    expect(request?.authorization).toBeNull();
    expect(request?.path).toBe(query);
    expect(await db.contents.get(contentKey('resource', first.id))).toMatchObject({
      savedAt: 555,
      slug: first.title_slug,
    });
    expect((await db.contents.get(contentKey('resource', first.id)))?.data).toMatchObject({ title: first.title });

    const [useCase] = (await api().call<Paged<UseCase>>('GET', '/api/v1/use-cases/?page=1&page_size=15')).body.data;
    expect(await content.bySlug('usecase', useCase!.slug)).toBe('ready');
    expect((await db.contents.get(contentKey('usecase', useCase!.id)))?.slug).toBe(useCase!.slug);
    // Its slug changes on the server: the old one is not found, and the stored row is forgotten.
    await api()
      .database.db.update(useCases)
      .set({ slug: `${useCase!.slug}-moved` })
      .where(eq(useCases.id, useCase!.id));
    expect(await content.bySlug('usecase', useCase!.slug)).toBe('missing');
    expect(await db.contents.get(contentKey('usecase', useCase!.id))).toBeUndefined();

    // A body outside the contract is a failure, not data.
    server.failNext({ status: 200, body: { data: [{ id: 1 }], pagination: { count: 1, next: null } } });
    expect((await content.list('aitool', { page: 1, page_size: 9 })).kind).toBe('failed');
    server.failNext('network');
    expect(await content.list('aitool', { page: 1, page_size: 9 })).toEqual({ kind: 'offline' });
  });

  it('moderation stores the item the server answers; refusals come back with the spec words', async () => {
    const server = realNetwork(api());
    const member = await api().login(MEMBER);
    const created = await api().call<AiTool>('POST', pathOf(CONTENT_ENDPOINTS.aitool.create), {
      token: member.access,
      body: {
        name: 'Draft helper',
        description: '<p>Writes drafts</p>',
        group: await contributableGroupOf(api(), MEMBER),
        categories: [],
        logo: null,
        website: null,
        roles: [],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    const tool = created.body.id;
    const { db, ctx } = await syncedDevice(server, ADMIN);
    const content = createContent(ctx);
    await putServerContents(db, 'aitool', [created.body], 1);
    expect(await content.moderate('aitool', tool, 'approve')).toEqual({ ok: true });
    expect(server.requests.at(-1)?.body).toEqual({ action: 'approve' });
    expect(await db.contents.get(contentKey('aitool', tool))).toMatchObject({ status: 'approved' });
    server.failNext({ status: 400, body: {} }, (r) => r.path === `/api/v1/ai-tools/${tool}/approve-reject/`);
    expect(await content.moderate('aitool', tool, 'reject')).toEqual({
      ok: false,
      message: 'Failed to reject AI Tool',
    });

    const { access } = await api().login(ADMIN);
    const post = await api().call<Post>('POST', pathOf(CONTENT_ENDPOINTS.post.create), {
      token: access,
      body: {
        title: 'Hello',
        content: '<p>Hello</p>',
        group: null,
        types: 'post',
        security_level: 0,
        send_email: false,
        files: [],
      },
    });
    await putServerContents(db, 'post', [post.body], 1);
    expect(await content.remove('post', post.body.id)).toEqual({ ok: true });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: pathOf(CONTENT_ENDPOINTS.post.remove, { id: post.body.id }),
    });
    expect(await db.contents.get(contentKey('post', post.body.id))).toBeUndefined();
  });

  it('the dashboards land in meta; a table page is answered', async () => {
    const server = realNetwork(api());
    const { db, ctx } = await syncedDevice(server);
    const content = createContent(ctx);
    const { access } = await api().login(MEMBER);
    const sections = (await api().call('GET', pathOf(COLLECTION_ENDPOINTS.myItems), { token: access })).body;
    expect(await content.sections('my')).toBe('ready');
    expect((await db.meta.get('mySections'))?.value).toEqual(sections);
    const mine = (await api().call<Paged<unknown>>('GET', '/api/v1/usecases/me/?page=1', { token: access })).body;
    expect(await content.collection('my', 'usecases', 1)).toEqual({ kind: 'done' });
    const key = pageCacheKey('collectionPage', { which: 'my', type: 'usecases', page: 1 });
    expect((await db.onlineCache.get(key))?.value).toEqual({ items: mine.data, count: mine.pagination.count });
    expect(server.requests.at(-1)?.path).toBe('/api/v1/usecases/me/?page=1');
    await content.collection('my', 'usecases', 2);
    expect(server.requests.at(-1)?.path).toBe('/api/v1/usecases/me/?page=2');
    await content.collection('favorites', 'aitools', 1);
    expect(server.requests.at(-1)?.path).toBe('/api/v1/my-favourites/?type=aitools&page=1');
  });
});

describe('keeping rows', () => {
  it('eviction drops the least recently seen, never a saved row or the member own', async () => {
    const db = testDb();
    await setMeta(db, 'identity', { id: 9 } as never);
    await db.contents.bulkPut([
      toLocalContent('resource', resource(1), 1, 100),
      toLocalContent('resource', resource(2, { created_by: author(9) }), 2, null),
      toLocalContent('resource', resource(3), 3, null),
      toLocalContent('resource', resource(4), 4, null),
      toLocalContent('resource', resource(5), 5, null),
    ]);
    await evictContents(db, 3);
    expect((await db.contents.toArray()).map((row) => row.id)).toEqual([1, 2, 5]);
    await evictContents(db, 0);
    expect((await db.contents.toArray()).map((row) => row.id)).toEqual([1, 2]);
  });

  it('saving for offline records the files with their sizes and marks the row; removing unmarks it', async () => {
    const db = testDb();
    const item = resource(6, {
      files: [pdf],
      thumbnail_image: { ...pdf, id: 41, file: '/media/uploads/cover.png', name: 'c.png', mime_type: 'image/png' },
    });
    const fetched: string[] = [];
    const progress: number[] = [];
    const fetchFile = async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(String(input).endsWith('.png') ? 'png!' : '%PDF-1.4 guide', { status: 200 });
    };
    const saved = await saveItemForOffline(
      db,
      'resource',
      item,
      (fraction) => progress.push(fraction),
      fetchFile as typeof fetch,
    );
    expect(saved).toEqual({ ok: true, message: 'Saved for offline reading' });
    expect(fetched).toEqual(['http://localhost/media/uploads/guide.pdf', 'http://localhost/media/uploads/cover.png']);
    expect(progress.at(-1)).toBe(1);
    expect((await db.savedFiles.toArray()).map((file) => [file.url, file.size, file.contentKey])).toEqual([
      ['/media/uploads/cover.png', 4, 'resource:6'],
      ['/media/uploads/guide.pdf', 14, 'resource:6'],
    ]);
    expect((await db.contents.get(contentKey('resource', 6)))?.savedAt).toBeGreaterThan(0);
    await evictContents(db, 0);
    expect(await db.contents.get('resource:6')).toBeDefined();

    // A file that cannot be fetched: nothing is marked.
    const failing = async () => new Response('gone', { status: 404 });
    const tip: CareerTip = {
      id: 2,
      slug: 'tip',
      title: 'Tip',
      content: '',
      group: null,
      group_detail: null,
      status: 'approved',
      vote_score: 0,
      user_vote_type: null,
      created_by: author(2),
      created_at: '2026-01-01T00:00:00.000Z',
      ...rights,
    };
    expect((await saveItemForOffline(db, 'careertip', tip, undefined, failing as typeof fetch)).ok).toBe(true);
    expect(
      (await saveItemForOffline(db, 'resource', resource(7, { files: [pdf] }), undefined, failing as typeof fetch)).ok,
    ).toBe(false);
    expect(await db.contents.get('resource:7')).toBeUndefined();

    const { removeItemFromOffline } = await import('../../src/features/content/offline');
    await removeItemFromOffline(db, 'resource', 6);
    expect((await db.contents.get('resource:6'))?.savedAt).toBeNull();
    expect(await db.savedFiles.count()).toBe(0);
  });

  it('the feed puts the member own item as moderated, keeping savedAt', { timeout: 60_000 }, async () => {
    const server = realNetwork(api());
    const member = await api().login(MEMBER);
    const created = await api().call<UseCase>('POST', pathOf(CONTENT_ENDPOINTS.usecase.create), {
      token: member.access,
      body: useCaseForm('Meeting notes', await contributableGroupOf(api(), MEMBER)),
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    const { db, ctx } = await syncedDevice(server);
    await db.contents.put(toLocalContent('usecase', created.body, 1, 77));
    const admin = await api().login(ADMIN);
    const approved = await api().call('POST', pathOf(CONTENT_ENDPOINTS.usecase.moderate, { id: created.body.id }), {
      token: admin.access,
      body: { action: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await pull(ctx, { withMeta: false })).toEqual({ kind: 'done' });
    expect(await db.contents.get(contentKey('usecase', created.body.id))).toMatchObject({
      status: 'approved',
      savedAt: 77,
    });
  });
});
