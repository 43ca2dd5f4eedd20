/**
 * When the service worker keeps each built file (workers/sw.ts reads the stage of every
 * entry of its precache manifest):
 *
 * - `install`: the shell (index.html, what it loads, the sync worker) and the first routes.
 *   The worker is ready once these are stored; most of them are in the HTTP cache already
 *   from the page that registered it, so a first visit pays little more than the page.
 * - `background`: every other route and shared chunk, fetched after the worker is active,
 *   in the gzip byte budget below (skipped when the device asks to save data). Each keeps
 *   its gzip size, so the worker can tell what skipping it spared.
 * - `on-use`: the big libraries behind one feature (pdf.js, the rich-text editor, the
 *   report PDF writer) and whatever is past the budget: kept when first loaded, or when an
 *   item that needs them is saved for offline.
 * - `pack`: not a file of the app but the background stage's scripts and styles in one JSON
 *   file (packBackground), so the worker keeps that stage in one request instead of one per
 *   file: over 300 small files took 80 round trips on a slow link, four at a time.
 *
 * The build (vite.config.ts) runs it as a Workbox manifest transform over Vite's manifest.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export type PrecacheStage = 'install' | 'background' | 'on-use' | 'pack';

export interface PlannedEntry {
  url: string;
  revision: string | null;
  integrity?: string;
  stage: PrecacheStage;
  /** A background file's gzip size: what the service worker reports held when data saver skips the stage. */
  bytes?: number;
}

/** The part of a Vite manifest chunk the plan reads. */
export interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export interface PlanInput {
  entries: readonly { url: string; revision: string | null; integrity?: string }[];
  viteManifest: Readonly<Record<string, ViteChunk>>;
  indexHtml: string;
  /** Source modules (Vite manifest keys) whose chunks load with the shell. */
  firstRoutes: readonly string[];
  /** Source modules (Vite manifest keys) kept only when used: heavy, behind one feature. */
  onUse: readonly string[];
  /** Files of the shell that index.html does not name (the sync worker). */
  shellPatterns: readonly RegExp[];
  /** Largest gzip total of the background stage. */
  backgroundBudget: number;
  gzipSize: (url: string) => number;
}

/** 512 KB gzip: every route and shared chunk of today's build fits, with room to grow. */
export const BACKGROUND_BUDGET = 512 * 1024;

export const FIRST_ROUTES = ['src/routes/index.tsx?tsr-split=component'];

export const ON_USE = [
  'src/features/content/components/viewers/pdf-viewer.tsx',
  'src/features/profile/components/rich-text-editor.tsx',
  'src/features/reports/pdf.ts',
];

export const SHELL_PATTERNS = [/^assets\/sync\.worker-[\w-]+\.js$/];

export function planPrecache(input: PlanInput): PlannedEntry[] {
  const { viteManifest: manifest } = input;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  for (const key of [...input.firstRoutes, ...input.onUse]) {
    if (!manifest[key]) throw new Error(`precache plan: ${key} is not in the build's manifest (renamed?)`);
  }

  // The files of `roots` and what they import, recursively: statically only (what a chunk
  // needs to run), or lazily too, never entering a module of `stopAt`.
  const closure = (roots: Iterable<string>, lazily: boolean, stopAt = new Set<string>()): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || stopAt.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const next of chunk.imports ?? []) visit(next);
      if (lazily) for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return files;
  };

  const named = [...input.indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const entryKeys = named.map((file) => keyOfFile.get(file)).filter((key): key is string => key !== undefined);
  if (entryKeys.length === 0) throw new Error('precache plan: index.html names no chunk of the manifest');
  const install = closure([...entryKeys, ...input.firstRoutes], false);
  for (const file of named) install.add(file);
  install.add('index.html');

  // What the app reaches without passing through an on-use module stays out of that stage.
  const reachable = closure(entryKeys, true, new Set(input.onUse));
  const onUseFiles = new Set([...closure(input.onUse, true)].filter((file) => !reachable.has(file)));

  let background = 0;
  return input.entries.map((entry) => {
    const { url } = entry;
    let stage: PrecacheStage;
    if (install.has(url) || input.shellPatterns.some((pattern) => pattern.test(url))) stage = 'install';
    else if (onUseFiles.has(url)) stage = 'on-use';
    else {
      const bytes = input.gzipSize(url);
      background += bytes;
      if (background <= input.backgroundBudget) return { ...entry, stage: 'background', bytes };
      stage = 'on-use';
    }
    return { ...entry, stage };
  });
}

/** Files a pack holds: hashed scripts and styles (their text; anything with a revision is fetched apart). */
const PACKABLE = /^assets\/[^/]+\.(js|css)$/;

export interface BackgroundPack {
  entry: PlannedEntry;
  /** JSON: each packed file's URL (as in the manifest) to its text. */
  body: Buffer;
}

/**
 * The background stage's scripts and styles in one file, named by its content, with its
 * manifest entry (stage `pack`); none when the stage has fewer than two such files.
 */
export function packBackground(
  planned: readonly PlannedEntry[],
  read: (url: string) => Buffer,
): BackgroundPack | undefined {
  const packed = planned.filter((entry) => entry.stage === 'background' && !entry.revision && PACKABLE.test(entry.url));
  if (packed.length < 2) return undefined;
  const body = Buffer.from(JSON.stringify(Object.fromEntries(packed.map(({ url }) => [url, read(url).toString()]))));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const entry: PlannedEntry = {
    url: `assets/background-${hash}.json`,
    revision: null,
    stage: 'pack',
    bytes: gzipSync(body).length,
  };
  return { entry, body };
}

/** Gzip size of a built file, as the server sends it precompressed. */
export function gzipSizeOf(read: (url: string) => Buffer): (url: string) => number {
  return (url) => gzipSync(read(url)).length;
}
