/**
 * Lists download an uploaded picture as a WebP thumbnail near the size they show it
 * (GET {file}?w=N through srcset), not the full file.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Group } from '../../contract';
import { apiToken } from './support/api';
import { openPage } from './support/browser';
import { serverAndBrowser } from './support/env';
import { groupList, serverGroup } from './support/group-pages';

const env = serverAndBrowser();

/** A photo-sized cover: noise compresses as badly as a photo does. */
const photoPng = () =>
  sharp({
    create: {
      width: 1200,
      height: 600,
      channels: 3,
      background: '#468',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .png()
    .toBuffer();

describe('thumbnails of uploaded pictures', () => {
  it('a list shows an uploaded cover as a WebP thumbnail, smaller than the file', async () => {
    const token = await apiToken(env.server.port, 'localhost', 'admin@example.org');
    const circle = await serverGroup(env.server.port, token, 'women-in-data');
    const form = new FormData();
    form.append('cover_image', new File([new Uint8Array(await photoPng())], 'cover.png', { type: 'image/png' }));
    const res = await fetch(`${env.server.origin()}/api/v1/groups/${circle.id}/cover-image/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const cover = ((await res.json()) as Group).cover_image ?? '';
    expect(cover).toMatch(/^\/media\/uploads\//);

    const context = await env.browser.newContext();
    try {
      const page = await openPage(context, `${env.server.origin()}/circles`);
      const circles = groupList(page, 'Circles');
      await circles.search.fill(circle.name);
      const image = circles.card(circle.name).locator('img:not([data-country-code])');
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0 && element.currentSrc))
        .toMatch(new RegExp(`${cover}\\?w=\\d+$`));
      const shown = await image.evaluate(async (element: HTMLImageElement) => {
        const size = async (url: string) => {
          const answer = await fetch(url);
          return { type: answer.headers.get('content-type'), bytes: (await answer.arrayBuffer()).byteLength };
        };
        const original = new URL(element.currentSrc);
        original.search = '';
        return { thumbnail: await size(element.currentSrc), original: await size(original.href) };
      });
      expect(shown.thumbnail.type).toBe('image/webp');
      expect(shown.original.type).toBe('image/png');
      expect(shown.thumbnail.bytes).toBeGreaterThan(0);
      expect(shown.thumbnail.bytes).toBeLessThan(shown.original.bytes);
    } finally {
      await context.close();
    }
  });
});
