/**
 * Which chunks each route of the app needs before it can draw, written at build time to
 * dist/route-chunks.json for the server (server/web/route-preload.ts): the page a browser
 * navigates to then names them all as `<link rel="modulepreload">`, so they load at once
 * beside the app chunk instead of one after another as each is parsed (the build has no
 * preload lists of its own: see `modulePreload` in vite.config.ts).
 *
 * A route's chunks are those of its component, split off by the router plugin, and of the
 * components of the routes above it, with everything they import statically; what they
 * import on demand (a dialog, an editor) loads when used, as before. The routes and their
 * parents are read from the generated route tree (src/routeTree.gen.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_CHUNKS_FILE } from '../contract/server-pages';

/** The pieces the router plugin splits off that a route needs to draw (not its error or not-found views). */
const DRAWN_SPLITS = /[?&]tsr-split=(component|loader)\b/;

/**
 * Each address pattern of the route tree with its route files, the root's first:
 * `{'/circle/$slug': ['routes/__root', 'routes/circle.$slug']}` (paths relative to src/).
 */
export function routeFilesByPath(routeTree: string): Map<string, string[]> {
  const fileOf = new Map<string, string>();
  for (const [, name, file] of routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/([^']+)'/g)) {
    if (name && file) fileOf.set(name, file);
  }
  const parentOf = new Map<string, string>();
  const importOf = new Map<string, string>();
  const updates = /const (\w+) =\s*(\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g;
  for (const [, route, routeImport, parent] of routeTree.matchAll(updates)) {
    if (route && routeImport && parent) {
      importOf.set(route, routeImport);
      parentOf.set(route, parent);
    }
  }
  const fileOfRoute = (route: string) => fileOf.get(importOf.get(route) ?? route);
  const byTo = /export interface FileRoutesByTo \{([^}]*)\}/.exec(routeTree)?.[1] ?? '';
  const paths = new Map<string, string[]>();
  for (const [, path, route] of byTo.matchAll(/'([^']+)': typeof (\w+)/g)) {
    if (!path || !route) continue;
    const files: string[] = [];
    for (let at: string | undefined = route; at; at = parentOf.get(at)) {
      const file = fileOfRoute(at);
      if (file) files.unshift(file);
    }
    paths.set(path, files);
  }
  return paths;
}

/** The parts of Rollup's and Rolldown's output chunk this plan reads. */
export interface PlannedChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The URLs of the chunks each route needs (see the header), not counting the entry chunk
 * and what it imports, which index.html loads anyway.
 */
export function planRouteChunks(
  routes: Map<string, string[]>,
  chunks: readonly PlannedChunk[],
  srcDir: string,
): Record<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunksOfFile = new Map<string, string[]>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      if (!DRAWN_SPLITS.test(id)) continue;
      const file = id.slice(0, id.indexOf('?'));
      if (!file.startsWith(`${srcDir}/`)) continue;
      const key = file.slice(srcDir.length + 1).replace(/\.tsx?$/, '');
      chunksOfFile.set(key, [...(chunksOfFile.get(key) ?? []), chunk.fileName]);
    }
  }
  const closure = (names: Iterable<string>, skip: ReadonlySet<string>) => {
    const found = new Set<string>();
    const visit = (name: string) => {
      const chunk = byName.get(name);
      if (!chunk || skip.has(name) || found.has(name)) return;
      found.add(name);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const name of names) visit(name);
    return found;
  };
  const loadedByShell = closure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  const plan: Record<string, string[]> = {};
  for (const [path, files] of routes) {
    const needed = closure(
      files.flatMap((file) => chunksOfFile.get(file) ?? []),
      loadedByShell,
    );
    if (needed.size > 0) plan[path] = [...needed].map((name) => `/${name}`);
  }
  return plan;
}

/** The Vite plugin that writes ROUTE_CHUNKS_FILE beside the build. */
export function routePreloadPlan(root = process.cwd()): Plugin {
  return {
    name: 'route-preload-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const srcDir = resolve(root, 'src');
      const routes = routeFilesByPath(readFileSync(resolve(srcDir, 'routeTree.gen.ts'), 'utf8'));
      const chunks = Object.values(bundle).filter(
        (output): output is PlannedChunk & typeof output => output.type === 'chunk',
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(planRouteChunks(routes, chunks, srcDir)),
      });
    },
  };
}
