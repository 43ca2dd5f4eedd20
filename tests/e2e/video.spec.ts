/**
 * A use case's video, for a returning visitor (service worker in control): the player is
 * framed from a host the page's content security policy allows, with no violation; offline
 * (network to the server cut, context offline) and with data saver on, a poster links to the video on
 * its own site instead of the frame (with data saver, a plain one: no thumbnail). The machine
 * has no internet: the player's host is answered by a stand-in page, and the tests assert on
 * the frame, not on the video playing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UploadedFile, UseCase } from '../../contract';
import { api, apiToken } from './support/api';
import { untilServiceWorkerControls, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage, serverUseCase } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { makePng } from './support/profile-pages';

const env = serverAndBrowser({ proxied: true });
const USE_CASE = 'interview-practice-coach';
const VIDEO_PAGE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Collects the page's CSP violations (events and console lines) from its next load on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (frame|load)/.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/**
 * Gives the use case a thumbnail (uploaded and set by the administrator), which its poster
 * shows; the seeded one has none. Answers the thumbnail's address.
 */
async function withThumbnail(): Promise<string> {
  const token = await apiToken(env.server.port, 'localhost', 'admin@example.org');
  const useCase = await serverUseCase(env.server.port, USE_CASE, token);
  if (useCase.thumbnail_image) return useCase.thumbnail_image.file;
  const form = new FormData();
  form.append('file', new File([new Uint8Array(makePng(64))], 'poster.png', { type: 'image/png' }));
  form.append('purpose', 'picture');
  const uploaded = await fetch(`${env.server.origin()}/api/v1/file-upload/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const file = (await uploaded.json()) as UploadedFile;
  const patched = await api<UseCase>(env.server.port, 'localhost', 'PATCH', `/api/v1/use-cases/${useCase.id}/`, {
    token,
    body: { thumbnail_image: file.id },
  });
  expect(patched.status).toBe(200);
  expect(patched.body.thumbnail_image?.file).toBe(file.file);
  return file.file;
}

/** The member on the use case as a returning visitor: the service worker answers the reload. */
async function returningMember() {
  const member = await memberPage(env, `/usecase/${USE_CASE}`, 'member@example.org', WITH_SERVICE_WORKER);
  // The first visit installs the service worker (precaching the shell takes a while on a busy machine).
  await untilServiceWorkerControls(member.page);
  return member;
}

function frameHostsOf(csp: string): string[] {
  const directive = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('use case video', () => {
  it('frames the player from a host the page CSP allows, with no violation', async () => {
    const { page, close } = await returningMember();
    try {
      const playerRequests: string[] = [];
      await page.context().route('https://www.youtube-nocookie.com/**', async (route) => {
        playerRequests.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>player stand-in</p>' });
      });
      const violations = await watchViolations(page);
      const response = await page.reload();
      expect(response?.fromServiceWorker()).toBe(true);
      const frameHosts = frameHostsOf((await response?.headerValue('content-security-policy')) ?? '');

      const title = (await serverUseCase(env.server.port, USE_CASE)).title;
      await page.getByRole('button', { name: 'Video', exact: true }).click();
      const frame = page.getByTitle(`Video: ${title}`);
      await frame.waitFor();
      const src = new URL((await frame.getAttribute('src')) ?? '');
      expect(frameHosts).toContain(src.origin);
      expect(src.searchParams.has('autoplay')).toBe(false);
      // The browser asked the player's host for the frame (the policy let it through) ...
      await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
      await expect
        .poll(async () => (await page.frame({ url: (url) => url.origin === src.origin })?.title()) ?? '')
        .toBe('player');
      // ... and reported no violation.
      expect(await violations()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a plain poster linking to the video instead of the frame with data saver on', async () => {
    const thumbnail = await withThumbnail();
    const { page, close } = await returningMember();
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      // Downloads of the thumbnail by the reloaded page: what the page before it fetched (its
      // hero image, with data saver off) ends with it, and the HEAD that sizes the held image
      // for the data-saved figure downloads nothing.
      const thumbnailDownloads: string[] = [];
      let isReloaded = false;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) isReloaded = true;
        else if (isReloaded && request.method() === 'GET' && new URL(request.url()).pathname === thumbnail) {
          thumbnailDownloads.push(request.url());
        }
      });
      await page.reload();
      const title = (await serverUseCase(env.server.port, USE_CASE)).title;
      await page.getByRole('button', { name: 'Video', exact: true }).click();
      const poster = page.getByRole('figure', { name: `Video: ${title}` });
      await poster.waitFor();
      expect(await poster.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(VIDEO_PAGE);
      expect(await page.locator('iframe').count()).toBe(0);
      // No picture on the poster or the hero either: the thumbnail is never downloaded.
      expect(await poster.locator('img').count()).toBe(0);
      expect(thumbnailDownloads).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a poster with the thumbnail, linking to the video instead of the frame offline', async () => {
    const thumbnail = await withThumbnail();
    const { page, close } = await returningMember();
    const title = (await serverUseCase(env.server.port, USE_CASE)).title;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await env.server.disconnect();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Video', exact: true }).click();
      const poster = page.getByRole('figure', { name: `Video: ${title}` });
      await poster.waitFor();
      await poster.getByText("You're offline").waitFor();
      expect(new URL((await poster.locator('img').getAttribute('src')) ?? '', page.url()).pathname).toBe(thumbnail);
      expect(await poster.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(VIDEO_PAGE);
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await page.context().setOffline(false);
      await env.server.reconnect();
      await close();
    }
  });
});
