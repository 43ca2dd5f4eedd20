import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The PWA build. The service worker is ours (workers/sw.ts, injectManifest); the web
 * manifest is not generated here because it is per tenant: the server writes it per Host.
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/sw.js'],
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
    // No dependency preload lists: with ~230 lazy chunks, Vite's __vite__mapDeps tables (the
    // file list and each lazy import's dependency indices) were ~5 KB gzip of the first-route
    // chunk. A lazy route now fetches its shared chunks when it is parsed (one more round trip
    // on a first online visit); once the service worker has precached the build, every chunk
    // is local and the round trip costs nothing.
    modulePreload: false,
    rolldownOptions: {
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
});
