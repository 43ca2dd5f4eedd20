/**
 * The finish of the product as a returning visitor meets it (the service worker controls
 * the page): countries named with a flag image rather than flag emoji; the styled file
 * picker (chosen file's name and size, remove); the built-in checkout page in the
 * tenant's branding; a radio group's error in the error colour; and no request for a
 * `.../slug//` address when a new content form opens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, type Group, type Identity, PROFILE_MESSAGES } from '../../contract';
import { api, apiToken } from './support/api';
import { asReturningVisitor, openPage, WITH_SERVICE_WORKER } from './support/browser';
import { memberPage } from './support/content-pages';
import { serverAndBrowser } from './support/env';
import { makePdf } from './support/group-pages';
import { jobPage } from './support/job-pages';
import { makePng } from './support/profile-pages';

const env = serverAndBrowser();
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

/** Signed in at `path` as `email`, with the service worker controlling the page (a returning visitor). */
async function returningMember(path: string, email = 'member@example.org') {
  const member = await memberPage(env, path, email, WITH_SERVICE_WORKER);
  // The first visit installs the service worker (it precaches the build); the reload is the return.
  await asReturningVisitor(member.page);
  return member;
}

/** The computed value of a colour token, resolved the way the browser resolves `color`. */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--colors-${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

describe('finish', () => {
  it('shows countries by name and flag image, without flag emoji', async () => {
    const { page, close } = await returningMember('/circle/women-in-data');
    const countries = page.getByRole('list', { name: 'Countries' });
    await countries.getByText('Kenya').waitFor();
    await countries.getByRole('img', { name: 'KE', exact: true }).waitFor();
    expect((await countries.textContent()) ?? '').not.toMatch(REGIONAL_INDICATOR);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(REGIONAL_INDICATOR);
    await close();
  });

  it('chooses a resume through the styled picker: name, size and remove', async () => {
    const { page, close } = await returningMember('/job/product-analyst');
    const job = jobPage(page);
    await job.button('Apply').click();
    const dialog = job.applyDialog;
    const dropzone = dialog.getByRole('button', { name: 'Choose a file or drop it here' });
    await dropzone.waitFor();

    await job.resumeInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng() });
    await dialog.getByText(PROFILE_MESSAGES.resumeNotPdf).waitFor();
    const pdf = makePdf();
    await job.resumeInput.setInputFiles({ name: 'my-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
    const chosen = dialog.getByRole('list', { name: 'Chosen file' }).getByRole('listitem');
    await chosen.getByText('my-resume.pdf').waitFor();
    expect((await chosen.textContent()) ?? '').toMatch(/my-resume\.pdf\s*\d+(\.\d)?\s(bytes|kB|KB)/);
    expect(await dialog.getByText(PROFILE_MESSAGES.resumeNotPdf).count()).toBe(0);

    await chosen.getByRole('button', { name: 'Remove my-resume.pdf' }).click();
    await chosen.waitFor({ state: 'detached' });
    await close();
  });

  it('shows the built-in checkout in the tenant branding', async () => {
    const host = 'campus.localhost';
    const token = await apiToken(env.server.port, host, 'member@example.org');
    const identity = await api<Identity>(env.server.port, host, 'GET', '/api/v1/identity/', { token });
    const slug = identity.body.organization?.name_slug ?? '';
    const org = await api<Group>(env.server.port, host, 'GET', `/api/v1/groups/slug/${slug}/`, { token });
    const origin = env.server.origin(host);
    const session = await api<{ data: string }>(env.server.port, host, 'POST', '/api/v1/payment/donate/', {
      token,
      body: {
        price_id: org.body.donation_details?.stripe_price_id,
        group_id: org.body.id,
        success_url: `${origin}/payment/success`,
        cancel_url: `${origin}/`,
      },
    });
    expect(session.status).toBe(200);

    const context = await env.browser.newContext();
    const page = await openPage(context, session.body.data);
    const banner = page.getByRole('banner');
    await banner.getByText('Campus Careers', { exact: true }).waitFor();
    expect(await page.title()).toContain('Campus Careers');
    const logo = page.locator('header img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const pay = page.getByRole('button', { name: 'Complete payment' });
    const colours = await pay.evaluate((button) => ({
      button: getComputedStyle(button).backgroundColor,
      banner: getComputedStyle(document.querySelector('header') ?? button).backgroundColor,
    }));
    // The campus portal's primary colour (#4338ca), not the default teal.
    expect(colours).toEqual({ button: 'rgb(67, 56, 202)', banner: 'rgb(67, 56, 202)' });
    await context.close();
  });

  it('shows a radio group error in the error colour', async () => {
    const { page, close } = await returningMember('/circle/women-in-data');
    await page.getByRole('main').getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const radios = dialog.getByRole('group', { name: /^Your experience with data/ });
    const error = radios.getByText(GROUP_MESSAGES.answerRequired, { exact: true });
    await error.waitFor();
    const colour = await error.evaluate((element) => getComputedStyle(element).color);
    expect(colour).toBe(await tokenColour(page, 'danger'));
    expect(colour).not.toBe(await tokenColour(page, 'fg-default'));
    await close();
  });

  it('asks for no .../slug// address when a new content form opens', async () => {
    const { page, close } = await returningMember('/');
    const doubled: string[] = [];
    // The context sees the page's and its workers' requests (the sync worker fetches details).
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname.includes('//')) doubled.push(request.url());
    });
    for (const path of ['/contribute/resource', '/create/post', '/contribute/usecase']) {
      await page.goto(`${env.server.origin()}${path}`);
      await page.getByRole('main').locator('form').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(doubled).toEqual([]);
    await close();
  });
});
