/**
 * The built client from dist/: real files with their content types (hashed /assets/
 * cached for a year, everything else revalidated by ETag), and index.html, branded per
 * tenant, for any other page a browser navigates to (the SPA decides what to show).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { acceptedEncoding, type Encoding, encode, isCompressible } from './encodings';
import { injectTenantHead } from './tenant-head';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_APP_PAGES = /^\/(api|ws|_dev)(\/|$)/;
const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><h1>Not found</h1>';

interface CachedFile {
  body: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

export function staticRoutes(distDir: string | null) {
  const root = distDir ? resolve(distDir) : null;
  const files = new Map<string, CachedFile>();

  /** A file under dist/, or null; contents cached until its size or mtime changes. */
  async function load(path: string): Promise<CachedFile | null> {
    if (!root) return null;
    const file = resolve(join(root, path));
    if (!file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
    const hit = files.get(file);
    if (hit?.etag === etag) return hit;
    const loaded = { body: await readFile(file), etag, encoded: new Map<Encoding, Promise<Buffer>>() };
    files.set(file, loaded);
    return loaded;
  }

  async function send(c: Context<AppEnv>, file: CachedFile, type: string, cacheControl: string) {
    c.header('ETag', file.etag);
    c.header('Cache-Control', cacheControl);
    c.header('Vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
    c.header('Content-Type', type);
    const encoding = isCompressible(type, file.body.length) ? acceptedEncoding(c.req.header('accept-encoding')) : null;
    if (!encoding) return c.body(new Uint8Array(file.body));
    let encoded = file.encoded.get(encoding);
    if (!encoded) {
      encoded = encode(file.body, encoding);
      file.encoded.set(encoding, encoded);
    }
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(await encoded));
  }

  /** index.html with the tenant's head, cached per tenant (and per tenant config, by content). */
  const pages = new Map<string, CachedFile>();
  async function sendIndex(c: Context<AppEnv>) {
    const index = await load('index.html');
    if (!index) return c.html(NOT_FOUND_PAGE, 404);
    const html = Buffer.from(injectTenantHead(index.body.toString('utf8'), c.var.tenant));
    const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;
    let page = pages.get(etag);
    if (!page) {
      page = { body: html, etag, encoded: new Map() };
      if (pages.size > 100) pages.clear();
      pages.set(etag, page);
    }
    return send(c, page, CONTENT_TYPES['.html']!, 'no-cache');
  }

  return new Hono<AppEnv>().on(['GET', 'HEAD'], '*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.html(NOT_FOUND_PAGE, 404);
    }
    if (path === '/' || path === '/index.html') return sendIndex(c);
    const file = path.includes('\0') ? null : await load(path);
    if (file) {
      const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
      return send(c, file, type, path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
    const isPage = (c.req.header('accept') ?? '').includes('text/html') && !NOT_APP_PAGES.test(path);
    if (isPage) return sendIndex(c);
    return c.html(NOT_FOUND_PAGE, 404);
  });
}
