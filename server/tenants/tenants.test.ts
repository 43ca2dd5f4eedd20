import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs';
import { MESSAGES } from '../../contract/messages';
import type { Paged } from '../../contract/paging';
import { ROUTE_CHUNKS_FILE } from '../../contract/server-pages';
import { EMPTY_TENANT_OPTIONS, TenantConfig } from '../../contract/tenant';
import { tenants } from '../db/schema';
import { CAMPUS_HOST, createTestApi, type TestApi } from '../testing';

let api: TestApi;
const pngSize = (png: Uint8Array) => {
  const { width, height } = PNG.sync.read(Buffer.from(png));
  return { width, height };
};
let distDir: string;
const INDEX = '<!doctype html><html><head><meta charset="UTF-8"><!--tenant-head--></head><body></body></html>';

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'portal-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(distDir, ROUTE_CHUNKS_FILE), JSON.stringify({ '/jobs/$slug': ['/assets/job-abc123.js'] }));
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");\n'.repeat(200));
  // Build-time copies (scripts/precompress.ts): one as new as its file, one older than it.
  const built = join(distDir, 'assets', 'built-def456.js');
  await writeFile(built, 'console.log("file");\n'.repeat(200));
  await writeFile(`${built}.br`, brotliCompressSync('console.log("copy");\n'.repeat(200)));
  const stale = join(distDir, 'assets', 'stale-789abc.js');
  await writeFile(`${stale}.br`, brotliCompressSync('console.log("old copy");\n'.repeat(200)));
  await writeFile(stale, 'console.log("rebuilt");\n'.repeat(200));
  const past = new Date(Date.now() - 60_000);
  await utimes(`${stale}.br`, past, past);
  api = await createTestApi({ jobCount: 25, campusJobCount: 15, jobDemo: false }, distDir);
});
afterAll(async () => {
  await api?.close();
  await rm(distDir, { recursive: true, force: true });
});

const titles = async (host: string) =>
  (await api.call<Paged<Job>>('GET', '/api/v1/jobs/?page_size=500', { host })).body.data;

