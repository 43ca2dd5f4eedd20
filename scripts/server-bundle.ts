/**
 * The server compiled to JavaScript by esbuild: our code (server/, contract/) and the npm
 * packages it uses bundled per entry point, and the SQL migrations copied beside the bundles
 * (db/client.ts finds them at ./migrations next to its own module). A start then reads one
 * file instead of resolving and loading some 1,300 modules: about 0.5 s less CPU a start.
 * Left as imports resolved from node_modules at run time (so `outdir` must sit in this
 * repository): packages with native binaries, and PGlite, which loads its WebAssembly and data
 * files from beside its own module.
 */
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Native binaries, and PGlite's files read from beside its module; pg-native is pg's optional native driver. */
const NOT_BUNDLED = ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'sharp', 'pg-native'];

export async function bundleServer(outdir: string): Promise<void> {
  const target = resolve(root, outdir);
  await rm(target, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      // The embedded database's thread (server/db/pglite-thread.ts starts it from beside main.js).
      'pglite-worker': 'server/db/pglite-worker.ts',
      'migrate-cli': 'server/db/migrate-cli.ts',
      'seed-cli': 'server/db/seed-cli.ts',
    },
    outdir: target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: NOT_BUNDLED,
    // Bundled CommonJS packages require Node's built-in modules; an ES module has no require.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(join(root, 'server/db/migrations'), join(target, 'migrations'), { recursive: true });
}
