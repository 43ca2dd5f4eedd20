/** DevTools' "3G" preset and a 4x slower CPU, through CDP (DESIGN.md section 9). */
import type { BrowserContext, Page } from 'playwright-core';

export const THREE_G = { latency: 2_000, throughputKbps: 400 };

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const bytesPerSecond = (THREE_G.throughputKbps * 1024) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THREE_G.latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
