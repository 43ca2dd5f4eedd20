/**
 * The usual spec fixture: one real server and one browser for the whole file (a connection
 * to the run's shared Chromium, see browser.ts), torn down after it. Read `env.server` and
 * `env.browser` inside tests (they exist once beforeAll ran). A spec that takes the network
 * away asks for `proxied: true`: `env.server.disconnect()` then cuts a TCP proxy instead of
 * stopping the server (the proxy costs a little CPU on every request, a start again ~2 s).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, launchFullChromium } from './browser';
import { startTestServer, type TestServer, type TestServerOptions } from './server';

export interface E2eEnv {
  readonly server: TestServer;
  readonly browser: Browser;
}

export interface E2eEnvOptions extends TestServerOptions {
  /** Chromium of its own instead of the run's headless shell (launchFullChromium says when). */
  fullChromium?: boolean;
}

export function serverAndBrowser({ fullChromium = false, ...options }: E2eEnvOptions = {}): E2eEnv {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Both at once: the connection to the run's Chromium is ready long before the server.
    const launched = fullChromium ? launchFullChromium() : launchChromium();
    const [started, connected] = await Promise.allSettled([startTestServer(options), launched]);
    // Whichever came up is kept for afterAll to end, even when the other failed.
    if (started.status === 'fulfilled') server = started.value;
    if (connected.status === 'fulfilled') browser = connected.value;
    if (started.status === 'rejected') throw started.reason;
    if (connected.status === 'rejected') throw connected.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e fixture is used before beforeAll ran');
    return value;
  };
  return {
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
  };
}

/** The page's path and query, as the address bar shows them. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
