import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_FILE } from '../../contract/server-pages';
import { routePreloads } from './route-preload';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'route-preload-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const writePlan = (plan: Record<string, string[]>) => writeFile(join(root, ROUTE_CHUNKS_FILE), JSON.stringify(plan));
const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the preload tags of a navigation', () => {
  it('names the chunks of the route the address opens, a literal segment before a parameter', async () => {
    await writePlan({
      '/': ['/assets/home.js'],
      '/jobs': ['/assets/jobs.js', '/assets/card.js'],
      '/jobs/$slug': ['/assets/job.js'],
      '/jobs/new': ['/assets/job-form.js'],
      '/files/$': ['/assets/files.js'],
    });
    const preloads = routePreloads(root);
    expect(hrefs(await preloads('/'))).toEqual(['/assets/home.js']);
    expect(hrefs(await preloads('/jobs'))).toEqual(['/assets/jobs.js', '/assets/card.js']);
    expect(hrefs(await preloads('/jobs/'))).toEqual(['/assets/jobs.js', '/assets/card.js']);
    expect(hrefs(await preloads('/jobs/data-analyst'))).toEqual(['/assets/job.js']);
    expect(hrefs(await preloads('/jobs/new'))).toEqual(['/assets/job-form.js']);
    expect(hrefs(await preloads('/files/a/b/c'))).toEqual(['/assets/files.js']);
    expect(await preloads('/jobs/data-analyst/extra')).toBe('');
    expect(await preloads('/nowhere')).toBe('');
  });

  it('names nothing for a build without the plan, and reads a new plan when the build changes', async () => {
    const preloads = routePreloads(root);
    expect(await preloads('/jobs')).toBe('');
    await writePlan({ '/jobs': ['/assets/jobs-2.js'] });
    expect(hrefs(await preloads('/jobs'))).toEqual(['/assets/jobs-2.js']);
  });
});
