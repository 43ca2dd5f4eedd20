/**
 * Input the database cannot take is refused before it: NUL characters (and lone surrogates)
 * by the input guard for the whole app, page numbers and ids by the contract's bounds. Each
 * case the hostile corpus first found is here by name, through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import { MAX_PAGE } from '../../contract/paging';
import { createTestApi, type TestApi } from '../testing';
import { encodePng } from '../web/icons';
import { SERVER_MESSAGES } from './errors';
import { LONE_SURROGATE_MESSAGE, NULL_CHARACTERS_MESSAGE } from './input-guard';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi({ jobCount: 5, draftJobCount: 0, campusJobCount: 0 });
  token = (await api.login('member@example.org')).access;
});
afterAll(() => api?.close());

const NUL_REFUSED = { detail: NULL_CHARACTERS_MESSAGE };
const tooLarge = (max: number) => [`Ensure this value is less than or equal to ${max}.`];

/** A raw request (body and Content-Type as given), answered as status and text. */
async function send(path: string, init: { method?: string; body?: BodyInit; contentType?: string } = {}) {
  const headers: Record<string, string> = { Host: 'localhost', Authorization: `Bearer ${token}` };
  if (init.contentType) headers['Content-Type'] = init.contentType;
  const request: RequestInit & { duplex?: 'half' } = { method: init.method ?? 'GET', headers, duplex: 'half' };
  if (init.body !== undefined) request.body = init.body;
  const res = await api.app.request(path, request);
  const text = await res.text();
  return { status: res.status, text, json: (): unknown => JSON.parse(text) };
}

describe('NUL characters', () => {
  it('are refused in a query, a JSON body and a media path with DRF’s message', async () => {
    const search = await api.call('GET', '/api/v1/jobs/?search=a%00b');
    expect([search.status, search.body]).toEqual([400, NUL_REFUSED]);
    const login = await api.call('POST', '/api/v1/token/', { body: { email: 'a\u0000@example.org', password: 'x' } });
    expect([login.status, login.body]).toEqual([400, NUL_REFUSED]);
    const media = await send('/media/uploads/1%00.png');
    expect([media.status, media.json()]).toEqual([400, NUL_REFUSED]);
  });

  it('are refused in path parameters, form fields and multipart text fields', async () => {
    expect((await send('/api/v1/jobs/slug/a%00b/')).json()).toEqual(NUL_REFUSED);
    expect((await send('/checkout/a%00b')).json()).toEqual(NUL_REFUSED);
    const form = await send('/api/v1/feedback/', {
      method: 'POST',
      body: 'title=a%00b',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect([form.status, form.json()]).toEqual([400, NUL_REFUSED]);
    const multipart = new FormData();
    multipart.append('purpose', 'pic\u0000ture');
    const upload = await send('/api/v1/file-upload/', { method: 'POST', body: multipart });
    expect([upload.status, upload.json()]).toEqual([400, NUL_REFUSED]);
  });

  it('are refused whatever the Content-Type says, but an escaped backslash is not a NUL', async () => {
    const plain = await send('/api/v1/feedback/', {
      method: 'POST',
      body: '{"title":"a\\u0000b","description":"x"}',
      contentType: 'text/plain',
    });
    expect([plain.status, plain.json()]).toEqual([400, NUL_REFUSED]);
    const backslash = await api.call('POST', '/api/v1/feedback/', {
      token,
      body: { title: 'C:\\u0000 is a path', description: 'Not a NUL' },
    });
    expect(backslash.status).toBe(201);
  });

  it('are let through inside an uploaded file, whose bytes may hold them', async () => {
    const png = new Uint8Array(encodePng(2, 2, new Uint8Array(16)));
    expect(png.includes(0)).toBe(true);
    const multipart = new FormData();
    multipart.append('file', new File([png], 'zeros.png', { type: 'image/png' }));
    multipart.append('purpose', 'picture');
    expect((await send('/api/v1/file-upload/', { method: 'POST', body: multipart })).status).toBe(201);
  });
});

describe('the body read by the guard', () => {
  it('still reaches the body limit when it streams in past it', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.length; at += 64 * 1024) controller.enqueue(big.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const res = await send('/api/v1/feedback/', { method: 'POST', body: stream, contentType: 'application/json' });
    expect([res.status, res.json()]).toEqual([413, { detail: SERVER_MESSAGES.tooLarge }]);
  });

  it('refuses a lone surrogate escape, which no UTF-8 text can hold, and keeps a pair', async () => {
    const lone = await send('/api/v1/feedback/', {
      method: 'POST',
      body: '{"title":"a\\ud800b","description":"x"}',
      contentType: 'application/json',
    });
    expect([lone.status, lone.json()]).toEqual([400, { detail: LONE_SURROGATE_MESSAGE }]);
    const pair = await api.call('POST', '/api/v1/feedback/', { token, body: { title: 'Smile 😀', description: 'x' } });
    expect(pair.status).toBe(201);
  });
});

describe('bounds in the contract', () => {
  it('refuses a page past the last possible page with the field’s message', async () => {
    const huge = await api.call('GET', '/api/v1/jobs/?page=99999999999999999999');
    expect([huge.status, huge.body]).toEqual([400, { page: tooLarge(MAX_PAGE) }]);
    const mine = await api.call('GET', `/api/v1/notifications/?page=${MAX_PAGE + 1}`, { token });
    expect([mine.status, mine.body]).toEqual([400, { page: tooLarge(MAX_PAGE) }]);
    const last = await api.call<{ data: unknown[] }>('GET', `/api/v1/jobs/?page=${MAX_PAGE}&page_size=500`);
    expect([last.status, last.body.data]).toEqual([200, []]);
  });

  it('answers an id past the int4 range in a path with Not found', async () => {
    for (const id of [MAX_ID + 1, '99999999999999999999']) {
      const res = await api.call('GET', `/api/v1/jobs/${id}/`);
      expect([res.status, res.body]).toEqual([404, { detail: MESSAGES.notFound }]);
    }
  });

  it('refuses an id past the int4 range in a body or a query with the field’s message', async () => {
    const body = '{"user":99999999999999999999}';
    const room = await send('/api/v1/chat/rooms/', { method: 'POST', body, contentType: 'application/json' });
    expect([room.status, room.json()]).toEqual([400, { user: tooLarge(MAX_ID) }]);
    const topics = await api.call('GET', `/api/v1/topics/?topic_area=${MAX_ID + 1}`);
    expect([topics.status, topics.body]).toEqual([400, { topic_area: tooLarge(MAX_ID) }]);
  });
});
