/**
 * Social login end to end (spec part 1 sections 2 and 4): a real OpenID Connect provider
 * (oidc-provider with its development login and consent pages) on a loopback port is the
 * server's "Google"; Chromium clicks "Continue with Google", signs in and consents on the
 * provider's own pages, and comes back through /social-login to the page it asked for as a
 * new verified member. A login cancelled at the provider lands on /login with the message.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SOCIAL_ERROR_MESSAGES, SOCIAL_PATHS, socialNotConfigured } from '../../contract';
import { type LocalProvider, startOidcProvider } from '../../server/testing-oidc';
import { settingsMenu } from './support/account-pages';
import {
  launchChromium,
  openPage,
  untilServiceWorkerControls,
  untilServiceWorkerReady,
  WITH_SERVICE_WORKER,
} from './support/browser';
import { jobBoard } from './support/pages';
import { completeRegistration } from './support/registration-pages';
import { freePort, startTestServer, type TestServer } from './support/server';

const MEMBER_EMAIL = 'social.member@example.org';
const CLIENT = { clientId: 'portal-e2e', clientSecret: 'portal-e2e-secret' };

let provider: LocalProvider;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // The provider registers our callback, so the server's port comes first; the server learns the issuer by env.
  const port = await freePort();
  provider = await startOidcProvider(
    { ...CLIENT, redirectUris: [`http://localhost:${port}${SOCIAL_PATHS.callback('google')}`] },
    {
      // devInteractions signs in whatever is typed as the login: that is the account id (sub).
      [MEMBER_EMAIL]: { email: MEMBER_EMAIL, email_verified: true, given_name: 'Grace', family_name: 'Social' },
    },
  );
  server = await startTestServer({
    port,
    env: {
      OIDC_GOOGLE_ISSUER: provider.issuer,
      OIDC_GOOGLE_CLIENT_ID: CLIENT.clientId,
      OIDC_GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await provider?.close();
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A fresh browser (no provider session either); the provider's pages import a web font we do not need. */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort());
  return context;
}

/** The login page with Google configured and the other two not, then a click on Google. */
async function continueWithGoogle(page: Page): Promise<void> {
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await google.waitFor();
  for (const name of ['LinkedIn', 'Facebook']) {
    const button = page.getByRole('button', { name: `Continue with ${name}` });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByText(socialNotConfigured(name)).waitFor();
  }
  expect(await page.getByText(socialNotConfigured('Google')).count()).toBe(0);
  await google.click();
  await expect.poll(() => new URL(page.url()).origin, { timeout: 15_000 }).toBe(provider.issuer);
}

/** The provider's development login page (its fields have placeholders, no labels). */
function providerLogin(page: Page) {
  return {
    login: page.getByRole('textbox', { name: 'Enter any login' }),
    password: page.getByPlaceholder('and password'),
    signIn: page.getByRole('button', { name: 'Sign-in' }),
    cancel: page.getByRole('link', { name: '[ Cancel ]' }),
  };
}

describe('social login through a real OpenID Connect provider', () => {
  it('signs a new member in with Google and lands on the page asked for, verified', async () => {
    const context = await newContext();
    const page = await openPage(context, `${server.origin()}/login?next=%2Fjobs`);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await continueWithGoogle(page);

    const login = providerLogin(page);
    await login.login.fill(MEMBER_EMAIL);
    await login.password.fill('any password');
    await login.signIn.click();
    // The consent page: the portal asks for the e-mail and profile scopes.
    await page.getByRole('button', { name: 'Continue' }).click();

    // A new member: the registration flow first (it needs a verified member), then /jobs.
    await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/registration?next=%2Fjobs');
    expect(page.url()).not.toContain('code=');
    expect(visited).toContain('/social-login');
    await completeRegistration(page);
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/jobs');
    // Only verified members reach the job board.
    await jobBoard(page).heading.waitFor({ timeout: 15_000 });
    const menu = settingsMenu(page);
    await menu.button.click();
    await menu.item('Logout').waitFor();
    await context.close();
  });

  it('draws the buttons with the page, before the providers request is answered', async () => {
    const context = await newContext();
    // The providers request (the sync worker's) is held until the buttons have been checked.
    const held: Array<() => Promise<void>> = [];
    await context.route(`**${SOCIAL_PATHS.providers}`, (route) => {
      held.push(() => route.continue());
    });
    const page = await openPage(context, `${server.origin()}/login?next=%2Fjobs`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Continue with Google' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue with LinkedIn' }).isDisabled()).toBe(true);
    await page.getByText(socialNotConfigured('Facebook')).waitFor();
    expect(await page.getByText(socialNotConfigured('Google')).count()).toBe(0);
    await Promise.all(held.map((release) => release()));
    await context.close();
  });

  it('reports a login cancelled at the provider on the login page', async () => {
    const context = await newContext();
    const page = await openPage(context, `${server.origin()}/login?next=%2Fjobs`);
    await continueWithGoogle(page);

    await providerLogin(page).cancel.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await page.getByRole('alert').filter({ hasText: SOCIAL_ERROR_MESSAGES.social_denied }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/jobs');
    expect(page.url()).not.toContain('code=');
    await expect.poll(() => settingsMenu(page).button.count()).toBe(0);
    await context.close();
  });
});

describe('the professional network login page, /linkedin', () => {
  it('says LinkedIn is not configured instead of the 404 page, for a returning visitor too', async () => {
    // No request routing here: Chromium bypasses the service worker of a context that routes requests.
    const context = await browser.newContext(WITH_SERVICE_WORKER);
    const page = await openPage(context, `${server.origin()}/linkedin?next=%2Fjobs`);
    await untilServiceWorkerReady(page);
    await untilServiceWorkerControls(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in with LinkedIn' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: socialNotConfigured('LinkedIn') })
      .waitFor();
    expect(await page.getByText(MESSAGES.notFoundTitle).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Continue with LinkedIn' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Login with email instead' }).click();
    await expect.poll(() => path(page)).toBe('/login?next=%2Fjobs');
    await context.close();
  });

  it('hands what LinkedIn sends back to the server, which answers on the login page', async () => {
    const context = await newContext();
    const page = await openPage(context, `${server.origin()}/linkedin?code=from-linkedin&state=not-ours`);
    // No login was started in this browser: the server refuses it as expired, with the message.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await page.getByRole('alert').filter({ hasText: SOCIAL_ERROR_MESSAGES.social_expired }).waitFor();
    await context.close();
  });
});
