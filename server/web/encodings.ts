/**
 * Compressed bodies for static files: Brotli (best for slow links) or gzip, made once
 * per file version off the main thread and kept, then chosen per request from
 * Accept-Encoding. Hono's per-request compression stays for dynamic answers.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The file name ending of a copy the build compressed ahead (scripts/precompress.ts). */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

export function isCompressible(type: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(type);
}

/** The best encoding the client accepts, if any (q=0 refusals honoured). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function encode(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipAsync(body, { level: 9 });
}

interface Versioned {
  etag: string;
  encoded: Map<Encoding, Promise<Uint8Array>>;
}

/**
 * A store of encoded bodies by key (a file path or a tenant's page), one version each:
 * a new ETag for the key drops the encodings of the old one. `make` produces the encoded
 * bytes the first time (compressing, or reading the build's precompressed copy).
 */
export function encodedBodies(limit = 500) {
  const entries = new Map<string, Versioned>();
  return (key: string, etag: string, encoding: Encoding, make: () => Promise<Uint8Array>): Promise<Uint8Array> => {
    let entry = entries.get(key);
    if (entry?.etag !== etag) {
      if (entries.size >= limit) entries.clear();
      entry = { etag, encoded: new Map() };
      entries.set(key, entry);
    }
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = make();
      // A failed read must not stick: the next request tries again.
      encoded.catch(() => entry.encoded.delete(encoding));
      entry.encoded.set(encoding, encoded);
    }
    return encoded;
  };
}
