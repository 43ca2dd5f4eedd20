/** Gzip size of the JavaScript a fresh visit loads, read from the built files in dist/. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { logIn } from '../../tests/e2e/support/pages';
import type { TestServer } from '../../tests/e2e/support/server';

async function gzipKb(path: string): Promise<number> {
  return gzipSync(await readFile(path), { level: 9 }).length / 1024;
}

async function scriptsLoaded(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

export async function measureFirstRouteJs(browser: Browser, server: TestServer) {
  const visitor = await scriptsLoaded(browser, server.origin());
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.origin()}/login?next=%2Fjobs`);
  await logIn(page, 'member@example.org');
  await page.getByRole('heading', { name: 'Job Board' }).waitFor();
  const member = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') member.add(new URL(request.url()).pathname);
  });
  await page.reload({ waitUntil: 'networkidle' });
  await context.close();

  const sum = async (paths: Iterable<string>) => {
    let total = 0;
    for (const path of paths) if (!path.includes('sync.worker')) total += await gzipKb(join('dist', path));
    return total;
  };
  const assets = await readdir('dist/assets');
  const workerFile = assets.find((name) => name.startsWith('sync.worker'));
  return {
    visitorKb: await sum(visitor),
    memberKb: await sum(member),
    workerKb: workerFile ? await gzipKb(join('dist/assets', workerFile)) : 0,
    swKb: await gzipKb('dist/sw.js'),
  };
}
