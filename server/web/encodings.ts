/**
 * Pre-compressed bodies for static files: Brotli (best for slow links) or gzip, made
 * once per file off the main thread and kept with the file, then chosen per request
 * from Accept-Encoding. Hono's per-request compression stays for dynamic answers.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

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

export function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipAsync(body, { level: 9 });
}