describe('tenant isolation', () => {
  it('each host lists only its own jobs', async () => {
    const own = await titles('localhost');
    const campus = await titles(CAMPUS_HOST);
    expect(own).toHaveLength(25);
    expect(campus).toHaveLength(15);
    const ownIds = new Set(own.map((job) => job.id));
    expect(campus.some((job) => ownIds.has(job.id))).toBe(false);
    expect(campus.every((job) => /^(Campus|Graduate|Student) /.test(job.title))).toBe(true);
    expect(own.some((job) => /^(Campus|Graduate|Student) /.test(job.title))).toBe(false);
    const slug = campus[0]!.slug;
    expect((await api.call('GET', `/api/v1/jobs/slug/${slug}/`)).status).toBe(404);
    expect((await api.call('GET', `/api/v1/jobs/slug/${slug}/`, { host: CAMPUS_HOST })).status).toBe(200);
  });

  it('a token of one tenant is rejected on the other, and the same e-mail is two accounts', async () => {
    const local = await api.login('member@example.org');
    const res = await api.call('GET', '/api/v1/identity/', { host: CAMPUS_HOST, token: local.access });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: MESSAGES.tokenInvalid });
    const campus = await api.login('member@example.org', CAMPUS_HOST);
    const mine = await api.call<{ id: number; organization: { name: string } }>('GET', '/api/v1/identity/', {
      host: CAMPUS_HOST,
      token: campus.access,
    });
    expect(mine.body.organization.name).toBe('Campus Careers Office');
    const there = await api.call<{ id: number }>('GET', '/api/v1/identity/', { token: local.access });
    expect(there.body.id).not.toBe(mine.body.id);
  });

  it('a member cannot bookmark another tenant’s job', async () => {
    const { access } = await api.login('member@example.org');
    const [campusJob] = await titles(CAMPUS_HOST);
    const res = await api.call('POST', `/api/v1/bookmark/job/${campusJob!.id}/`, { token: access });
    expect(res.status).toBe(404);
  });

  it('config differs per host and matches the contract', async () => {
    const local = await api.call<TenantConfig>('GET', '/api/v1/config/');
    const campus = await api.call<TenantConfig>('GET', '/api/v1/config/', { host: `${CAMPUS_HOST}:8080` });
    expect(v.is(TenantConfig, local.body)).toBe(true);
    expect(v.is(TenantConfig, campus.body)).toBe(true);
    expect(local.body).toMatchObject({
      name: 'Career Compass',
      theme: { primary: '#0f766e' },
      flags: { star: true, rlf: true, sim: true, connectdiaspora: true },
      ui: { show_job_menu: true, show_connect_menu: true },
    });
    expect(campus.body).toMatchObject({
      name: 'Campus Careers',
      theme: { primary: '#4338ca' },
      flags: { star: false, rlf: false, sim: false, connectdiaspora: false },
      ui: { show_job_menu: true, show_connect_menu: false },
      default_organization: { name: 'Campus Careers Office' },
    });
    expect((await api.call('GET', '/api/v1/config/', { host: '127.0.0.1:8080' })).body).toEqual(local.body);
  });

  it('config carries each tenant’s own options and default prompts', async () => {
    const local = v.parse(TenantConfig, (await api.call('GET', '/api/v1/config/')).body);
    const campus = v.parse(TenantConfig, (await api.call('GET', '/api/v1/config/', { host: CAMPUS_HOST })).body);
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    expect(names(local.options.career_stages)).toEqual([
      'High school',
      'Undergraduate',
      'Graduate',
      'Early career',
      'Mid career',
      'Senior',
    ]);
    expect(names(campus.options.career_stages)).not.toEqual(names(local.options.career_stages));
    expect(local.options.colleges).toEqual([]);
    expect(names(campus.options.colleges)).toContain('College of Engineering');
    expect(names(campus.options.departments)).toContain('Computer Science');
    expect(campus.ui).toMatchObject({ show_institutional_registration_screen: true });
    expect(local.ui).toMatchObject({ show_institutional_registration_screen: false });
    for (const config of [local, campus]) {
      const { options, ama_user_default_prompts: prompts } = config;
      for (const key of ['career_stages', 'professional_fields', 'reason_to_join', 'job_functions'] as const) {
        expect(options[key].length).toBeGreaterThan(3);
        expect(new Set(options[key].map((item) => item.id)).size).toBe(options[key].length);
      }
      // Every map refers to ids that exist.
      const stageIds = new Set(options.career_stages.map((item) => item.id));
      const reasonIds = new Set(options.reason_to_join.map((item) => item.id));
      const roleIds = new Set(options.current_roles.map((item) => item.id));
      for (const [stage, reasons] of Object.entries(options.career_reason_map)) {
        expect(stageIds.has(Number(stage))).toBe(true);
        expect(reasons.every((id) => reasonIds.has(id))).toBe(true);
      }
      for (const [role, stage] of Object.entries(options.role_stage_map)) {
        expect(roleIds.has(Number(role))).toBe(true);
        expect(stageIds.has(stage)).toBe(true);
      }
      expect(prompts.length).toBeGreaterThanOrEqual(8);
      expect(prompts.flatMap((p) => p.career_stages).every((id) => stageIds.has(id))).toBe(true);
    }
    const localPrompts = new Set(local.ama_user_default_prompts.map((p) => p.prompt));
    expect(campus.ama_user_default_prompts.some((p) => localPrompts.has(p.prompt))).toBe(false);
  });

  it('a tenant created before options existed still answers a valid config', async () => {
    const [row] = await api.database.db
      .insert(tenants)
      .values({
        name: 'Bare',
        shortName: 'Bare',
        domains: ['bare.localhost'],
        theme: { primary: '#111111', primary_contrast: '#ffffff', accent: '#222222', background: '#ffffff' },
        flags: { star: false, rlf: false, sim: false, connectdiaspora: false },
        ui: v.parse(TenantConfig, (await api.call('GET', '/api/v1/config/')).body).ui,
      })
      .returning({ id: tenants.id });
    api.deps.tenants.invalidate();
    try {
      const res = await api.call<TenantConfig>('GET', '/api/v1/config/', { host: 'bare.localhost' });
      expect(v.is(TenantConfig, res.body)).toBe(true);
      expect(res.body.options).toEqual(EMPTY_TENANT_OPTIONS);
      expect(res.body.ama_user_default_prompts).toEqual([]);
    } finally {
      await api.database.db.delete(tenants).where(eq(tenants.id, row!.id));
      api.deps.tenants.invalidate();
    }
  });

  it('an unknown host is a 404 everywhere', async () => {
    const res = await api.call('GET', '/api/v1/config/', { host: 'evil.example' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Unknown host.' });
    const page = await api.call('GET', '/', { host: 'evil.example', headers: { Accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('tenant-config');
  });
});

describe('manifest and icons', () => {
  it('serves a manifest per host', async () => {
    const res = await api.call<Record<string, unknown>>('GET', '/manifest.webmanifest', { host: CAMPUS_HOST });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.body).toMatchObject({
      name: 'Campus Careers',
      short_name: 'Campus',
      theme_color: '#4338ca',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      id: '/',
    });
    expect(res.body['icons']).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    const local = await api.call<Record<string, unknown>>('GET', '/manifest.webmanifest');
    expect(local.body).toMatchObject({ name: 'Career Compass', theme_color: '#0f766e' });
  });

  it('draws valid PNG icons of the exact sizes, different per tenant', async () => {
    const png = async (path: string, host = 'localhost') => {
      const res = await api.app.request(path, { headers: { Host: host } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      return new Uint8Array(await res.arrayBuffer());
    };
    expect(pngSize(await png('/icons/icon-192.png'))).toEqual({ width: 192, height: 192 });
    expect(pngSize(await png('/icons/icon-512.png'))).toEqual({ width: 512, height: 512 });
    expect(pngSize(await png('/icons/maskable-512.png'))).toEqual({ width: 512, height: 512 });
    const local = Buffer.from(await png('/icons/icon-192.png'));
    const campus = Buffer.from(await png('/icons/icon-192.png', CAMPUS_HOST));
    expect(local.equals(campus)).toBe(false);
    const logo = await api.call('GET', '/icons/logo.svg', { host: CAMPUS_HOST });
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(logo.text).toContain('#4338ca');
  });
});

describe('the built client', () => {
  const page = (path: string, host = 'localhost') => api.call('GET', path, { host, headers: { Accept: 'text/html' } });

  it('serves index.html with the tenant head, not cached', async () => {
    const res = await page('/', CAMPUS_HOST);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('<title>Campus Careers</title>');
    expect(res.text).toContain('<meta name="theme-color" content="#4338ca">');
    expect(res.text).toContain('--tenant-primary:#4338ca');
    expect(res.text).not.toContain('<!--tenant-head-->');
    const again = await api.call('GET', '/', {
      host: CAMPUS_HOST,
      headers: { 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const local = await api.call('GET', '/', { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(local.status).toBe(200);
    const json = /<script id="tenant-config" type="application\/json">(.*?)<\/script>/.exec(res.text)?.[1];
    expect(v.parse(TenantConfig, JSON.parse(json!)).name).toBe('Campus Careers');
    // The whole config rides in every page's head: keep it small.
    expect(json!.length).toBeLessThan(8_000);
    const localJson = /<script id="tenant-config" type="application\/json">(.*?)<\/script>/.exec(
      (await page('/')).text,
    )?.[1];
    expect(localJson!.length).toBeLessThan(8_000);
  });

  it('writes the social login providers into the head, as the providers endpoint answers them', async () => {
    const providersIn = async (path: string) =>
      JSON.parse(
        /<script id="social-providers" type="application\/json">(.*?)<\/script>/.exec((await page(path)).text)![1]!,
      );
    const answered = await api.call('GET', '/api/v1/social/providers/');
    expect(answered.status).toBe(200);
    expect(await providersIn('/login')).toEqual(answered.body);
    // The service worker's copy, which a returning visitor's every route starts from, has them too.
    expect(await providersIn('/index.html')).toEqual(answered.body);
    expect(answered.body).toEqual([
      { id: 'linkedin', name: 'LinkedIn', is_configured: false },
      { id: 'facebook', name: 'Facebook', is_configured: false },
      { id: 'google', name: 'Google', is_configured: false },
    ]);
  });

  it('answers app routes with the shell, and real files with their types and caching', async () => {
    const deep = await page('/jobs/some-job');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>Career Compass</title>');
    // The route's chunks load at once with the page (the build's route-chunks.json) ...
    expect(deep.text).toContain('<link rel="modulepreload" crossorigin href="/assets/job-abc123.js"></head>');
    // ... but not with the copy the service worker keeps for every route, nor on other routes.
    expect((await page('/index.html')).text).not.toContain('modulepreload');
    expect((await page('/')).text).not.toContain('modulepreload');
    const asset = await api.call('GET', '/assets/index-abc123.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const sw = await api.call('GET', '/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const etag = sw.headers.get('etag')!;
    expect((await api.call('GET', '/sw.js', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await api.call('GET', '/assets/missing.js')).status).toBe(404);
    const compressed = await api.app.request('/assets/index-abc123.js', {
      headers: { Host: 'localhost', 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(asset.text);
    // The build's Brotli copy is sent as it is; a copy older than its file is not used.
    const brotliText = async (path: string) => {
      const res = await api.app.request(path, { headers: { Host: 'localhost', 'Accept-Encoding': 'br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      return brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    };
    expect(await brotliText('/assets/built-def456.js')).toContain('console.log("copy")');
    expect(await brotliText('/assets/stale-789abc.js')).toContain('console.log("rebuilt")');
    expect((await api.call('GET', '/assets/%E0%A4%A.js')).status).toBe(404);
    expect((await api.call('GET', '/../package.json')).status).toBe(404);
    expect((await api.call('GET', '/%2e%2e/package.json')).status).toBe(404);
    // /_dev/ is the server's (the embedded mail store's pages), never the app shell.
    expect((await page('/_dev/mail')).text).toContain('Mail stored for Career Compass');
    expect((await page('/_dev/nothing')).status).toBe(404);
  });
});
