/**
 * GET /api/v1/content-items/?kind=&ids= over the real app and a real PGlite: each item is
 * answered exactly as its own read answers the same caller (in the order asked), a pending
 * item only to its author, nothing of another portal, at most CONTENT_ITEMS_MAX_IDS ids, and
 * every malformed query a 400.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentKind } from '../../contract/content';
import { CONTENT_ENDPOINTS } from '../../contract/content-endpoints';
import { CONTENT_ITEMS_MAX_IDS, contentItemsPath } from '../../contract/content-items';
import { pathOf } from '../../contract/endpoint';
import type { Paged } from '../../contract/paging';
import { tenants } from '../db/schema';
import { createTestApi, type TestApi } from '../testing';
import { resourceForm } from './testing';

type Item = { id: number; status?: string };

let api: TestApi;
let member: string;
let student: string;
let pendingId: number;

beforeAll(async () => {
  api = await createTestApi({ jobCount: 0, draftJobCount: 0, campusJobCount: 0, jobDemo: false });
  member = (await api.login('member@example.org')).access;
  student = (await api.login('student@example.org')).access;
  const [tenant] = await api.database.db.select().from(tenants).where(eq(tenants.id, api.seeded.defaultTenantId));
  const created = await api.call<Item>('POST', '/api/v1/resources/', {
    token: student,
    body: resourceForm(tenant!.defaultOrgId, {
      title: 'A contribution still in review',
      content: '<p>Notes from a workshop.</p>',
    }),
  });
  expect(created.status, created.text).toBe(201);
  expect(created.body.status).toBe('pending');
  pendingId = created.body.id;
}, 180_000);
afterAll(() => api?.close());

const read = (path: string, options: { token?: string; host?: string } = {}) =>
  api.call<{ data: Item[] }>('GET', path, options);

async function listedIds(kind: ContentKind, token: string): Promise<number[]> {
  const res = await api.call<Paged<Item>>('GET', `${pathOf(CONTENT_ENDPOINTS[kind].list)}?page_size=3`, { token });
  expect(res.status).toBe(200);
  return res.body.data.map((item) => item.id);
}

describe('GET /api/v1/content-items/', () => {
  it.each(['resource', 'usecase', 'aitool', 'post', 'careertip'] as const)(
    'answers %s items as their own reads do, in the order asked',
    async (kind) => {
      const ids = (await listedIds(kind, member)).reverse();
      expect(ids.length).toBeGreaterThanOrEqual(2);
      const res = await read(contentItemsPath(kind, ids), { token: member });
      expect(res.status).toBe(200);
      const own = await Promise.all(
        ids.map((id) => api.call('GET', pathOf(CONTENT_ENDPOINTS[kind].byId, { id }), { token: member })),
      );
      expect(res.body.data).toEqual(own.map((answer) => answer.body));
    },
  );

  it('shows a pending item to its author only; an unknown id is left out', async () => {
    const [approved] = await listedIds('resource', member);
    const path = contentItemsPath('resource', [pendingId, approved!, 2_000_000]);
    const mine = await read(path, { token: student });
    expect(mine.body.data.map((item) => item.id)).toEqual([pendingId, approved]);
    expect(mine.body.data[0]).toEqual(
      (await api.call('GET', `/api/v1/resources/${pendingId}/`, { token: student })).body,
    );
    expect((await read(path, { token: member })).body.data.map((item) => item.id)).toEqual([approved]);
    expect((await read(path)).body.data.map((item) => item.id)).toEqual([approved]);
  });

  it("answers nothing of another portal's items", async () => {
    const ids = await listedIds('resource', member);
    const there = await read(contentItemsPath('resource', ids), { host: 'campus.localhost' });
    expect(there.status).toBe(200);
    expect(there.body.data).toEqual([]);
  });

  it(`takes up to ${CONTENT_ITEMS_MAX_IDS} ids, a repeated id once`, async () => {
    const [approved] = await listedIds('resource', member);
    const most = Array.from({ length: CONTENT_ITEMS_MAX_IDS - 1 }, (_, i) => 1_000_000 + i);
    const res = await read(contentItemsPath('resource', [approved!, ...most, approved!]), { token: member });
    expect(res.status).toBe(200);
    expect(res.body.data.map((item) => item.id)).toEqual([approved]);
    const tooMany = Array.from({ length: CONTENT_ITEMS_MAX_IDS + 1 }, (_, i) => i + 1);
    expect((await read(contentItemsPath('resource', tooMany), { token: member })).status).toBe(400);
  });

  it('refuses a malformed query with a 400', async () => {
    const base = '/api/v1/content-items/';
    const queries = [
      '',
      '?kind=resource',
      '?ids=1',
      '?kind=job&ids=1',
      '?kind=resource&ids=',
      '?kind=resource&ids=a',
      '?kind=resource&ids=1,,2',
      '?kind=resource&ids=1,',
      '?kind=resource&ids=-1',
      '?kind=resource&ids=0',
      '?kind=resource&ids=1.5',
      '?kind=resource&ids=2147483648',
      '?kind=resource&ids=1&ids=2',
      '?kind=resource&kind=post&ids=1',
      '?kind=resource&ids=1%27%20or%201%3D1',
      `?kind=resource&ids=${'9'.repeat(100_000)}`,
      `?kind=resource&ids=${'1,'.repeat(50_000)}1`,
    ];
    for (const query of queries) {
      const res = await read(`${base}${query}`, { token: member });
      expect(res.status, query.slice(0, 60)).toBe(400);
    }
  });
});
