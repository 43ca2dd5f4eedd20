/**
 * Social login, switching organization and the alternate e-mail through the real UI
 * (spec part 1 sections 2 and 4): the social buttons and their errors, the code pages,
 * the top bar's organization switcher on this portal and across to another tenant's
 * domain, making an organization default, and an alternate e-mail made primary.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_EMAIL_MESSAGES,
  type Identity,
  MESSAGES,
  SOCIAL_ERROR_MESSAGES,
  socialNotConfigured,
} from '../../contract';
import { otpPage, settingsMenu } from './support/account-pages';
import { api, DEMO_PASSWORD } from './support/api';
import { openPage } from './support/browser';
import { pathOf, serverAndBrowser } from './support/env';
import { codeIn, nextMail } from './support/mail';

const CAMPUS = 'campus.localhost';

const env = serverAndBrowser();

const path = pathOf;

async function logInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function identityOf(email: string, password = DEMO_PASSWORD): Promise<Identity> {
  const token = await api<{ access: string }>(env.server.port, 'localhost', 'POST', '/api/v1/token/', {
    body: { email, password },
  });
  return (await api<Identity>(env.server.port, 'localhost', 'GET', '/api/v1/identity/', { token: token.body.access }))
    .body;
}

function switcher(page: Page) {
  const button = page.getByRole('button', { name: /^Organization:/ });
  const menu = page.getByRole('menu', { name: 'Organization' });
  return {
    button,
    menu,
    organization: (name: string) => menu.getByRole('menuitemradio', { name, exact: true }),
    makeDefault: menu.getByRole('menuitem', { name: 'Make default organization' }),
    async shows(name: string) {
      await expect
        .poll(async () => (await button.textContent())?.replace('Organization: ', ''), { timeout: 15_000 })
        .toBe(name);
    },
  };
}

describe('social login', () => {
  it('lists the three providers, disabled while not configured, and shows a failed round trip', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login`);
    for (const name of ['LinkedIn', 'Facebook', 'Google']) {
      const button = page.getByRole('button', { name: `Continue with ${name}` });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      await page.getByText(socialNotConfigured(name)).waitFor();
    }

    await page.goto(`${env.server.origin()}/login?error=social&message=social_denied`);
    await page.getByRole('alert').filter({ hasText: SOCIAL_ERROR_MESSAGES.social_denied }).waitFor();
    await context.close();
  });

  it('refuses a bad code, takes it out of the address and offers Login', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/social-login?code=bad&next=%2Fjobs`);
    await page.getByRole('alert').filter({ hasText: SOCIAL_ERROR_MESSAGES.social_code_invalid }).waitFor();
    expect(path(page)).toBe('/social-login');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect.poll(() => path(page)).toBe('/login?next=%2Fjobs');
    await context.close();
  });
});

describe('switching organization', () => {
  it('switches here, makes the organization default, and crosses to another portal signed in', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login`);
    await logInAs(page, 'admin@example.org');
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
    const orgs = switcher(page);
    await orgs.shows('Career Compass');

    await orgs.button.click();
    expect(await orgs.organization('Career Compass').getAttribute('aria-checked')).toBe('true');
    await orgs.organization(`Campus Careers Office (${CAMPUS})`).waitFor();
    expect(await orgs.makeDefault.count()).toBe(0);
    await orgs.organization('Northwind Analytics').click();
    // A reload: the switcher comes back showing the chosen organization (which is not the default).
    await orgs.shows('Northwind Analytics');
    await orgs.button.click();
    expect(await orgs.organization('Northwind Analytics').getAttribute('aria-checked')).toBe('true');

    const before = await identityOf('admin@example.org');
    const northwind = before.switchable_orgs.find((org) => org.name === 'Northwind Analytics');
    expect(before.default_organization_id).not.toBe(northwind?.id);
    // Making it default reloads the page: wait for that reload, or the menu opens on the old page.
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await orgs.makeDefault.click();
    await expect
      .poll(async () => (await identityOf('admin@example.org')).default_organization_id, { timeout: 15_000 })
      .toBe(northwind?.id);
    await reloaded;
    await orgs.shows('Northwind Analytics');
    await orgs.button.click();
    await orgs.organization('Northwind Analytics').waitFor();
    expect(await orgs.makeDefault.count()).toBe(0);

    // Another tenant's portal: a hand-off signs the same person in there, the code leaves the address.
    await orgs.organization(`Campus Careers Office (${CAMPUS})`).click();
    await expect.poll(() => new URL(page.url()).host, { timeout: 15_000 }).toBe(`${CAMPUS}:${env.server.port}`);
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
    await settingsMenu(page).button.waitFor();
    // Organization names are cut at 20 characters in the top bar (spec part 1 section 9).
    await switcher(page).shows('Campus Careers Offic…');
    expect(page.url()).not.toContain('code=');
    await context.close();
  });
});

describe('alternate email', () => {
  it('adds, verifies and makes primary an alternate e-mail; only the new one logs in after', async () => {
    const context = await env.browser.newContext();
    const page = await openPage(context, `${env.server.origin()}/login`);
    await logInAs(page, 'member@example.org');
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
    await settingsMenu(page).choose('Account');
    await page.getByRole('heading', { name: 'Alternate email' }).waitFor();

    const alternate = `mateo-${Date.now()}@example.org`;
    await page.getByRole('textbox', { name: 'Alternate email' }).fill(alternate);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: ALTERNATE_EMAIL_MESSAGES.codeSent }).waitFor();

    const otp = otpPage(page);
    await otp.type(codeIn(await nextMail(env.server, 'localhost', alternate)));
    await otp.verify.click();
    await page.getByRole('status').filter({ hasText: ALTERNATE_EMAIL_MESSAGES.verified }).waitFor();

    await page.getByRole('button', { name: 'Make primary', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, make primary' }).click();
    await page.getByRole('status').filter({ hasText: ALTERNATE_EMAIL_MESSAGES.madePrimary }).waitFor();
    await page.getByText(`Your login email is ${alternate}.`).waitFor();

    await settingsMenu(page).choose('Logout');
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/login?next=%2F');
    await logInAs(page, 'member@example.org');
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    await logInAs(page, alternate);
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/');
    await settingsMenu(page).button.waitFor();
    await context.close();
  });
});
