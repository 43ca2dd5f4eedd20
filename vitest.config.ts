import { defineConfig } from 'vitest/config';

/**
 * Test files run in two workers: vitest's default on a 2-core machine is one (cores - 1), which
 * left a core idle while a file waited on PGlite, a child server or Chromium. Every project
 * names the same count, because vitest runs projects with different counts in separate turns.
 * TEST_WORKERS sets another count (a bigger machine, or a comparison).
 */
const WORKERS = Number(process.env['TEST_WORKERS'] ?? 2);

/**
 * The files of every project share their worker's module graph (isolate: false): importing the
 * app, drizzle and PGlite (or playwright-core) for every file again cost more than many of the
 * tests themselves. The files leave no global state behind (each test has its own PGlite,
 * IndexedDB name and app, each browser spec file its own server and browser connection, and
 * every file restores what it changes of process.env), so one file cannot see another's.
 * TEST_ISOLATE=true isolates every file again, to find a file that leaks.
 */
const ISOLATE = process.env['TEST_ISOLATE'] === 'true';

/** Three projects: unit (sync engine on fake-indexeddb), server (real PGlite), e2e (Chromium). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['sync/**/*.test.ts', 'contract/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['tests/setup/snapshots.ts'],
          isolate: ISOLATE,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['tests/setup/snapshots.ts', 'tests/setup/server-bundle.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: ISOLATE,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/setup/e2e-template.ts'],
          // Two spec files share the two cores now: a long offline-and-back test needs the headroom.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // expect.poll's 1 s default is too short for a lazily loaded route on a busy CI
          // machine (content.spec's lists failed there with everything else passing).
          expect: { poll: { timeout: 10_000 } },
          // Each spec file has its own server (port, data directory) and its own connection to
          // the one Chromium the global setup launches; each test its own browser context.
          isolate: ISOLATE,
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
