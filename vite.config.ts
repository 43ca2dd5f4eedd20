import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  BACKGROUND_BUDGET,
  FIRST_ROUTES,
  gzipSizeOf,
  ON_USE,
  packBackground,
  planPrecache,
  SHELL_PATTERNS,
  type ViteChunk,
} from './scripts/precache-plan.ts';
import { routePreloadPlan } from './scripts/route-preload-plan.ts';

/**
 * The service worker's own build (vite-plugin-pwa runs a second Vite build without our
 * config): as quiet as ours, and one bundle through Rolldown's `codeSplitting: false`
 * rather than the plugin's deprecated `inlineDynamicImports`, which warned on every build.
 */
const quietWorkerBuild: Plugin = {
  name: 'quiet-worker-build',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output)) {
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    }
    return { logLevel: 'warn' };
  },
};

/** The build's output folder, as resolved (the command line may move it). */
let outDir = 'dist';
const outDirOfBuild: Plugin = {
  name: 'out-dir-of-build',
  configResolved(config) {
    outDir = config.build.outDir;
  },
};

/**
 * Gives each precache entry its stage (scripts/precache-plan.ts) from Vite's manifest of
 * the build, writes the background stage's pack beside the files and names it in the
 * manifest, then removes Vite's manifest: nothing serves or needs it afterwards.
 */
function stagePrecache(entries: { url: string; revision: string | null; size: number }[]) {
  const read = (file: string) => readFileSync(join(outDir, file));
  const manifest = JSON.parse(read('.vite/manifest.json').toString()) as Record<string, ViteChunk>;
  const planned = planPrecache({
    entries,
    viteManifest: manifest,
    indexHtml: read('index.html').toString(),
    firstRoutes: FIRST_ROUTES,
    onUse: ON_USE,
    shellPatterns: SHELL_PATTERNS,
    backgroundBudget: BACKGROUND_BUDGET,
    gzipSize: gzipSizeOf(read),
  });
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  const pack = packBackground(planned, read);
  if (pack) writeFileSync(join(outDir, pack.entry.url), pack.body);
  // Workbox types its entries without our field; it writes them into sw.js as they are.
  const staged = planned.map((entry, index) => ({ ...entry, size: entries[index]?.size ?? 0 }));
  return { manifest: pack ? [...staged, { ...pack.entry, size: pack.body.length }] : staged };
}

/**
 * The PWA build. The service worker is ours (workers/sw.ts, injectManifest); the web
 * manifest is not generated here because it is per tenant: the server writes it per Host.
 */
export default defineConfig(({ command }) => ({
  // A build (part of `npm start`) prints only warnings and errors, not a line per chunk;
  // the dev server keeps its info lines (its address).
  logLevel: command === 'build' ? 'warn' : 'info',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    outDirOfBuild,
    routePreloadPlan(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Country flags (assets/KE-<hash>.svg, ~250 files) are cached one by one when shown.
        globIgnores: ['**/sw.js', '**/assets/[A-Z][A-Z]-*.svg'],
        manifestTransforms: [stagePrecache],
        buildPlugins: { vite: [quietWorkerBuild] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      // @tanstack/react-store asks for the pre-React-18 shim; React 19 has the hook built in, and
      // the package's own non-shim entry skips the shim's fallback code (first-route budget).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by the precache plan (stagePrecache), which then deletes it.
    manifest: true,
    // No dependency preload lists: with ~230 lazy chunks, Vite's __vite__mapDeps tables (the
    // file list and each lazy import's dependency indices) were ~5 KB gzip of the first-route
    // chunk. A lazy route now fetches its shared chunks when it is parsed (one more round trip
    // on a first online visit); once the service worker has precached the build, every chunk
    // is local and the round trip costs nothing.
    modulePreload: false,
    // The app chunk is ~475 kB minified (~146 KB gzip, the first-route budget is 150 KB gzip,
    // measured by `npm run bench`) and the lazy pdf.js and editor chunks ~400 kB: 500 warned
    // on every build. Above 550 kB minified a chunk is past the budget for real.
    chunkSizeWarningLimit: 550,
    // Gzip sizes are what the budget counts, but the bench measures them; not every build.
    reportCompressedSize: false,
    rolldownOptions: {
      // The plugin timing report is a profiling aid, not a problem of the build.
      checks: { bundlerTimings: false },
      output: {
        // Everything the first route loads statically goes in one chunk. Left to itself,
        // Rolldown splits modules shared with lazy routes into a dozen small chunks that
        // the first route loads anyway and that compress worse apart (~4 KB gzip more).
        codeSplitting: {
          groups: [{ name: 'app', test: /src\/main\.tsx$/, includeDependenciesRecursively: true }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
      '/manifest.webmanifest': 'http://localhost:8080',
      '/icons': 'http://localhost:8080',
    },
  },
}));
