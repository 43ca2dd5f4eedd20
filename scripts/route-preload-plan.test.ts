import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type PlannedChunk, planRouteChunks, routeFilesByPath } from './route-preload-plan';

const routeTree = readFileSync(new URL('../src/routeTree.gen.ts', import.meta.url), 'utf8');

describe('the routes of the generated route tree', () => {
  const routes = routeFilesByPath(routeTree);

  it('gives every address its route files, the root first, through pathless layouts', () => {
    expect(routes.get('/')).toEqual(['routes/__root', 'routes/index']);
    expect(routes.get('/circle/$slug')).toEqual(['routes/__root', 'routes/circle.$slug']);
    expect(routes.get('/jobs')).toEqual(['routes/__root', 'routes/_member', 'routes/_member/jobs/index']);
    expect(routes.get('/admin-dashboard/circles')).toEqual([
      'routes/__root',
      'routes/_member',
      'routes/_member/admin-dashboard/route',
      'routes/_member/admin-dashboard/circles',
    ]);
  });

  it('resolves every address of the tree to its own file under the root', () => {
    const to = /export interface FileRoutesByTo \{([^}]*)\}/.exec(routeTree)?.[1] ?? '';
    const addresses = [...to.matchAll(/'([^']+)':/g)].map((match) => match[1]);
    expect(addresses.length).toBeGreaterThan(50);
    expect([...routes.keys()].sort()).toEqual(addresses.sort());
    for (const files of routes.values()) {
      expect(files[0]).toBe('routes/__root');
      expect(files.length).toBeGreaterThan(1);
    }
  });
});

describe('the chunks a route needs', () => {
  const src = '/app/src';
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): PlannedChunk => ({
    type: 'chunk',
    fileName,
    isEntry,
    moduleIds,
    imports,
  });
  const chunks = [
    chunk('assets/app.js', [`${src}/main.tsx`], ['assets/react.js'], true),
    chunk('assets/react.js', ['/app/node_modules/react/index.js']),
    chunk(
      'assets/circle.js',
      [`${src}/routes/circle.$slug.tsx?tsr-split=component`],
      ['assets/card.js', 'assets/react.js'],
    ),
    chunk('assets/card.js', [`${src}/ui/card.tsx`], ['assets/tokens.js']),
    chunk('assets/tokens.js', [`${src}/ui/tokens.ts`]),
    chunk('assets/circle-error.js', [`${src}/routes/circle.$slug.tsx?tsr-split=errorComponent`]),
    chunk('assets/layout.js', [`${src}/routes/_member.tsx?tsr-split=component`]),
    chunk('assets/jobs.js', [`${src}/routes/_member/jobs/index.tsx?tsr-split=component`], ['assets/tokens.js']),
  ];
  const routes = new Map([
    ['/circle/$slug', ['routes/__root', 'routes/circle.$slug']],
    ['/jobs', ['routes/__root', 'routes/_member', 'routes/_member/jobs/index']],
    ['/plain', ['routes/__root', 'routes/plain']],
  ]);
  const plan = planRouteChunks(routes, chunks, src);

  it("names the route's component and what it imports, all the way down, but not its error view", () => {
    expect(plan['/circle/$slug']?.sort()).toEqual(['/assets/card.js', '/assets/circle.js', '/assets/tokens.js']);
  });

  it('adds the layouts above the route', () => {
    expect(plan['/jobs']?.sort()).toEqual(['/assets/jobs.js', '/assets/layout.js', '/assets/tokens.js']);
  });

  it('leaves out what the page loads anyway (the entry and its imports) and routes with nothing to name', () => {
    expect(Object.values(plan).flat()).not.toContain('/assets/app.js');
    expect(Object.values(plan).flat()).not.toContain('/assets/react.js');
    expect(plan).not.toHaveProperty('/plain');
  });
});
