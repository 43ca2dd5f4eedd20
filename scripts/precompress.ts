/**
 * Part of `npm run build`: a Brotli and a gzip copy beside every compressible file of the
 * built client (dist/app.js → dist/app.js.br, dist/app.js.gz). The server sends these as
 * they are, so no server process spends seconds of CPU compressing the same files again
 * after every start; files without a copy (a build made without this step) are still
 * compressed by the server on first request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { type Encoding, encode, isCompressible, PRECOMPRESSED_SUFFIX } from '../server/web/encodings';

const dist = resolve(process.argv[2] ?? 'dist');
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const COPY = /\.(br|gz)$/;

const entries = await readdir(dist, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && !COPY.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

let written = 0;
await Promise.all(
  files.map(async (file) => {
    const { size } = await stat(file);
    if (!isCompressible(getMimeType(file) ?? '', size)) return;
    const body = await readFile(file);
    for (const encoding of ENCODINGS) {
      await writeFile(file + PRECOMPRESSED_SUFFIX[encoding], await encode(body, encoding));
      written += 1;
    }
  }),
);
console.log(`Precompressed ${written / ENCODINGS.length} files in ${dist}`);
