/**
 * `npm run build:server` (part of `npm run build`): the server compiled to JavaScript, so
 * production runs `node dist-server/main.js` and tsx stays a development tool. esbuild
 * bundles our code (server/, contract/) per entry point; npm packages stay imports,
 * resolved from node_modules at run time. The SQL migrations are copied beside the
 * bundles: db/client.ts finds them at ./migrations next to its own module, which in a
 * bundle is dist-server/ (and ../dist, the built client, is the same path from both).
 */
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = 'dist-server';

await rm(new URL(`../${outdir}`, import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    'migrate-cli': 'server/db/migrate-cli.ts',
    'seed-cli': 'server/db/seed-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp(new URL('../server/db/migrations', import.meta.url), new URL(`../${outdir}/migrations`, import.meta.url), {
  recursive: true,
});
console.log(`Built ${outdir}/main.js, ${outdir}/migrate-cli.js and ${outdir}/seed-cli.js`);
