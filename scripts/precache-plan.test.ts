import { describe, expect, it } from 'vitest';
import { type PlannedEntry, packBackground, planPrecache, type ViteChunk } from './precache-plan';

const manifest: Record<string, ViteChunk> = {
  _app: { file: 'assets/app.js', css: ['assets/app.css'], dynamicImports: ['home', 'login', 'report', 'viewer'] },
  home: { file: 'assets/home.js', imports: ['_app', '_card'] },
  login: { file: 'assets/login.js', imports: ['_app'] },
  report: { file: 'assets/report.js', imports: ['_app', '_card'], dynamicImports: ['viewer'] },
  viewer: { file: 'assets/viewer.js', imports: ['_app', '_pdf-lib', '_card'] },
  '_pdf-lib': { file: 'assets/pdf-lib.js' },
  _card: { file: 'assets/card.js' },
};
const files = [
  'index.html',
  'assets/app.js',
  'assets/app.css',
  'assets/home.js',
  'assets/login.js',
  'assets/report.js',
  'assets/viewer.js',
  'assets/pdf-lib.js',
  'assets/card.js',
  'assets/sync.worker-a1.js',
  'media/intro.svg',
];
const indexHtml = '<script src="/assets/app.js"></script><link href="/assets/app.css" rel="stylesheet">';

function plan(backgroundBudget: number) {
  const staged = planPrecache({
    entries: files.map((url) => ({ url, revision: null })),
    viteManifest: manifest,
    indexHtml,
    firstRoutes: ['home'],
    onUse: ['viewer'],
    shellPatterns: [/^assets\/sync\.worker-/],
    backgroundBudget,
    gzipSize: () => 100,
  });
  return Object.fromEntries(staged.map((entry) => [entry.url, entry.stage]));
}

describe('the precache plan', () => {
  it('installs the shell and the first routes, keeps the rest for the background and the heavy for their use', () => {
    expect(plan(10_000)).toEqual({
      'index.html': 'install',
      'assets/app.js': 'install',
      'assets/app.css': 'install',
      'assets/home.js': 'install',
      // home imports the card statically: part of the first route.
      'assets/card.js': 'install',
      'assets/sync.worker-a1.js': 'install',
      'assets/login.js': 'background',
      'assets/report.js': 'background',
      'media/intro.svg': 'background',
      // Reached only through the viewer.
      'assets/viewer.js': 'on-use',
      'assets/pdf-lib.js': 'on-use',
    });
  });

  it('leaves past the byte budget for their use', () => {
    const stages = plan(250);
    expect(Object.entries(stages).filter(([, stage]) => stage === 'background')).toHaveLength(2);
    expect(stages['media/intro.svg']).toBe('on-use');
  });

  it('fails the build when a named module is not in the manifest', () => {
    expect(() =>
      planPrecache({
        entries: [],
        viteManifest: manifest,
        indexHtml,
        firstRoutes: ['gone'],
        onUse: [],
        shellPatterns: [],
        backgroundBudget: 0,
        gzipSize: () => 0,
      }),
    ).toThrow('gone is not in the build');
  });

  it("packs the background stage's hashed scripts and styles into one file named by its content", () => {
    const planned: PlannedEntry[] = [
      { url: 'assets/app.js', revision: null, stage: 'install' },
      { url: 'assets/login.js', revision: null, stage: 'background', bytes: 10 },
      { url: 'assets/report.css', revision: null, stage: 'background', bytes: 10 },
      { url: 'media/intro.svg', revision: 'abc', stage: 'background', bytes: 10 },
      { url: 'assets/viewer.js', revision: null, stage: 'on-use' },
    ];
    const read = (url: string) => Buffer.from(`text of ${url}`);
    const pack = packBackground(planned, read);
    expect(pack?.entry).toMatchObject({ revision: null, stage: 'pack' });
    expect(pack?.entry.url).toMatch(/^assets\/background-[0-9a-f]{12}\.json$/);
    expect(JSON.parse(pack?.body.toString() ?? '')).toEqual({
      'assets/login.js': 'text of assets/login.js',
      'assets/report.css': 'text of assets/report.css',
    });
    // Another content, another name: a new build never reads an old pack from the HTTP cache.
    const other = packBackground(planned, (url) => Buffer.from(`changed ${url}`));
    expect(other?.entry.url).not.toBe(pack?.entry.url);
    // Nothing to gain from a pack of one file.
    expect(packBackground(planned.slice(0, 2), read)).toBeUndefined();
  });
});
