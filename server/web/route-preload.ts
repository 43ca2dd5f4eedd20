/**
 * The `<link rel="modulepreload">` tags of the page a browser navigates to: the chunks its
 * route needs, from the build's route-chunks.json (scripts/route-preload-plan.ts). Named in
 * the page, they load at once beside the app chunk; otherwise each would be found only when
 * the chunk importing it had loaded and run, one round trip after another on a slow link.
 * A build without the file, or an address no route matches, gets no tags.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ROUTE_CHUNKS_FILE } from '../../contract/server-pages';

interface RoutePattern {
  /** Each segment: a literal, or null for a parameter (`$slug`). */
  segments: (string | null)[];
  /** A trailing `$`: the rest of the address, any length. */
  hasSplat: boolean;
  tags: string;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

function compile(plan: Record<string, string[]>): RoutePattern[] {
  const patterns = Object.entries(plan).map(([path, urls]) => {
    const parts = segmentsOf(path);
    const hasSplat = parts.at(-1) === '$';
    return {
      segments: (hasSplat ? parts.slice(0, -1) : parts).map((part) => (part.startsWith('$') ? null : part)),
      hasSplat,
      tags: urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join(''),
    };
  });
  // The most literal segments first: '/jobs/new' before '/jobs/$id', and any route before a splat.
  const literals = (pattern: RoutePattern) => pattern.segments.filter((segment) => segment !== null).length;
  return patterns.sort(
    (a, b) =>
      Number(a.hasSplat) - Number(b.hasSplat) || literals(b) - literals(a) || b.segments.length - a.segments.length,
  );
}

function matches(pattern: RoutePattern, segments: readonly string[]): boolean {
  if (pattern.hasSplat ? segments.length < pattern.segments.length : segments.length !== pattern.segments.length) {
    return false;
  }
  return pattern.segments.every((segment, index) => segment === null || segment === segments[index]);
}

/** The tags for an address path of `root`'s build ('' when none), re-reading the plan when the build changes. */
export function routePreloads(root: string) {
  const file = join(root, ROUTE_CHUNKS_FILE);
  let loaded: { version: string; patterns: RoutePattern[] } | null = null;

  async function patterns(): Promise<RoutePattern[]> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return [];
    const version = `${info.size}-${info.mtimeMs}`;
    if (loaded?.version !== version) {
      const plan = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
      loaded = { version, patterns: compile(plan) };
    }
    return loaded.patterns;
  }

  return async (path: string): Promise<string> => {
    const segments = segmentsOf(path);
    return (await patterns()).find((pattern) => matches(pattern, segments))?.tags ?? '';
  };
}
