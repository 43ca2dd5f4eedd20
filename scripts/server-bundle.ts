/**
 * The server compiled to JavaScript by esbuild: our code (server/, contract/) bundled per
 * entry point, npm packages left as imports resolved from node_modules at run time, and the
 * SQL migrations copied beside the bundles (db/client.ts finds them at ./migrations next to
 * its own module). `outdir` must sit in this repository for those imports to resolve.
 */
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

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
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(join(root, 'server/db/migrations'), join(target, 'migrations'), { recursive: true });
}
