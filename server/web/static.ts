/**
 * The built client from dist/. Hono's serveStatic finds real files and their types; on
 * top of it, hashed /assets/ are cached for a year and everything else is revalidated by
 * ETag (Hono's etag answers 304), compressible files go out Brotli- or gzip-encoded (made
 * once per file version), and any other page a browser navigates to gets index.html
 * branded for the tenant.
 */
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { SocialProvider } from '../../contract/social';
import type { AppEnv } from '../app-env';
import { appShell } from './app-shell';
import {
  acceptedEncoding,
  type Encoding,
  encode,
  encodedBodies,
  isCompressible,
  PRECOMPRESSED_SUFFIX,
} from './encodings';
import { routePreloads } from './route-preload';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_APP_PAGES = /^\/(api|ws|_dev)(\/|$)/;
const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><h1>Not found</h1>';

/** A validator from the file's size and mtime, the headers serveStatic sets from its stat. */
function fileEtag(res: Response): string {
  const size = Number(res.headers.get('content-length'));
  const modified = Date.parse(res.headers.get('last-modified') ?? '') / 1000;
  return `W/"${size.toString(36)}-${modified.toString(36)}"`;
}

/**
 * The build's compressed copy of a file under `root` (`npm run build` writes them), if
 * there is one at least as new as the file itself; otherwise null.
 */
async function precompressed(root: string, path: string, encoding: Encoding): Promise<Uint8Array | null> {
  try {
    // Inside the try: a path that does not decode is simply not a file we have a copy of.
    const file = resolve(root, `.${decodeURIComponent(path)}`);
    if (!file.startsWith(root + sep)) return null;
    const [original, copy] = await Promise.all([stat(file), stat(file + PRECOMPRESSED_SUFFIX[encoding])]);
    if (copy.mtimeMs < original.mtimeMs) return null;
    return await readFile(file + PRECOMPRESSED_SUFFIX[encoding]);
  } catch {
    return null;
  }
}

/** `socialProviders`: what GET /api/v1/social/providers/ answers, written into every page's head. */
export function staticRoutes(distDir: string | null, socialProviders: readonly SocialProvider[]) {
  const app = new Hono<AppEnv>();
  if (!distDir) return app.on(['GET', 'HEAD'], '*', (c) => c.html(NOT_FOUND_PAGE, 404));
  const root = resolve(distDir);
  const shell = appShell(root, socialProviders);
  const preloadsFor = routePreloads(root);
  const bodies = encodedBodies();
  const files = serveStatic<AppEnv>({ root });

  /** `res` as is, or encoded when the client takes it and the type is worth it. */
  async function encoded(
    c: Context<AppEnv>,
    key: string,
    res: Response,
    make: (encoding: Encoding) => Promise<Uint8Array>,
  ) {
    res.headers.append('Vary', 'Accept-Encoding');
    const type = res.headers.get('content-type') ?? '';
    const size = Number(res.headers.get('content-length'));
    const encoding =
      c.req.method === 'GET' && isCompressible(type, size) ? acceptedEncoding(c.req.header('accept-encoding')) : null;
    const tag = res.headers.get('etag');
    if (!encoding || !tag || c.req.header('if-none-match') === tag) return res;
    const bytes = await bodies(key, tag, encoding, () => make(encoding));
    await res.body?.cancel();
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(bytes.length));
    return new Response(new Uint8Array(bytes), { status: res.status, headers });
  }

  async function sendShell(c: Context<AppEnv>) {
    // /index.html is the service worker's copy, for every route: it names none.
    const preloads = c.req.path === '/index.html' ? '' : await preloadsFor(c.req.path);
    const page = await shell(c.var.tenant, preloads);
    if (!page) return c.html(NOT_FOUND_PAGE, 404);
    c.header('ETag', page.etag);
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Length', String(page.html.length));
    const res = c.body(new Uint8Array(page.html), 200, { 'Content-Type': 'text/html; charset=utf-8' });
    return encoded(c, `shell ${page.etag}`, res, (encoding) => encode(page.html, encoding));
  }

  return app
    .on(['GET', 'HEAD'], ['/', '/index.html'], etag(), sendShell)
    .on(['GET', 'HEAD'], '*', etag(), async (c) => {
      const found = await files(c, async () => {});
      if (found?.status === 200) {
        found.headers.set('ETag', fileEtag(found));
        found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
        return encoded(
          c,
          c.req.path,
          found,
          async (encoding) =>
            (await precompressed(root, c.req.path, encoding)) ??
            encode(new Uint8Array(await found.clone().arrayBuffer()), encoding),
        );
      }
      if (found) return found;
      const isPage = (c.req.header('accept') ?? '').includes('text/html') && !NOT_APP_PAGES.test(c.req.path);
      return isPage ? sendShell(c) : c.html(NOT_FOUND_PAGE, 404);
    });
}
