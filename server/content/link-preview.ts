/**
 * Link previews (GET /api/v1/link-preview/?url=): the server reads a page a member links
 * to and answers its og:title, og:description, og:image and og:site_name (or <title>).
 *
 * A server-side fetch of a member's URL must not reach our own network (SSRF): only http
 * and https; every address the host resolves to must be public unicast (ipaddr.js range
 * 'unicast': no private, loopback, link-local, multicast, unspecified or reserved
 * addresses), and the connection is pinned to the checked address through the request's
 * `lookup`, so a second DNS answer cannot swap in another. At most 3 redirects, each
 * checked again; 5 s for the whole read; at most 512 KB; HTML only.
 *
 * LINK_PREVIEW_ALLOW_PRIVATE=1 (tests only, never in production) lets previews read
 * private and loopback addresses, so tests can serve pages from a local HTTP server.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Parser } from 'htmlparser2';
import ipaddr from 'ipaddr.js';
import type { LinkPreview } from '../../contract/content-endpoints';

export const LINK_PREVIEW_LIMITS = { timeoutMs: 5000, maxBytes: 512 * 1024, maxRedirects: 3 } as const;

export type LinkPreviewFailure =
  | 'invalid_url'
  | 'private_address'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'too_many_redirects'
  | 'http_error'
  | 'unreachable';

export class LinkPreviewError extends Error {
  constructor(readonly reason: LinkPreviewFailure) {
    super(reason);
  }
}

export interface LinkPreviewOptions {
  /** Allow private and loopback addresses (LINK_PREVIEW_ALLOW_PRIVATE; tests only). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** Only public unicast addresses (IPv4-mapped IPv6 is judged as the IPv4 it maps). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The preview options of the environment: LINK_PREVIEW_ALLOW_PRIVATE=1 only in tests. */
export const linkPreviewEnvOptions = (): LinkPreviewOptions => ({
  allowPrivate: process.env['LINK_PREVIEW_ALLOW_PRIVATE'] === '1',
});

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new LinkPreviewError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkPreviewError('invalid_url');
  if (url.username || url.password) throw new LinkPreviewError('invalid_url');
  return url;
}

/** A DNS lookup answering only addresses that pass the check (else an error: nothing to connect to). */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((entry) => allowPrivate || isPublicAddress(entry.address));
      if (allowed.length === 0) {
        return callback(new LinkPreviewError('private_address') as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      const first = allowed[0]!;
      callback(null, first.address, first.family);
    });
  };
}

interface Page {
  url: URL;
  html: string;
}

/** One request: a redirect target, or the HTML body read within the limits. */
function requestOnce(
  url: URL,
  options: Required<LinkPreviewOptions>,
  signal: AbortSignal,
): Promise<{ redirect: URL } | Page> {
  // An IP literal is never looked up: check it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !options.allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(new LinkPreviewError('private_address'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: checkedLookup(options.allowPrivate),
        signal,
        headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': 'CareerPortal-LinkPreview/1.0' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (status >= 300 && status < 400 && location) {
          res.resume();
          try {
            resolve({ redirect: new URL(location, url) });
          } catch {
            reject(new LinkPreviewError('invalid_url'));
          }
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new LinkPreviewError('http_error'));
          return;
        }
        const type = (res.headers['content-type'] ?? '').toLowerCase();
        if (!type.includes('text/html') && !type.includes('application/xhtml+xml')) {
          res.destroy();
          reject(new LinkPreviewError('not_html'));
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          reject(new LinkPreviewError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new LinkPreviewError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ url, html: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => reject(error));
      },
    );
    req.on('error', (error) => reject(error));
    req.end();
  });
}

/** The preview fields of an HTML page (og: properties first, else <title> and the description meta). */
export function parsePreview(html: string, pageUrl: URL): LinkPreview {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes['property'] ?? attributes['name'] ?? '').toLowerCase();
        const content = attributes['content'];
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content.trim());
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = meta.get(key);
      if (value) return value.slice(0, 500);
    }
    return null;
  };
  let image = pick('og:image', 'og:image:url', 'twitter:image');
  if (image) {
    try {
      const resolved = new URL(image, pageUrl);
      image = resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null;
    } catch {
      image = null;
    }
  }
  return {
    url: pageUrl.toString(),
    title: pick('og:title', 'twitter:title') ?? (title.trim().replace(/\s+/g, ' ').slice(0, 500) || null),
    description: pick('og:description', 'twitter:description', 'description'),
    image,
    site_name: pick('og:site_name'),
  };
}

export async function fetchLinkPreview(text: string, given: LinkPreviewOptions = {}): Promise<LinkPreview> {
  const options: Required<LinkPreviewOptions> = {
    allowPrivate: given.allowPrivate ?? false,
    timeoutMs: given.timeoutMs ?? LINK_PREVIEW_LIMITS.timeoutMs,
    maxBytes: given.maxBytes ?? LINK_PREVIEW_LIMITS.maxBytes,
    maxRedirects: given.maxRedirects ?? LINK_PREVIEW_LIMITS.maxRedirects,
  };
  let url = parseUrl(text);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      const answer = await requestOnce(url, options, controller.signal);
      if ('html' in answer) return parsePreview(answer.html, answer.url);
      if (hop >= options.maxRedirects) throw new LinkPreviewError('too_many_redirects');
      url = parseUrl(answer.redirect.toString());
    }
  } catch (error) {
    if (error instanceof LinkPreviewError) throw error;
    if (controller.signal.aborted) throw new LinkPreviewError('timeout');
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof LinkPreviewError) throw cause;
    throw new LinkPreviewError('unreachable');
  } finally {
    clearTimeout(timer);
  }
}
