/**
 * `npm run build:server` (part of `npm run build`): the server compiled to JavaScript, so
 * production runs `node dist-server/main.js` and tsx stays a development tool. The bundles
 * sit in dist-server/, so ../dist, the built client, is the same path from the source and
 * from the bundle.
 */
import { bundleServer } from './server-bundle';

const outdir = 'dist-server';
await bundleServer(outdir);
console.log(`Built ${outdir}/main.js, ${outdir}/migrate-cli.js and ${outdir}/seed-cli.js`);
