/**
 * GET /api/v1/link-preview/?url= over the real app, against a local HTTP server: private
 * and loopback addresses are refused by default (the local server itself included); with
 * LINK_PREVIEW_ALLOW_PRIVATE=1 (tests only) the page's og: fields or <title> are read,
 * redirects are followed up to 3, and a slow, too large or non-HTML answer is refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LinkPreview } from '../../contract/content-endpoints';
import { CONTENT_FORM_MESSAGES, CONTENT_MESSAGES } from '../../contract/content-forms';
import { createTestApi, type TestApi } from '../testing';
import { fetchLinkPreview, isPublicAddress, LinkPreviewError } from './link-preview';

let api: TestApi;
let token: string;
let server: http.Server;
let base: string;

const PAGE = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Careers &amp; AI">
<meta property="og:description" content="How AI changes careers.">
<meta property="og:image" content="/img/cover.png">
<meta property="og:site_name" content="Career Weekly">
</head><body><p>Hello</p></body></html>`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/page') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    if (path === '/title') {
      return void res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<html><head><title>  Just a   title </title><meta name="description" content="Plain."></head></html>');
    }
    if (path === '/json') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":1}');
    if (path === '/big') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><head><title>Big</title></head><body>');
      res.end('x'.repeat(600 * 1024));
      return;
    }
    if (path === '/missing') return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('nope');
    if (path === '/redirect') return void res.writeHead(302, { Location: '/page' }).end();
    const hops = /^\/hop\/(\d+)$/.exec(path);
    if (hops) {
      const n = Number(hops[1]);
      return void res.writeHead(302, { Location: n > 0 ? `/hop/${n - 1}` : '/page' }).end();
    }
    if (path === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createTestApi({ jobCount: 1, draftJobCount: 0, campusJobCount: 1, jobDemo: false });
  token = (await api.login('member@example.org')).access;
});
afterEach(() => {
  delete process.env['LINK_PREVIEW_ALLOW_PRIVATE'];
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await api?.close();
});

const preview = (url: string, auth: string | undefined = token) =>
  api.call<LinkPreview & Record<string, unknown>>('GET', `/api/v1/link-preview/?url=${encodeURIComponent(url)}`, {
    ...(auth ? { token: auth } : {}),
  });

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LinkPreviewError) return error.reason;
    throw error;
  }
  throw new Error('expected a LinkPreviewError');
}

describe('refused addresses (the default)', () => {
  it('refuses the local server and every private, loopback or link-local address', async () => {
    for (const url of [
      `${base}/page`,
      'http://localhost:9/page',
      'http://[::1]/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const res = await preview(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ detail: CONTENT_MESSAGES.linkPreviewFailed, code: 'private_address' });
    }
  });

  it('judges addresses by ipaddr.js range', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.1.1',
      '0.0.0.0',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['::1', '::', 'fe80::1', 'fc00::1', 'ff02::1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
  });

  it('takes only http and https URLs, from members', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/', 'javascript:alert(1)', 'not a url']) {
      const res = await preview(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ url: [CONTENT_FORM_MESSAGES.invalidUrl] });
    }
    expect((await api.call('GET', '/api/v1/link-preview/', { token })).status).toBe(400);
    expect((await preview(`${base}/page`, '')).status).toBe(401);
  });
});

describe('with LINK_PREVIEW_ALLOW_PRIVATE=1 (tests only)', () => {
  it("reads a page's og: fields, resolving the image against the page", async () => {
    process.env['LINK_PREVIEW_ALLOW_PRIVATE'] = '1';
    const res = await preview(`${base}/page`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: `${base}/page`,
      title: 'Careers & AI',
      description: 'How AI changes careers.',
      image: `${base}/img/cover.png`,
      site_name: 'Career Weekly',
    });
  });

  it('falls back to <title> and the description meta', async () => {
    process.env['LINK_PREVIEW_ALLOW_PRIVATE'] = '1';
    const res = await preview(`${base}/title`);
    expect(res.body).toEqual({
      url: `${base}/title`,
      title: 'Just a title',
      description: 'Plain.',
      image: null,
      site_name: null,
    });
  });

  it('follows up to 3 redirects and answers the final page', async () => {
    process.env['LINK_PREVIEW_ALLOW_PRIVATE'] = '1';
    const one = await preview(`${base}/redirect`);
    expect(one.body.url).toBe(`${base}/page`);
    expect((await preview(`${base}/hop/2`)).status).toBe(200); // 3 redirects
    const tooMany = await preview(`${base}/hop/3`); // 4 redirects
    expect(tooMany.status).toBe(400);
    expect(tooMany.body['code']).toBe('too_many_redirects');
  });

  it('refuses a non-HTML answer, a body over 512 KB and an error status', async () => {
    process.env['LINK_PREVIEW_ALLOW_PRIVATE'] = '1';
    const json = await preview(`${base}/json`);
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ detail: CONTENT_MESSAGES.linkPreviewFailed, code: 'not_html' });
    expect((await preview(`${base}/big`)).body['code']).toBe('too_large');
    expect((await preview(`${base}/missing`)).body['code']).toBe('http_error');
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await failure(fetchLinkPreview(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 }))).toBe('timeout');
    // The same URL without the test allowance never even connects.
    expect(await failure(fetchLinkPreview(`${base}/slow`, { timeoutMs: 300 }))).toBe('private_address');
  });
});
